// Pearson's product-moment correlation of paired numbers (Spearman's rho is this on ranks).
import { noStat, statValue, type Stat } from './result';
import { completePairs, type Maybe } from './pairs';

/**
 * r = sum((x - mx)(y - my)) / sqrt(sum((x - mx)^2) * sum((y - my)^2)). Pairs with a missing value are
 * dropped. Null when n < 2 or when either side is constant (reason `constant_ratings`).
 */
export function pearson(x: readonly Maybe<number>[], y: readonly Maybe<number>[]): Stat {
  const pairs = completePairs(x, y);
  const n = pairs.length;
  if (n === 0) return noStat('no_pairs', 0);
  if (n < 2) return noStat('too_few_pairs', n);
  // Decide constancy on the values themselves: a mean computed in floating point can miss them by 1e-17.
  if (pairs.every(([a]) => a === pairs[0]?.[0]) || pairs.every(([, b]) => b === pairs[0]?.[1]))
    return noStat('constant_ratings', n);
  const mx = pairs.reduce((s, [a]) => s + a, 0) / n;
  const my = pairs.reduce((s, [, b]) => s + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [a, b] of pairs) {
    sxy += (a - mx) * (b - my);
    sxx += (a - mx) ** 2;
    syy += (b - my) ** 2;
  }
  // Rounding can push |r| a hair past 1 for perfectly related data.
  return statValue(Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))), n);
}
