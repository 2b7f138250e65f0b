// The charts for one rubric at a time: the rubric switcher, the choice of items, then "Scores over
// time" and "By culture". A rubric nobody has scored says so instead of drawing empty axes.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryAttempt } from '../../../shared/domain/practice';
import { chartSets, rubricByCulture, rubricTimeline } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ByCultureChart } from './ByCultureChart';
import { OverTimeChart } from './OverTimeChart';
import type { Labels } from './rubricLabels';
import { RubricSwitcher } from './RubricSwitcher';
import { SetPicker } from '../../components/charts/SetPicker';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { attempts: HistoryAttempt[]; rubrics: Rubric[]; labels: Labels; format: HistoryFormat };

export function RubricCharts({ attempts, rubrics, labels, format }: Props) {
  const { t } = useTranslation();
  const timelines = useMemo(
    () => new Map(rubrics.map((r) => [r.id, rubricTimeline(attempts, r)])),
    [attempts, rubrics],
  );
  const firstScored = rubrics.find((r) => (timelines.get(r.id) ?? []).length > 0) ?? rubrics[0];
  const [rubricId, setRubricId] = useState(firstScored?.id ?? '');
  const [setIds, setSetIds] = useState<Record<string, string>>({});

  const rubric = rubrics.find((r) => r.id === rubricId) ?? firstScored;
  if (!rubric) return null;
  const sets = chartSets(rubric);
  const set = sets.find((s) => s.id === setIds[rubric.id]) ?? sets[0];
  const points = timelines.get(rubric.id) ?? [];
  const rows = rubricByCulture(attempts, rubric);

  return (
    <section className="hist-charts" aria-labelledby="hist-charts-title" data-testid="history-charts">
      <div className="spread-row hist-charts-head">
        <h2 id="hist-charts-title">{t('history:chartsTitle')}</h2>
        <RubricSwitcher rubrics={rubrics} selected={rubric.id} onSelect={setRubricId} labels={labels} />
      </div>
      {points.length === 0 || !set ? (
        <p className="panel hist-no-scores muted" data-testid="history-no-scores">
          {t('history:noScores', { rubric: labels.rubric(rubric) })}
        </p>
      ) : (
        <>
          <SetPicker
            rubric={rubric}
            sets={sets}
            selected={set.id}
            onSelect={(id) => setSetIds((all) => ({ ...all, [rubric.id]: id }))}
            labels={labels}
            label={t('history:set.label')}
            testId="history-set"
          />
          <OverTimeChart rubric={rubric} set={set} points={points} labels={labels} format={format} />
          <ByCultureChart rubric={rubric} set={set} rows={rows} labels={labels} format={format} />
        </>
      )}
    </section>
  );
}
