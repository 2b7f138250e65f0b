// The review queue's five filters (cohort, trainee, exercise, culture, status) and "Clear filters".
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewQueueFilter } from '../../../shared/domain/review';
import type { FilterKey, QueueOptions } from './useQueue';
import { useStatusText } from './ReviewStatusBadge';

type Option = { value: string; label: string };

function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={`field rv-filter${value ? ' is-set' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} dir="auto">
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type Props = {
  filter: ReviewQueueFilter;
  options: QueueOptions | null;
  cultureName: (id: string) => string;
  active: boolean;
  onFilter: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

export function QueueFilters({ filter, options, cultureName, active, onFilter, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const statusText = useStatusText();
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const sorted = (list: Option[]) => [...list].sort((a, b) => collator.compare(a.label, b.label));

  const cohorts = sorted((options?.cohorts ?? []).map((c) => ({ value: c, label: c })));
  const trainees = sorted(
    (options?.trainees ?? [])
      .filter((p) => !filter.cohort || p.cohort === filter.cohort)
      .map((p) => ({ value: String(p.id), label: p.displayName })),
  );
  const exercises = sorted((options?.exercises ?? []).map((e) => ({ value: String(e.id), label: e.title })));
  const cultures = sorted((options?.cultures ?? []).map((c) => ({ value: c.id, label: cultureName(c.id) })));
  const statuses = REVIEW_STATUSES.map((s) => ({ value: s, label: statusText[s] }));

  return (
    <section className="card rv-filters" aria-label={t('review:queue.filters')}>
      <FilterSelect
        label={t('review:queue.cohort')}
        allLabel={t('review:queue.allCohorts')}
        value={filter.cohort ?? ''}
        options={cohorts}
        onChange={(v) => onFilter('cohort', v)}
        testId="queue-filter-cohort"
      />
      <FilterSelect
        label={t('review:queue.trainee')}
        allLabel={t('review:queue.allTrainees')}
        value={filter.traineeId ? String(filter.traineeId) : ''}
        options={trainees}
        onChange={(v) => onFilter('trainee', v)}
        testId="queue-filter-trainee"
      />
      <FilterSelect
        label={t('review:queue.exercise')}
        allLabel={t('review:queue.allExercises')}
        value={filter.exerciseId ? String(filter.exerciseId) : ''}
        options={exercises}
        onChange={(v) => onFilter('exercise', v)}
        testId="queue-filter-exercise"
      />
      <FilterSelect
        label={t('review:queue.culture')}
        allLabel={t('review:queue.allCultures')}
        value={filter.cultureId ?? ''}
        options={cultures}
        onChange={(v) => onFilter('culture', v)}
        testId="queue-filter-culture"
      />
      <FilterSelect
        label={t('review:queue.status')}
        allLabel={t('review:queue.allStatuses')}
        value={filter.status ?? ''}
        options={statuses}
        onChange={(v) => onFilter('status', v)}
        testId="queue-filter-status"
      />
      <button
        type="button"
        className="button secondary rv-filters-clear"
        onClick={onClear}
        disabled={!active}
        data-testid="queue-clear-filters"
      >
        {t('review:queue.clearFilters')}
      </button>
    </section>
  );
}
