// A dashboard card drawn as horizontal bars: the card's heading and lead, the chart's key, the bars
// with a tooltip per row, and the table of the same figures beside it; the card's empty state when
// there is no row to draw. Each chart says only what differs: its rows, bars, tooltip and table.
import type { ReactNode } from 'react';
import type { TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import {
  HorizontalBarChart,
  type HorizontalBarChartProps,
} from '../../components/HorizontalBarChart/HorizontalBarChart';
import { ChartLegend, type LegendEntry } from '../history/ChartLegend';
import { ChartTooltip, type TooltipRow } from '../history/ChartTooltip';
import { ChartCard } from './ChartCard';
import { DashTable } from './DashTable';

/** What the tooltip of one row shows: its name, a few facts and one line per bar. */
export type BarTooltip = { heading: string; facts?: ReactNode[]; rows: TooltipRow[] };

type Props = {
  /** Names the card: section `dash-<name>`, test ids `dashboard-<name>` and `dashboard-<name>-table`. */
  name: string;
  title: string;
  lead: string;
  /** The empty state, shown when the chart has no rows or `drawn` is false. */
  empty: { text: string; drawn?: boolean };
  legend: { entries: LegendEntry[]; more?: ReactNode };
  chart: Omit<HorizontalBarChartProps, 'title' | 'tooltip' | 'children'>;
  /** The tooltip of the row with this category, or null for none. */
  tooltip: (category: string) => BarTooltip | null;
  bars: ReactNode;
  table: { caption: string; note?: ReactNode; columns: ReactNode[]; rows: ReactNode };
  layout?: 'side' | 'stacked';
};

export function BarChartCard({ name, title, empty, legend, chart, table, ...props }: Props) {
  const { t } = useTranslation();
  const testId = `dashboard-${name}`;
  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const content = active ? props.tooltip(String(label)) : null;
    return content ? <ChartTooltip heading={content.heading} facts={content.facts ?? []} rows={content.rows} /> : null;
  };
  return (
    <ChartCard
      id={`dash-${name}`}
      testId={testId}
      title={title}
      lead={props.lead}
      empty={chart.data.length > 0 && empty.drawn !== false ? null : empty.text}
      layout={props.layout}
      chart={
        <>
          <ChartLegend label={t('dashboard:legend')} entries={legend.entries} kind="bar">
            {legend.more}
          </ChartLegend>
          <HorizontalBarChart {...chart} title={title} tooltip={renderTooltip}>
            {props.bars}
          </HorizontalBarChart>
        </>
      }
      summary={
        <DashTable testId={`${testId}-table`} caption={table.caption} note={table.note} columns={table.columns}>
          {table.rows}
        </DashTable>
      }
    />
  );
}
