// Cohen's kappa (1960) for two raters on nominal categories: agreement beyond what chance would give.
import { noStat, statValue, type Stat } from './result';
import { completePairs, countValues, type Maybe } from './pairs';

/**
 * kappa = (po - pe) / (1 - pe), po the observed proportion of agreement, pe the agreement expected from
 * the two raters' marginal proportions. Categories are compared with === (so '1' and 1 differ).
 * Pairs with a missing rating are dropped; n is the number of pairs used. Null when n < 2, or when both
 * raters used one and the same category only (pe = 1, kappa = 0/0: reason `single_category`; exact
 * agreement, which is then 1, is the number to show, not a conventional kappa of 1).
 */
export function cohensKappa<T extends string | number>(x: readonly Maybe<T>[], y: readonly Maybe<T>[]): Stat {
  const pairs = completePairs(x, y);
  const n = pairs.length;
  if (n === 0) return noStat('no_pairs', 0);
  if (n < 2) return noStat('too_few_pairs', n);
  const po = pairs.filter(([a, b]) => a === b).length / n;
  const countsY = countValues(pairs.map(([, b]) => b));
  let pe = 0;
  for (const [category, cx] of countValues(pairs.map(([a]) => a))) pe += (cx / n) * ((countsY.get(category) ?? 0) / n);
  if (pe >= 1 - 1e-12) return noStat('single_category', n);
  return statValue((po - pe) / (1 - pe), n);
}
