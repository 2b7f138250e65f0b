// Exact agreement: the proportion of complete pairs on which both raters chose the same category.
import { noStat, statValue, type Stat } from './result';
import { completePairs, type Maybe } from './pairs';

/** Proportion of pairs with identical ratings (compared with ===); pairs with a missing rating are dropped. */
export function exactAgreement<T extends string | number>(x: readonly Maybe<T>[], y: readonly Maybe<T>[]): Stat {
  const pairs = completePairs(x, y);
  if (pairs.length === 0) return noStat('no_pairs', 0);
  const same = pairs.filter(([a, b]) => a === b).length;
  return statValue(same / pairs.length, pairs.length);
}
