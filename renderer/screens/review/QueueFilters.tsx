// The review queue's five filters (cohort, trainee, exercise, culture, status) and "Clear filters".
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewQueueFilter } from '../../../shared/domain/review';
import { Button } from '../../components/Button';
import type { FilterKey, QueueOptions } from './useQueue';
import { useStatusText } from './ReviewStatusBadge';

type Option = { value: string; label: string };
/** A filter's chosen value: none yet, or an id or name. */
type Chosen = string | number | undefined;

type Filter = { name: FilterKey; label: string; allLabel: string; value: Chosen; options: Option[] };

const filterOf = (name: FilterKey, label: string, allLabel: string, value: Chosen, options: Option[]): Filter => ({
  name,
  label,
  allLabel,
  value,
  options,
});

function FilterSelect({ filter, onChange }: { filter: Filter; onChange: (value: string) => void }) {
  const { name, label, allLabel, value, options } = filter;
  const id = useId();
  const chosen = value === undefined ? '' : String(value);
  return (
    <div className={`field rv-filter${chosen ? ' is-set' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={chosen} onChange={(e) => onChange(e.target.value)} data-testid={`queue-filter-${name}`}>
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
  // Each filter: its key, label, "all" choice, chosen value and options.
  const filters = [
    filterOf('cohort', t('review:queue.cohort'), t('review:queue.allCohorts'), filter.cohort, cohorts),
    filterOf('trainee', t('review:queue.trainee'), t('review:queue.allTrainees'), filter.traineeId, trainees),
    filterOf('exercise', t('review:queue.exercise'), t('review:queue.allExercises'), filter.exerciseId, exercises),
    filterOf('culture', t('review:queue.culture'), t('review:queue.allCultures'), filter.cultureId, cultures),
    filterOf('status', t('review:queue.status'), t('review:queue.allStatuses'), filter.status, statuses),
  ];

  return (
    <section className="card rv-filters" aria-label={t('review:queue.filters')}>
      {filters.map((f) => (
        <FilterSelect key={f.name} filter={f} onChange={(v) => onFilter(f.name, v)} />
      ))}
      <Button extraClass="rv-filters-clear" onClick={onClear} disabled={!active} testId="queue-clear-filters">
        {t('review:queue.clearFilters')}
      </Button>
    </section>
  );
}
