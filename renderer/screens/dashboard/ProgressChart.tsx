// "Progress over time": the class's mean score per week on each item of the chosen set (one line per
// item, dashed patterns as a second cue), with a table of the weekly means and counts.
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { SetChartContext } from '../history/SetScoreChart';
import { weekSeries } from './dashboardSeries';
import { ScoreMeansCard } from './ScoreMeansCard';
import { weekLabel } from './weekLabel';

type Props = SetChartContext & { dashboard: ClassDashboard };

export function ProgressChart({ dashboard, ...context }: Props) {
  const { t } = useTranslation();
  return (
    <ScoreMeansCard
      kind="line"
      id="dash-over-time"
      testId="dashboard-over-time"
      context={context}
      text={{
        title: t('dashboard:overTime.title'),
        lead: t('dashboard:overTime.lead'),
        empty: t('dashboard:overTime.empty'),
        desc: t('dashboard:overTime.desc'),
        xLabel: t('dashboard:overTime.xAxis'),
        caption: t('dashboard:overTime.tableCaption'),
        firstColumn: t('dashboard:table.week'),
      }}
      entries={weekSeries(dashboard, context.rubric.id, context.set.keys)}
      xKey="week"
      xOf={(week) => week.week}
      name={(week) => weekLabel(t, context.format, week.week)}
    />
  );
}
