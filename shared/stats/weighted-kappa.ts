// Weighted kappa (Cohen 1968) for two raters on ordered categories, with linear or quadratic weights.
import { noStat, statValue, type Stat } from './result';
import { completePairs, countValues, type Maybe } from './pairs';

/** `linear`: disagreement weight |a - b| (Cicchetti & Allison 1971); `quadratic`: (a - b)^2 (Fleiss & Cohen 1973). */
export type KappaWeighting = 'linear' | 'quadratic';

const distance = (weighting: KappaWeighting, a: number, b: number): number =>
  weighting === 'linear' ? Math.abs(a - b) : (a - b) ** 2;

/**
 * kappa_w = 1 - sum(w_ij * p_ij) / sum(w_ij * p_i. * p_.j) over the ordered categories, where the
 * disagreement weight w_ij is the distance between the categories' numeric values. For equally spaced
 * values (every scale in this product: 1-5, and 0-1-2 for the categorical scales) this equals the usual
 * index-based weights |i - j| / (k - 1) and ((i - j) / (k - 1))^2: the constant factor cancels, and
 * categories nobody used change nothing. Quadratic-weighted kappa equals Lin's concordance correlation
 * computed with 1/n variances.
 * Pairs with a missing value are dropped. Null when n < 2, or when every rating has the same value
 * (expected disagreement 0: reason `single_category`).
 */
export function weightedKappa(
  x: readonly Maybe<number>[],
  y: readonly Maybe<number>[],
  weighting: KappaWeighting,
): Stat {
  const pairs = completePairs(x, y);
  const n = pairs.length;
  if (n === 0) return noStat('no_pairs', 0);
  if (n < 2) return noStat('too_few_pairs', n);
  const observed = pairs.reduce((sum, [a, b]) => sum + distance(weighting, a, b), 0) / n;
  const countsY = [...countValues(pairs.map(([, b]) => b))];
  let expected = 0;
  for (const [a, ca] of countValues(pairs.map(([a]) => a))) {
    for (const [b, cb] of countsY) expected += (ca / n) * (cb / n) * distance(weighting, a, b);
  }
  if (expected <= 0) return noStat('single_category', n);
  return statValue(1 - observed / expected, n);
}
