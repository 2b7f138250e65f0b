// The y axis of a score chart: the scale's range and one tick per scale option, labelled with the
// option's translated name (or its number on numeric scales such as 1-5).
import type { ChartSet } from '../../../shared/practice/history-series';
import { scaleTicks } from '../../../shared/practice/history-series';
import type { Labels } from './rubricLabels';
import type { HistoryFormat } from './useHistoryFormat';

export type ScaleAxis = {
  domain: [number, number];
  ticks: number[];
  label: (value: number) => string;
  numeric: boolean;
};

export function scaleAxis(set: ChartSet, labels: Labels, format: HistoryFormat): ScaleAxis {
  const ticks = scaleTicks(set.scale);
  const numeric = ticks.every((tick) => /^\d+$/.test(tick.label));
  const byValue = new Map(ticks.map((tick) => [tick.value, tick]));
  const values = ticks.map((tick) => tick.value);
  return {
    domain: [Math.min(...values), Math.max(...values)],
    ticks: values,
    numeric,
    label: (value) => {
      const tick = byValue.get(value);
      if (numeric || !tick) return format.integer(value);
      return labels.option(tick.code, tick.label);
    },
  };
}
