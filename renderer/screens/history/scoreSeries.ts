// The series of a score chart: one per item or aggregate of the chosen set, named and coloured the
// same way on My progress and the dashboard (lines also get a dash pattern), and the chart's rows.
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { seriesColour, seriesDash } from './chartTheme';
import type { Labels } from './rubricLabels';

export type ScoreSeries = { key: string; name: string; colour: string; dash?: string };

export function scoreSeries(rubric: Rubric, set: ChartSet, labels: Labels, kind: 'line' | 'bar'): ScoreSeries[] {
  return set.keys.map((key, index) => ({
    key,
    name: labels.dimension(rubric, key),
    colour: seriesColour(index),
    ...(kind === 'line' ? { dash: seriesDash(index) } : {}),
  }));
}

/** One chart row per entry: its x value under `xKey`, then each key's value (null where missing). */
export function chartRows<T extends { values: Partial<Record<string, number | null>> }>(
  entries: readonly T[],
  xKey: string,
  xOf: (entry: T) => string,
  keys: readonly string[],
): Record<string, unknown>[] {
  return entries.map((entry) => ({
    [xKey]: xOf(entry),
    ...Object.fromEntries(keys.map((key) => [key, entry.values[key] ?? null])),
  }));
}
