// Paired ratings with missing values dropped: the common first step of every two-rater statistic.

/** A rating that may be missing: null, undefined and NaN all count as missing. */
export type Maybe<T> = T | null | undefined;

export const isPresent = <T>(value: Maybe<T>): value is T =>
  value !== null && value !== undefined && !(typeof value === 'number' && Number.isNaN(value));

/**
 * The pairs [x[i], y[i]] where both ratings are present, in input order.
 * Throws a RangeError when the two lists differ in length (a programming error, not missing data).
 */
export function completePairs<T>(x: readonly Maybe<T>[], y: readonly Maybe<T>[]): [T, T][] {
  if (x.length !== y.length) throw new RangeError(`paired ratings differ in length (${x.length} vs ${y.length})`);
  const pairs: [T, T][] = [];
  x.forEach((a, i) => {
    const b = y[i];
    if (isPresent(a) && isPresent(b)) pairs.push([a, b]);
  });
  return pairs;
}

/** Counts of each distinct value, in order of first appearance. */
export function countValues<T>(values: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
