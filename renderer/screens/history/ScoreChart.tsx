// The score chart that My progress and the class dashboard share: lines over time or grouped bars by
// culture, one series per item of the chosen set, with the key and the axis title above it. Time and
// cultures run right to left in Arabic and Hebrew, with the score axis on the right.
import type { ReactElement, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type XAxisTickContentProps,
} from 'recharts';
import { ChartLegend } from './ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE } from './chartTheme';
import type { ScaleAxis } from './scaleAxis';
import type { ScoreSeries } from './scoreSeries';

type Props = {
  kind: 'line' | 'bar';
  title: string;
  desc: string;
  legendLabel: string;
  axisTitle: string;
  /** Class names of the axis title and the chart (each screen sizes its charts). */
  classes: { axisTitle: string; canvas: string };
  series: ScoreSeries[];
  /** One row per point or group: the x value under `xKey`, then a value (or null) per series key. */
  data: Record<string, unknown>[];
  xKey: string;
  xLabel: string;
  /** How a tick on the x axis reads: a text, or a drawn tick (two lines). */
  xTick: { text: (value: unknown) => string } | { draw: (props: XAxisTickContentProps) => ReactElement };
  xHeight?: number;
  axis: ScaleAxis;
  rtl: boolean;
  tooltip: (props: TooltipContentProps) => ReactNode;
};

/** A bar at the bottom of the scale still shows as a sliver; a missing value draws nothing. */
const minBar = (value: unknown) => (typeof value === 'number' ? 3 : 0);

export function ScoreChart(props: Props) {
  const { kind, title, desc, series, data, axis, rtl } = props;
  const tick =
    'text' in props.xTick ? { tickFormatter: props.xTick.text, tick: AXIS_TICK } : { tick: props.xTick.draw };
  const axes = [
    <CartesianGrid key="grid" stroke={GRID_STROKE} vertical={false} />,
    <XAxis
      key="x"
      dataKey={props.xKey}
      type="category"
      reversed={rtl}
      {...tick}
      height={props.xHeight ?? 52}
      {...(kind === 'line'
        ? { interval: 'preserveStartEnd' as const, minTickGap: 12, padding: { left: 36, right: 36 } }
        : {})}
      label={{ value: props.xLabel, position: 'insideBottom', ...AXIS_LABEL }}
    />,
    <YAxis
      key="y"
      type="number"
      domain={axis.domain}
      ticks={axis.ticks}
      interval={0}
      tickFormatter={axis.label}
      tick={AXIS_TICK}
      orientation={rtl ? 'right' : 'left'}
      width="auto"
      allowDecimals
    />,
  ];
  const frame = { responsive: true, className: props.classes.canvas, data, title, desc };
  const margin = { top: 12, right: 24, bottom: 8, left: 24 };
  return (
    <>
      <ChartLegend label={props.legendLabel} entries={series} kind={kind} />
      <p className={props.classes.axisTitle} aria-hidden="true">
        {props.axisTitle}
      </p>
      {kind === 'line' ? (
        <LineChart {...frame} margin={margin}>
          {axes}
          <Tooltip content={props.tooltip} />
          {series.map((line) => (
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
      ) : (
        <BarChart {...frame} margin={margin} barGap={3} barCategoryGap="22%">
          {axes}
          <Tooltip content={props.tooltip} cursor={{ fill: 'rgb(29 92 104 / 8%)' }} />
          {/* Right to left, the first item's bar stands rightmost in each group, as in the key. */}
          {(rtl ? [...series].reverse() : series).map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.colour}
              minPointSize={minBar}
              maxBarSize={44}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </>
  );
}
