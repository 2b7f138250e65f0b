// Pairwise rules: both orders, consistent pairs give a winner, inconsistent pairs a tie; win 1, tie 0.5, loss 0.
import { describe, expect, it } from 'vitest';
import { combineBothOrders, tallyForX, type PairOutcome } from '../../shared/scoring/pairwise';

describe('combineBothOrders', () => {
  it('a consistent pair names the same reply in both orders', () => {
    // X shown first wins as "first"; when Y is shown first, X wins as "second".
    expect(combineBothOrders('first', 'second')).toEqual({
      status: 'ok',
      winner: 'x',
      consistent: true,
      points: { x: 1, y: 0 },
    });
    expect(combineBothOrders('second', 'first')).toEqual({
      status: 'ok',
      winner: 'y',
      consistent: true,
      points: { x: 0, y: 1 },
    });
    expect(combineBothOrders('tie', 'tie')).toEqual({
      status: 'ok',
      winner: 'tie',
      consistent: true,
      points: { x: 0.5, y: 0.5 },
    });
  });

  it('an inconsistent pair (position bias) counts as a tie', () => {
    // The judge always prefers whichever reply is shown first.
    expect(combineBothOrders('first', 'first')).toEqual({
      status: 'ok',
      winner: 'tie',
      consistent: false,
      points: { x: 0.5, y: 0.5 },
    });
    expect(combineBothOrders('second', 'second')).toMatchObject({ winner: 'tie', consistent: false });
    expect(combineBothOrders('first', 'tie')).toMatchObject({ winner: 'tie', consistent: false });
    expect(combineBothOrders('tie', 'first')).toMatchObject({ winner: 'tie', consistent: false });
  });

  it('a missing verdict leaves the comparison missing (not a loss)', () => {
    expect(combineBothOrders(null, 'first')).toEqual({ status: 'missing', reason: 'a verdict is missing' });
    expect(combineBothOrders('first', null).status).toBe('missing');
  });
});

describe('tallyForX', () => {
  it('scores win 1, tie 0.5, loss 0 and skips missing comparisons', () => {
    const outcomes: PairOutcome[] = [
      combineBothOrders('first', 'second'), // win
      combineBothOrders('first', 'first'), // inconsistent -> tie
      combineBothOrders('second', 'first'), // loss
      combineBothOrders('first', 'second'), // win
      combineBothOrders(null, 'second'), // missing
    ];
    expect(tallyForX(outcomes)).toEqual({
      comparisons: 4,
      missing: 1,
      wins: 2,
      ties: 1,
      losses: 1,
      points: 2.5,
      winRate: 0.625,
    });
    expect(tallyForX([]).winRate).toBeNull();
  });
});
