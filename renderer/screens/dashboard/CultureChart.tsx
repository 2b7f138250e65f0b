// "By culture": per culture, the class's mean final score on each item of the chosen set (grouped
// bars), with a table of the means and how many versions each rests on.
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { SetChartContext } from '../history/SetScoreChart';
import { cultureSeries, type CultureSeries } from './dashboardSeries';
import { ScoreMeansCard } from './ScoreMeansCard';

type Props = SetChartContext & { dashboard: ClassDashboard };

export function CultureChart({ dashboard, ...context }: Props) {
  const { t } = useTranslation();
  const cultureOf = (row: CultureSeries) => context.labels.culture(row.cultureId, row.cultureName);
  return (
    <ScoreMeansCard
      kind="bar"
      id="dash-by-culture"
      testId="dashboard-by-culture"
      context={context}
      text={{
        title: t('dashboard:byCulture.title'),
        lead: t('dashboard:byCulture.lead'),
        empty: t('dashboard:byCulture.empty'),
        desc: t('dashboard:byCulture.desc'),
        xLabel: t('dashboard:byCulture.xAxis'),
        caption: t('dashboard:byCulture.tableCaption'),
        firstColumn: t('dashboard:table.culture'),
      }}
      entries={cultureSeries(dashboard, context.rubric.id, context.set.keys)}
      xKey="cultureId"
      xOf={(row) => row.cultureId}
      name={cultureOf}
      rowHeading={(row) => <span dir="auto">{cultureOf(row)}</span>}
    />
  );
}
