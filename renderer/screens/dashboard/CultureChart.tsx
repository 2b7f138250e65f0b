// "By culture": per culture, the class's mean final score on each item of the chosen set (grouped
// bars), with a table of the means and how many versions each rests on.
import type { TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ChartTooltip } from '../history/ChartTooltip';
import type { Labels } from '../history/rubricLabels';
import { scaleAxis } from '../history/scaleAxis';
import { ScoreChart } from '../history/ScoreChart';
import { chartRows, scoreSeries } from '../history/scoreSeries';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { ChartCard } from './ChartCard';
import { cultureSeries } from './dashboardSeries';
import { MeansTable } from './MeansTable';

type Props = { dashboard: ClassDashboard; rubric: Rubric; set: ChartSet; labels: Labels; format: HistoryFormat };

export function CultureChart({ dashboard, rubric, set, labels, format }: Props) {
  const { t } = useTranslation();
  const rows = cultureSeries(dashboard, rubric.id, set.keys);
  const bars = scoreSeries(rubric, set, labels, 'bar');
  const byCulture = new Map(rows.map((r) => [r.cultureId, r]));
  const cultureOf = (id: unknown) => {
    const row = byCulture.get(String(id));
    return row ? labels.culture(row.cultureId, row.cultureName) : String(id);
  };
  const title = t('dashboard:byCulture.title');

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const row = byCulture.get(String(label));
    if (!active || !row) return null;
    return (
      <ChartTooltip
        heading={cultureOf(row.cultureId)}
        facts={[]}
        rows={bars.map((bar) => ({
          ...bar,
          name: `${bar.name} (${t('dashboard:nShort', { count: row.n[bar.key] ?? 0 })})`,
          kind: 'bar' as const,
          value: typeof row.values[bar.key] === 'number' ? format.score(row.values[bar.key]!) : t('dashboard:missing'),
        }))}
      />
    );
  };

  return (
    <ChartCard
      id="dash-by-culture"
      testId="dashboard-by-culture"
      title={title}
      lead={t('dashboard:byCulture.lead')}
      empty={rows.length === 0 ? t('dashboard:byCulture.empty') : null}
      chart={
        <ScoreChart
          kind="bar"
          title={title}
          desc={t('dashboard:byCulture.desc')}
          legendLabel={t('dashboard:legend')}
          axisTitle={t('dashboard:axis.meanScore')}
          classes={{ axisTitle: 'dash-axis-title', canvas: 'dash-canvas' }}
          series={bars}
          data={chartRows(rows, 'cultureId', (r) => r.cultureId, set.keys)}
          xKey="cultureId"
          xLabel={t('dashboard:byCulture.xAxis')}
          xTick={{ text: cultureOf }}
          axis={scaleAxis(set, labels, format)}
          rtl={format.rtl}
          tooltip={renderTooltip}
        />
      }
      summary={
        <MeansTable
          testId="dashboard-by-culture-table"
          caption={t('dashboard:byCulture.tableCaption')}
          firstColumn={t('dashboard:table.culture')}
          series={bars}
          rows={rows.map((r) => ({
            ...r,
            key: r.cultureId,
            heading: <span dir="auto">{cultureOf(r.cultureId)}</span>,
          }))}
          lowerIsBetter={!set.higherIsBetter}
          format={format}
        />
      }
    />
  );
}
