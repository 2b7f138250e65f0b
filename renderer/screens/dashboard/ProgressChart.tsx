// "Progress over time": the class's mean score per week on each item of the chosen set (one line per
// item, dashed patterns as a second cue), with a table of the weekly means and counts.
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
import { weekSeries } from './dashboardSeries';
import { MeansTable } from './MeansTable';
import { weekLabel } from './weekLabel';

type Props = { dashboard: ClassDashboard; rubric: Rubric; set: ChartSet; labels: Labels; format: HistoryFormat };

export function ProgressChart({ dashboard, rubric, set, labels, format }: Props) {
  const { t } = useTranslation();
  const weeks = weekSeries(dashboard, rubric.id, set.keys);
  const lines = scoreSeries(rubric, set, labels, 'line');
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  const title = t('dashboard:overTime.title');
  const label = (week: unknown) => weekLabel(t, format, String(week));

  const renderTooltip = ({ active, label: week }: TooltipContentProps) => {
    const row = byWeek.get(String(week));
    if (!active || !row) return null;
    return (
      <ChartTooltip
        heading={label(row.week)}
        facts={[]}
        rows={lines.map((line) => ({
          ...line,
          name: `${line.name} (${t('dashboard:nShort', { count: row.n[line.key] ?? 0 })})`,
          value:
            typeof row.values[line.key] === 'number' ? format.score(row.values[line.key]!) : t('dashboard:missing'),
        }))}
      />
    );
  };

  return (
    <ChartCard
      id="dash-over-time"
      testId="dashboard-over-time"
      title={title}
      lead={t('dashboard:overTime.lead')}
      empty={weeks.length === 0 ? t('dashboard:overTime.empty') : null}
      chart={
        <ScoreChart
          kind="line"
          title={title}
          desc={t('dashboard:overTime.desc')}
          legendLabel={t('dashboard:legend')}
          axisTitle={t('dashboard:axis.meanScore')}
          classes={{ axisTitle: 'dash-axis-title', canvas: 'dash-canvas' }}
          series={lines}
          data={chartRows(weeks, 'week', (w) => w.week, set.keys)}
          xKey="week"
          xLabel={t('dashboard:overTime.xAxis')}
          xTick={{ text: label }}
          axis={scaleAxis(set, labels, format)}
          rtl={format.rtl}
          tooltip={renderTooltip}
        />
      }
      summary={
        <MeansTable
          testId="dashboard-over-time-table"
          caption={t('dashboard:overTime.tableCaption')}
          firstColumn={t('dashboard:table.week')}
          series={lines}
          rows={weeks.map((w) => ({ ...w, key: w.week, heading: label(w.week) }))}
          lowerIsBetter={!set.higherIsBetter}
          format={format}
        />
      }
    />
  );
}
