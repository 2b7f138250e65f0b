// "Scores over time": one point per scored version, oldest first, one line per item or aggregate of
// the chosen set. Time runs right to left in Arabic and Hebrew, with the score axis on the right.
import type { TooltipContentProps, XAxisTickContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ChartSet, TimelinePoint } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { AXIS_TICK, AXIS_TICK_MUTED } from './chartTheme';
import { ChartTooltip } from './ChartTooltip';
import { OverTimeSummary } from './OverTimeSummary';
import type { Labels } from './rubricLabels';
import { scaleAxis } from './scaleAxis';
import { ScoreChart } from './ScoreChart';
import { chartRows, scoreSeries } from './scoreSeries';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; points: TimelinePoint[]; labels: Labels; format: HistoryFormat };

export function OverTimeChart({ rubric, set, points, labels, format }: Props) {
  const { t } = useTranslation();
  const lines = scoreSeries(rubric, set, labels, 'line');
  const byKey = new Map(points.map((p) => [p.key, p]));
  const title = t('history:overTime.title');

  const renderTick = ({ x, y, payload }: XAxisTickContentProps) => {
    const point = byKey.get(String(payload.value));
    if (!point) return <g />;
    return (
      <text x={x} y={y} textAnchor="middle" {...AXIS_TICK}>
        <tspan x={x} dy="1em">
          {format.shortDate(point.submittedAt)}
        </tspan>
        <tspan x={x} dy="1.25em" fill={AXIS_TICK_MUTED}>
          {t('history:overTime.versionTick', { number: point.versionNumber })}
        </tspan>
      </text>
    );
  };

  const renderTooltip = ({ active, payload, label }: TooltipContentProps) => {
    const point = byKey.get(String(label));
    if (!active || !point) return null;
    const values = new Map((payload ?? []).map((entry) => [String(entry.dataKey), entry.value]));
    return (
      <ChartTooltip
        heading={format.dateTime(point.submittedAt)}
        facts={[
          <bdi key="exercise">{point.exerciseTitle}</bdi>,
          <span key="scenario">
            <bdi>{point.scenarioTitle}</bdi> · {labels.culture(point.cultureId, point.cultureName)}
          </span>,
          t('history:versionNumber', { number: point.versionNumber }),
        ]}
        rows={lines.map((line) => {
          const value = values.get(line.key);
          return {
            ...line,
            value: typeof value === 'number' ? format.score(value) : t('history:missing'),
          };
        })}
      />
    );
  };

  return (
    <section
      className="panel raised hist-chart-card"
      aria-labelledby="hist-over-time-title"
      data-testid="history-over-time"
    >
      <div className="hist-chart-main">
        <h3 id="hist-over-time-title">{title}</h3>
        <ScoreChart
          kind="line"
          title={title}
          desc={t('history:overTime.desc')}
          legendLabel={t('history:legend')}
          axisTitle={t('history:axis.meanScore')}
          classes={{ axisTitle: 'hist-axis-title', canvas: 'hist-chart-canvas' }}
          series={lines}
          data={chartRows(points, 'key', (p) => p.key, set.keys)}
          xKey="key"
          xLabel={t('history:overTime.xAxis')}
          xTick={{ draw: renderTick }}
          xHeight={64}
          axis={scaleAxis(set, labels, format)}
          rtl={format.rtl}
          tooltip={renderTooltip}
        />
      </div>
      <OverTimeSummary rubric={rubric} set={set} points={points} labels={labels} format={format} />
    </section>
  );
}
