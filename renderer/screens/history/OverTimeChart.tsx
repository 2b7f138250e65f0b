// "Scores over time": one point per scored version, oldest first, one line per item or aggregate of
// the chosen set. Time runs right to left in Arabic and Hebrew, with the score axis on the right.
import {
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type XAxisTickContentProps,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ChartSet, TimelinePoint } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ChartLegend } from './ChartLegend';
import { AXIS_LABEL, AXIS_TICK, AXIS_TICK_MUTED, GRID_STROKE, seriesColour, seriesDash } from './chartTheme';
import { ChartTooltip } from './ChartTooltip';
import { OverTimeSummary } from './OverTimeSummary';
import type { Labels } from './rubricLabels';
import { scaleAxis } from './scaleAxis';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; points: TimelinePoint[]; labels: Labels; format: HistoryFormat };

export function OverTimeChart({ rubric, set, points, labels, format }: Props) {
  const { t } = useTranslation();
  const axis = scaleAxis(set, labels, format);
  const lines = set.keys.map((key, index) => ({
    key,
    name: labels.dimension(rubric, key),
    colour: seriesColour(index),
    dash: seriesDash(index),
  }));
  const byKey = new Map(points.map((p) => [p.key, p]));
  const data = points.map((p) => ({
    key: p.key,
    ...Object.fromEntries(set.keys.map((k) => [k, p.values[k] ?? null])),
  }));
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
            key: line.key,
            name: line.name,
            colour: line.colour,
            dash: line.dash,
            value: typeof value === 'number' ? format.score(value) : t('history:missing'),
          };
        })}
      />
    );
  };

  return (
    <section className="hist-chart-card" aria-labelledby="hist-over-time-title" data-testid="history-over-time">
      <div className="hist-chart-main">
        <h3 id="hist-over-time-title">{title}</h3>
        <ChartLegend label={t('history:legend')} entries={lines} kind="line" />
        <p className="hist-axis-title" aria-hidden="true">
          {t('history:axis.meanScore')}
        </p>
        <LineChart
          responsive
          className="hist-chart-canvas"
          data={data}
          margin={{ top: 12, right: 24, bottom: 8, left: 24 }}
          title={title}
          desc={t('history:overTime.desc')}
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis
            dataKey="key"
            type="category"
            reversed={format.rtl}
            tick={renderTick}
            height={64}
            interval="preserveStartEnd"
            minTickGap={12}
            padding={{ left: 36, right: 36 }}
            label={{ value: t('history:overTime.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
          />
          <YAxis
            type="number"
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            tickFormatter={axis.label}
            tick={AXIS_TICK}
            orientation={format.rtl ? 'right' : 'left'}
            width="auto"
            allowDecimals
          />
          <Tooltip content={renderTooltip} />
          {lines.map((line) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={line.name}
              type="linear"
              stroke={line.colour}
              strokeWidth={2.5}
              strokeDasharray={line.dash || undefined}
              dot={{ r: 4, fill: line.colour, strokeWidth: 0 }}
              activeDot={{ r: 6 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      <OverTimeSummary rubric={rubric} set={set} points={points} labels={labels} format={format} />
    </section>
  );
}
