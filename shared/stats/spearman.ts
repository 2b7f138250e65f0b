// Spearman's rank correlation rho: Pearson's r on average ranks, so ties are handled exactly.
import { completePairs, type Maybe } from './pairs';
import { pearson } from './pearson';
import { averageRanks } from './ranks';
import type { Stat } from './result';

/**
 * Ranks each side separately (ties get their average rank) after dropping pairs with a missing value,
 * then takes Pearson's r of the ranks. Without ties this equals 1 - 6 sum(d^2) / (n (n^2 - 1)).
 * Null when n < 2 or either side is constant.
 */
export function spearman(x: readonly Maybe<number>[], y: readonly Maybe<number>[]): Stat {
  const pairs = completePairs(x, y);
  return pearson(averageRanks(pairs.map(([a]) => a)), averageRanks(pairs.map(([, b]) => b)));
}
