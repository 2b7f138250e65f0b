// The frame of a horizontal bar chart (categories down the side, values along the bottom): grid,
// value axis that runs right to left in Arabic and Hebrew, category axis on the reading side,
// tooltip and a height that grows with the rows. The caller gives the bars (and any reference line).
// The chart's title comes from the card it stands in (see dashboard/BarChartCard).
import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE } from '../../screens/history/chartTheme';

export type HorizontalBarChartProps = {
  data: object[];
  /** The field of each datum that names its row. */
  categoryKey: string;
  categoryName: (key: unknown) => string;
  /** The height of one row in rem: the chart is 5rem taller than its rows, and at least 10rem. */
  rowHeight: number;
  /** Room on each side of the plot in px (48 leaves space for end-of-bar labels). */
  inset: number;
  top?: number;
  barGap?: number;
  barCategoryGap: string;
  title: string;
  desc: string;
  rtl: boolean;
  /** The value axis: its title, tick text, and its range and ticks when not automatic. */
  axis: {
    label: string;
    format: (value: number) => string;
    domain?: [number, number];
    ticks?: number[];
  };
  tooltip: (props: TooltipContentProps) => ReactNode;
  children: ReactNode;
};

export function HorizontalBarChart(props: HorizontalBarChartProps) {
  const { axis, rtl, inset } = props;
  return (
    <BarChart
      responsive
      layout="vertical"
      className="dash-canvas"
      style={{ blockSize: `${Math.max(10, props.data.length * props.rowHeight + 5)}rem` }}
      data={props.data}
      margin={{ top: props.top ?? 8, right: inset, bottom: 8, left: inset }}
      barGap={props.barGap}
      barCategoryGap={props.barCategoryGap}
      title={props.title}
      desc={props.desc}
    >
      <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
      <XAxis
        type="number"
        domain={axis.domain}
        ticks={axis.ticks}
        interval={axis.ticks ? 0 : undefined}
        allowDecimals={axis.ticks ? undefined : false}
        reversed={rtl}
        tickFormatter={axis.format}
        tick={AXIS_TICK}
        height={48}
        label={{ value: axis.label, position: 'insideBottom', ...AXIS_LABEL }}
      />
      <YAxis
        type="category"
        dataKey={props.categoryKey}
        tickFormatter={props.categoryName}
        tick={AXIS_TICK}
        orientation={rtl ? 'right' : 'left'}
        width="auto"
      />
      <Tooltip content={props.tooltip} cursor={{ fill: 'rgb(29 92 104 / 8%)' }} />
      {props.children}
    </BarChart>
  );
}
