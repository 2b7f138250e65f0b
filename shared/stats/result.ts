// The shape every agreement statistic returns: a number with the count it rests on, or null with a reason (never NaN).

/**
 * Why a statistic has no value. The UI turns these codes into words; they are stable identifiers.
 * - `no_pairs`: nothing was left once pairs with a missing rating were dropped.
 * - `too_few_pairs`: fewer complete pairs (or subjects) than the statistic needs (2 for kappa, correlations, ICC).
 * - `too_few_raters`: fewer than 2 raters (ICC).
 * - `constant_ratings`: one rater gave the same rating every time, so a correlation is undefined (0/0).
 * - `single_category`: every rating falls into one and the same category or value, so chance agreement is 1
 *   and kappa or alpha is 0/0. Exact agreement is then 1 and is reported beside it.
 * - `no_variance`: every value in the subjects x raters table is the same, so the ICC is 0/0.
 * - `no_pairable_units`: no unit has 2 or more ratings (Krippendorff's alpha).
 */
export const STAT_REASONS = [
  'no_pairs',
  'too_few_pairs',
  'too_few_raters',
  'constant_ratings',
  'single_category',
  'no_variance',
  'no_pairable_units',
] as const;
export type StatReason = (typeof STAT_REASONS)[number];

/** A statistic's value and `n`, the number of complete pairs (or subjects, or units) it was computed from. */
export type Stat =
  | { readonly value: number; readonly n: number; readonly reason: null }
  | { readonly value: null; readonly n: number; readonly reason: StatReason };

export const statValue = (value: number, n: number): Stat => ({ value, n, reason: null });

export const noStat = (reason: StatReason, n: number): Stat => ({ value: null, n, reason });
