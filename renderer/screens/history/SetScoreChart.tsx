// A score chart of one rubric's chosen set, as My progress and the class dashboard both draw it: one
// series per item, one row per entry (a version, a week or a culture), the scale's axis, and the
// tooltip that names each item's value for the entry under the pointer. Callers say what an entry
// is called; the series, rows, axis, key and missing-value text are built here the same way for all.
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TooltipContentProps, XAxisTickContentProps } from 'recharts';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ChartTooltip } from './ChartTooltip';
import type { Labels } from './rubricLabels';
import { scaleAxis } from './scaleAxis';
import { ScoreChart } from './ScoreChart';
import { chartRows, scoreSeries, type ScoreSeries } from './scoreSeries';
import type { HistoryFormat } from './useHistoryFormat';

type Entry = { values: Partial<Record<string, number | null>> };

export type SetChartContext = { rubric: Rubric; set: ChartSet; labels: Labels; format: HistoryFormat };

type Props<T extends Entry> = {
  kind: 'line' | 'bar';
  /** Which screen draws it: picks the key's label, the missing-value text and the chart's classes. */
  scope: 'history' | 'dashboard';
  context: SetChartContext;
  text: { title: string; desc: string; axisTitle: string; xLabel: string };
  entries: readonly T[];
  /** The entry's x value (its key in the chart rows). */
  xKey: string;
  xOf: (entry: T) => string;
  /** How an entry reads under its tick: a text, or a drawn tick (two lines). */
  tick: { text: (entry: T) => string } | { draw: (props: XAxisTickContentProps, entry: T) => ReactElement };
  xHeight?: number;
  tooltip: {
    heading: (entry: T) => string;
    facts?: (entry: T) => ReactNode[];
    /** An item's name in the tooltip (the dashboard adds how many versions the mean rests on). */
    name?: (entry: T, series: ScoreSeries) => string;
  };
};

function useScope(scope: Props<Entry>['scope']) {
  const { t } = useTranslation();
  return scope === 'history'
    ? {
        legend: t('history:legend'),
        missing: t('history:missing'),
        classes: { axisTitle: 'hist-axis-title', canvas: 'hist-chart-canvas' },
      }
    : {
        legend: t('dashboard:legend'),
        missing: t('dashboard:missing'),
        classes: { axisTitle: 'dash-axis-title', canvas: 'dash-canvas' },
      };
}

export function SetScoreChart<T extends Entry>(props: Props<T>) {
  const { kind, context, entries, xOf, tick, tooltip } = props;
  const { rubric, set, labels, format } = context;
  const scope = useScope(props.scope);
  const series = scoreSeries(rubric, set, labels, kind);
  const byX = new Map(entries.map((entry) => [xOf(entry), entry]));
  const valueText = (value: number | null | undefined) =>
    typeof value === 'number' ? format.score(value) : scope.missing;

  const xTick =
    'text' in tick
      ? {
          text: (value: unknown) => {
            const entry = byX.get(String(value));
            return entry ? tick.text(entry) : String(value);
          },
        }
      : {
          draw: (tickProps: XAxisTickContentProps) => {
            const entry = byX.get(String(tickProps.payload.value));
            return entry ? tick.draw(tickProps, entry) : <g />;
          },
        };

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const entry = byX.get(String(label));
    if (!active || !entry) return null;
    return (
      <ChartTooltip
        heading={tooltip.heading(entry)}
        facts={tooltip.facts?.(entry) ?? []}
        rows={series.map((item) => ({
          ...item,
          kind,
          name: tooltip.name?.(entry, item) ?? item.name,
          value: valueText(entry.values[item.key]),
        }))}
      />
    );
  };

  return (
    <ScoreChart
      kind={kind}
      title={props.text.title}
      desc={props.text.desc}
      legendLabel={scope.legend}
      axisTitle={props.text.axisTitle}
      classes={scope.classes}
      series={series}
      data={chartRows(entries, props.xKey, xOf, set.keys)}
      xKey={props.xKey}
      xLabel={props.text.xLabel}
      xTick={xTick}
      xHeight={props.xHeight}
      axis={scaleAxis(set, labels, format)}
      rtl={format.rtl}
      tooltip={renderTooltip}
    />
  );
}
