// Two-way ANOVA mean squares of a complete subjects x raters table, the building blocks of every ICC.
import { isPresent, type Maybe } from './pairs';

/** Shrout & Fleiss (1979) names in brackets. */
export type MeanSquares = {
  /** Subjects (rows) that had a rating from every rater and were used. */
  readonly n: number;
  /** Raters (columns). */
  readonly k: number;
  /** Between subjects, df n - 1 (BMS). */
  readonly rows: number;
  /** Between raters, df k - 1 (JMS). */
  readonly columns: number;
  /** Residual, df (n - 1)(k - 1) (EMS). */
  readonly error: number;
  /** Within subjects (raters + residual), df n(k - 1) (WMS), for the one-way ICC(1,1). */
  readonly within: number;
};

/**
 * Drops every subject (row) with a missing rating (listwise), then partitions the sum of squares.
 * Null when fewer than 2 complete subjects or fewer than 2 raters remain. Throws a RangeError when rows
 * differ in length (a programming error).
 */
export function twoWayMeanSquares(table: readonly (readonly Maybe<number>[])[]): MeanSquares | null {
  const k = table[0]?.length ?? 0;
  if (table.some((row) => row.length !== k)) throw new RangeError('every subject needs one slot per rater');
  const rows = table.filter((row): row is readonly number[] => row.every(isPresent));
  const n = rows.length;
  if (n < 2 || k < 2) return null;
  const first = rows[0]?.[0];
  if (rows.every((row) => row.every((v) => v === first))) return { n, k, rows: 0, columns: 0, error: 0, within: 0 };
  const grand = rows.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0) / (n * k);
  const rowMeans = rows.map((row) => row.reduce((a, b) => a + b, 0) / k);
  const columnMeans = Array.from({ length: k }, (_, j) => rows.reduce((s, row) => s + (row[j] ?? 0), 0) / n);
  const ssRows = k * rowMeans.reduce((s, m) => s + (m - grand) ** 2, 0);
  const ssColumns = n * columnMeans.reduce((s, m) => s + (m - grand) ** 2, 0);
  const ssTotal = rows.reduce((s, row) => s + row.reduce((t, v) => t + (v - grand) ** 2, 0), 0);
  // Clamp: the residual of a perfectly additive table can come out as -1e-15.
  const ssError = Math.max(0, ssTotal - ssRows - ssColumns);
  return {
    n,
    k,
    rows: ssRows / (n - 1),
    columns: ssColumns / (k - 1),
    error: ssError / ((n - 1) * (k - 1)),
    within: (ssColumns + ssError) / (n * (k - 1)),
  };
}
