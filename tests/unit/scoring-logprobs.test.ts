// G-Eval scores from first-token log-probs: worked examples, token variants, renormalisation, missing.
import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_SCALE,
  FIVE_POINT_SCALE,
  RISK_HANDLING_SCALE,
  YES_PARTIALLY_NO_SCALE,
} from '../../shared/rubrics/scales';
import { gEvalScore, type TokenLogprob } from '../../shared/scoring/logprobs';

const lp = (entries: Record<string, number> | [string, number][]): TokenLogprob[] =>
  (Array.isArray(entries) ? entries : Object.entries(entries)).map(([token, p]) => ({ token, logprob: Math.log(p) }));

const okScore = (r: ReturnType<typeof gEvalScore>) => {
  if (r.status !== 'ok') throw new Error(`expected ok, got ${r.reason}`);
  return r;
};

describe('gEvalScore worked examples', () => {
  it('5: 0.6, 4: 0.3, 3: 0.1 gives 0.6*5 + 0.3*4 + 0.1*3 = 4.5', () => {
    const r = okScore(gEvalScore(FIVE_POINT_SCALE, lp({ '5': 0.6, '4': 0.3, '3': 0.1 })));
    expect(r.score).toBeCloseTo(4.5, 12);
    expect(r.option).toBe('5');
    expect(r.distribution).toEqual({
      '1': 0,
      '2': 0,
      '3': expect.closeTo(0.1, 12),
      '4': expect.closeTo(0.3, 12),
      '5': expect.closeTo(0.6, 12),
    });
    expect(r.coverage).toBeCloseTo(1, 12);
  });

  it('a certain answer gives exactly that point', () => {
    expect(okScore(gEvalScore(FIVE_POINT_SCALE, [{ token: '2', logprob: 0 }])).score).toBe(2);
  });

  it('uniform over 1-5 gives 3', () => {
    expect(
      okScore(gEvalScore(FIVE_POINT_SCALE, lp({ '1': 0.2, '2': 0.2, '3': 0.2, '4': 0.2, '5': 0.2 }))).score,
    ).toBeCloseTo(3, 12);
  });

  it('renormalises over valid options: invalid tokens are ignored, not counted as 0', () => {
    // Valid mass 0.5 (4: 0.3, 2: 0.2) -> 4: 0.6, 2: 0.4 -> 0.6*4 + 0.4*2 = 3.2
    const r = okScore(gEvalScore(FIVE_POINT_SCALE, lp({ The: 0.3, '4': 0.3, I: 0.2, '2': 0.2 })));
    expect(r.score).toBeCloseTo(3.2, 12);
    expect(r.distribution['4']).toBeCloseTo(0.6, 12);
    expect(r.distribution['2']).toBeCloseTo(0.4, 12);
    expect(r.coverage).toBeCloseTo(0.5, 12);
    expect(Object.values(r.distribution).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('counts "4", " 4", "4." and tokenizer variants of the same point together', () => {
    // 4: 0.2 + 0.2 + 0.1 = 0.5, 5: 0.25 + 0.25 = 0.5 -> 4.5
    const r = okScore(
      gEvalScore(
        FIVE_POINT_SCALE,
        lp([
          ['4', 0.2],
          [' 4', 0.2],
          ['4.', 0.1],
          ['5', 0.25],
          ['Ġ5', 0.25],
        ]),
      ),
    );
    expect(r.score).toBeCloseTo(4.5, 12);
    expect(r.distribution['4']).toBeCloseTo(0.5, 12);
  });

  it('ignores a repeated identical token and non-finite log-probs', () => {
    const r = okScore(
      gEvalScore(FIVE_POINT_SCALE, [
        { token: '3', logprob: Math.log(0.5) },
        { token: '3', logprob: Math.log(0.5) },
        { token: '5', logprob: Math.log(0.5) },
        { token: '1', logprob: Number.NEGATIVE_INFINITY },
        { token: '2', logprob: Number.NaN },
      ]),
    );
    expect(r.score).toBeCloseTo(4, 12);
    expect(r.distribution['1']).toBe(0);
  });

  it('never reads tokens such as "10", "45" or "0" as a point', () => {
    // (3 holds only a fifth of the mass, so there is no score at all: see the coverage floor.)
    const r = gEvalScore(FIVE_POINT_SCALE, lp({ '10': 0.4, '45': 0.3, '0': 0.1, '3': 0.2 }));
    expect(r).toMatchObject({ status: 'missing' });
    expect(r.coverage).toBeCloseTo(0.2, 12);
    const most = okScore(gEvalScore(FIVE_POINT_SCALE, lp({ '10': 0.2, '45': 0.1, '3': 0.7 })));
    expect(most.score).toBe(3);
  });

  it('is missing (not 0) when no valid option is among the top tokens', () => {
    expect(gEvalScore(FIVE_POINT_SCALE, lp({ The: 0.7, I: 0.3 }))).toEqual({
      status: 'missing',
      reason: 'no option of the scale among the top tokens',
      coverage: 0,
    });
    expect(gEvalScore(FIVE_POINT_SCALE, [])).toMatchObject({ status: 'missing' });
    expect(gEvalScore(FIVE_POINT_SCALE, [{ token: '4', logprob: Number.NEGATIVE_INFINITY }])).toMatchObject({
      status: 'missing',
    });
  });
});

describe('gEvalScore on other scales', () => {
  it('agreement: keys are the Likert values (5 = Strongly agree)', () => {
    // 5: 0.5, 4: 0.5 -> 4.5, and the most likely option is the first in scale order on a tie
    const r = okScore(gEvalScore(AGREEMENT_SCALE, lp({ '4': 0.5, '5': 0.5 })));
    expect(r.score).toBeCloseTo(4.5, 12);
    expect(r.option).toBe('strongly_agree');
  });

  it('categorical: letters, codes and labels all count, weighted by option values', () => {
    // yes (2): 0.5, partially (1): 0.25 via "B" and 0.25 via " partially" -> 0.5*2 + 0.5*1 = 1.5
    const r = okScore(gEvalScore(YES_PARTIALLY_NO_SCALE, lp({ A: 0.5, B: 0.25, ' partially': 0.25 })));
    expect(r.score).toBeCloseTo(1.5, 12);
    expect(r.option).toBe('yes');
    expect(r.distribution.partially).toBeCloseTo(0.5, 12);
  });

  it('not applicable takes part in the distribution but not in the mean; a likely N/A leaves the score empty', () => {
    const some = okScore(gEvalScore(RISK_HANDLING_SCALE, lp({ A: 0.6, D: 0.2, C: 0.2 })));
    expect(some.option).toBe('yes');
    expect(some.distribution.not_applicable).toBeCloseTo(0.2, 12);
    expect(some.score).toBeCloseTo((0.6 * 2 + 0.2 * 0) / 0.8, 12); // 1.5 over the valued options
    const na = okScore(gEvalScore(RISK_HANDLING_SCALE, lp({ D: 0.9, A: 0.1 })));
    expect(na.option).toBe('not_applicable');
    expect(na.score).toBeNull();
  });
});
