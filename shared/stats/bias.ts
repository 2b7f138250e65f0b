// Mean bias (judge minus human) and mean absolute error: how far, and which way, a judge sits from the humans.
import { noStat, statValue, type Stat } from './result';
import { completePairs, type Maybe } from './pairs';

/**
 * Mean of (judge - human) over complete pairs: positive when the judge scores higher than the humans
 * (LLM judges tend to inflate). It is on the scale's own values, so for an item where higher is worse
 * (Overly negative) a positive bias means the judge finds more of the problem. Null only with no pairs.
 */
export function meanBias(judge: readonly Maybe<number>[], human: readonly Maybe<number>[]): Stat {
  const pairs = completePairs(judge, human);
  if (pairs.length === 0) return noStat('no_pairs', 0);
  return statValue(pairs.reduce((s, [j, h]) => s + (j - h), 0) / pairs.length, pairs.length);
}

/** Mean of |judge - human| over complete pairs, in scale points. Null only with no pairs. */
export function meanAbsoluteError(judge: readonly Maybe<number>[], human: readonly Maybe<number>[]): Stat {
  const pairs = completePairs(judge, human);
  if (pairs.length === 0) return noStat('no_pairs', 0);
  return statValue(pairs.reduce((s, [j, h]) => s + Math.abs(j - h), 0) / pairs.length, pairs.length);
}
