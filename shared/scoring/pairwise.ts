// Pairwise comparison rules: both orders are judged; a consistent pair gives a winner, an inconsistent one a tie.

/** A verdict in presentation order: the reply shown first (A), second (B), or neither. */
export type PairVerdict = 'first' | 'second' | 'tie';

export type PairOutcome =
  | { status: 'ok'; winner: 'x' | 'y' | 'tie'; consistent: boolean; points: { x: number; y: number } }
  | { status: 'missing'; reason: string };

export const WIN_POINTS = 1;
export const TIE_POINTS = 0.5;
export const LOSS_POINTS = 0;

const toXY = (verdict: PairVerdict, xShownFirst: boolean): 'x' | 'y' | 'tie' =>
  verdict === 'tie' ? 'tie' : (verdict === 'first') === xShownFirst ? 'x' : 'y';

const pointsFor = (winner: 'x' | 'y' | 'tie') =>
  winner === 'tie'
    ? { x: TIE_POINTS, y: TIE_POINTS }
    : winner === 'x'
      ? { x: WIN_POINTS, y: LOSS_POINTS }
      : { x: LOSS_POINTS, y: WIN_POINTS };

/**
 * Combines the two runs of one comparison: `xFirst` is the verdict with reply X shown as A,
 * `yFirst` the verdict with Y shown as A. When both runs name the same winner (or both say tie)
 * the pair is consistent; otherwise it counts as a tie. A missing verdict leaves the pair missing.
 */
export function combineBothOrders(xFirst: PairVerdict | null, yFirst: PairVerdict | null): PairOutcome {
  if (xFirst === null || yFirst === null) return { status: 'missing', reason: 'a verdict is missing' };
  const a = toXY(xFirst, true);
  const b = toXY(yFirst, false);
  const consistent = a === b;
  const winner = consistent ? a : 'tie';
  return { status: 'ok', winner, consistent, points: pointsFor(winner) };
}

export type PairwiseTally = {
  comparisons: number;
  missing: number;
  wins: number;
  ties: number;
  losses: number;
  points: number;
  winRate: number | null;
};

/** X's record over many comparisons: win 1, tie 0.5, loss 0; winRate = points / comparisons. */
export function tallyForX(outcomes: readonly PairOutcome[]): PairwiseTally {
  let wins = 0;
  let ties = 0;
  let losses = 0;
  let missing = 0;
  for (const o of outcomes) {
    if (o.status === 'missing') missing += 1;
    else if (o.winner === 'x') wins += 1;
    else if (o.winner === 'tie') ties += 1;
    else losses += 1;
  }
  const comparisons = wins + ties + losses;
  const points = wins * WIN_POINTS + ties * TIE_POINTS + losses * LOSS_POINTS;
  return { comparisons, missing, wins, ties, losses, points, winRate: comparisons === 0 ? null : points / comparisons };
}
