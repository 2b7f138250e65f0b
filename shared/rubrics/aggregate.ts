// Rubric aggregates (e.g. Emo., Cult., All): means over items or earlier aggregates, skipping missing inputs.
import type { ItemScores, Rubric } from './types';

const isScore = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Mean of the present values; null when none is present. */
export function meanOfPresent(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter(isScore);
  return present.length === 0 ? null : present.reduce((sum, v) => sum + v, 0) / present.length;
}

/**
 * Computes every aggregate of the rubric in order. An input that is missing (null, absent, NaN) is
 * skipped; an aggregate whose inputs are all missing is itself missing (null), never 0.
 */
export function computeAggregates(rubric: Rubric, scores: ItemScores): Record<string, number | null> {
  const result: Record<string, number | null> = {};
  for (const aggregate of rubric.aggregates) {
    const values = aggregate.inputs.map((input) =>
      Object.hasOwn(result, input) ? result[input] : Object.hasOwn(scores, input) ? scores[input] : undefined,
    );
    result[aggregate.id] = meanOfPresent(values);
  }
  return result;
}
