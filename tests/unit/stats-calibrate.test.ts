// Supervisor calibration: scale ratings and grouping, bias and MAE, interpretation bands, and calibrate() end to end.
import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_SCALE,
  FIVE_POINT_SCALE,
  RISK_HANDLING_SCALE,
  TRAINING_USEFULNESS_SCALE,
  YES_SOMEWHAT_NO_SCALE,
} from '../../shared/rubrics/scales';
import { cicchettiBand, krippendorffBand, landisKochBand } from '../../shared/stats/bands';
import { meanAbsoluteError, meanBias } from '../../shared/stats/bias';
import { calibrate, type CalibrationPair } from '../../shared/stats/calibrate';
import { groupCodes, hasGrouping, nearestOption, resolveRating } from '../../shared/stats/scale-ratings';

/** Fails on any NaN or infinity anywhere in a result. */
function expectNoNaN(value: unknown, path = 'result'): void {
  if (typeof value === 'number') expect(Number.isFinite(value), `${path} is ${value}`).toBe(true);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) expectNoNaN(v, `${path}.${k}`);
}

const pair = (human: CalibrationPair['human'], judge: CalibrationPair['judge']): CalibrationPair => ({ human, judge });

describe('scale ratings', () => {
  it('rounds a fractional score to the nearest option value, ties going up', () => {
    expect(nearestOption(FIVE_POINT_SCALE, 3.49)?.code).toBe('3');
    expect(nearestOption(FIVE_POINT_SCALE, 3.5)?.code).toBe('4');
    expect(nearestOption(FIVE_POINT_SCALE, 0.2)?.code).toBe('1');
    expect(nearestOption(AGREEMENT_SCALE, 4.6)?.code).toBe('strongly_agree');
    expect(nearestOption(YES_SOMEWHAT_NO_SCALE, 0.5)?.code).toBe('somewhat');
    expect(nearestOption(FIVE_POINT_SCALE, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('never rounds to an option without a value (not applicable)', () => {
    expect(nearestOption(RISK_HANDLING_SCALE, -3)?.code).toBe('no');
  });

  it('resolves codes and scores, keeping a score unrounded for numeric statistics', () => {
    expect(resolveRating(AGREEMENT_SCALE, 'agree')).toMatchObject({
      kind: 'rated',
      option: { code: 'agree' },
      score: 4,
    });
    expect(resolveRating(AGREEMENT_SCALE, 3.7)).toMatchObject({ kind: 'rated', option: { code: 'agree' }, score: 3.7 });
    expect(resolveRating(RISK_HANDLING_SCALE, 'not_applicable')).toMatchObject({ kind: 'rated', score: null });
    expect(resolveRating(AGREEMENT_SCALE, 'maybe')).toEqual({ kind: 'invalid' });
    expect(resolveRating(AGREEMENT_SCALE, null)).toEqual({ kind: 'missing' });
    expect(resolveRating(AGREEMENT_SCALE, Number.NaN)).toEqual({ kind: 'missing' });
  });

  it('knows which scales group their options', () => {
    expect(hasGrouping(AGREEMENT_SCALE)).toBe(true);
    expect(hasGrouping(TRAINING_USEFULNESS_SCALE)).toBe(true);
    expect(hasGrouping(FIVE_POINT_SCALE)).toBe(false);
    expect(hasGrouping(YES_SOMEWHAT_NO_SCALE)).toBe(false);
    expect(hasGrouping(RISK_HANDLING_SCALE)).toBe(false);
  });

  it("maps option codes through the scale's groups", () => {
    expect(
      groupCodes(AGREEMENT_SCALE, ['strongly_agree', 'agree', 'neutral', 'disagree', 'strongly_disagree', null, 'x']),
    ).toEqual(['agree', 'agree', 'neutral', 'disagree', 'disagree', null, null]);
    expect(groupCodes(TRAINING_USEFULNESS_SCALE, ['strong_example', 'with_revision', 'not_suitable'])).toEqual([
      'promising',
      'promising',
      'not_suitable',
    ]);
  });
});

describe('mean bias and MAE', () => {
  it('signs the bias judge minus human and drops missing pairs', () => {
    expect(meanBias([4, 5, 3, null], [3, 3, 3, 1])).toEqual({ value: 1, n: 3, reason: null });
    expect(meanAbsoluteError([4, 2, 3], [3, 3, 3])).toEqual({ value: 2 / 3, n: 3, reason: null });
    expect(meanBias([2, 4], [3, 3]).value).toBe(0);
    expect(meanAbsoluteError([2, 4], [3, 3]).value).toBe(1);
    expect(meanBias([], [])).toEqual({ value: null, n: 0, reason: 'no_pairs' });
  });
});

describe('interpretation bands', () => {
  it('Cicchetti (1994): <.40 poor, .40-.59 fair, .60-.74 good, >=.75 excellent', () => {
    expect(cicchettiBand(-0.2)).toBe('poor');
    expect(cicchettiBand(0.399)).toBe('poor');
    expect(cicchettiBand(0.4)).toBe('fair');
    expect(cicchettiBand(0.59)).toBe('fair');
    expect(cicchettiBand(0.6)).toBe('good');
    expect(cicchettiBand(0.74)).toBe('good');
    expect(cicchettiBand(0.75)).toBe('excellent');
    expect(cicchettiBand(0.7499999999999999)).toBe('excellent');
    expect(cicchettiBand(1)).toBe('excellent');
    expect(cicchettiBand(null)).toBeNull();
  });

  it('Landis & Koch (1977) for kappa', () => {
    expect(landisKochBand(-0.01)).toBe('poor');
    expect(landisKochBand(0)).toBe('slight');
    expect(landisKochBand(0.2)).toBe('slight');
    expect(landisKochBand(0.21)).toBe('fair');
    expect(landisKochBand(0.4)).toBe('fair');
    expect(landisKochBand(0.41)).toBe('moderate');
    expect(landisKochBand(0.61)).toBe('substantial');
    expect(landisKochBand(0.8)).toBe('substantial');
    expect(landisKochBand(0.81)).toBe('almost_perfect');
    expect(landisKochBand(null)).toBeNull();
  });

  it('Krippendorff for alpha: >= .800 reliable, >= .667 tentative', () => {
    expect(krippendorffBand(0.8)).toBe('reliable');
    expect(krippendorffBand(0.743)).toBe('tentative');
    expect(krippendorffBand(0.666)).toBe('unreliable');
  });
});

describe('calibrate on a Rubric B agreement item (grouped scale, fractional judge scores)', () => {
  // Human option vs judge expected score; the judge rounds to: A SA SA A N SD D A SA D (4.5 ties up to 5).
  const pairs: CalibrationPair[] = [
    pair('strongly_agree', 4.2),
    pair('agree', 4.6),
    pair('strongly_agree', 5),
    pair('agree', 3.9),
    pair('neutral', 3.2),
    pair('disagree', 1.4),
    pair('strongly_disagree', 2.0),
    pair('agree', 4.0),
    pair('strongly_agree', 4.5),
    pair('disagree', 2.4),
    pair(null, 3),
    pair('agree', undefined),
    pair('unsure', 4),
  ];
  const c = calibrate(pairs, AGREEMENT_SCALE);

  it('counts what it used and what it dropped', () => {
    expect(c.scaleId).toBe('agreement-5');
    expect(c.counts).toEqual({ pairs: 13, missing: 2, invalid: 1, rated: 10, scored: 10 });
  });

  it("reports low exact agreement but perfect grouped agreement, as the experts' data showed", () => {
    // Same option on pairs 3 4 5 8 9 10: 6/10. Grouped: every pair lands in the same group.
    expect(c.exactAgreement).toEqual({ value: 0.6, n: 10, reason: null });
    expect(c.groupedExactAgreement).toEqual({ value: 1, n: 10, reason: null });
    // Kappa: human SA 3, A 3, N 1, D 2, SD 1; judge SA 3, A 3, N 1, D 2, SD 1; pe = (9 + 9 + 1 + 4 + 1)/100 = .24;
    // kappa = (.6 - .24)/.76 = .473684.
    expect(c.kappa.value).toBeCloseTo(0.36 / 0.76, 12);
    expect(c.kappa.band).toBe('fair');
    expect(c.groupedKappa).toEqual({ value: 1, n: 10, reason: null, band: 'excellent' });
  });

  it('computes weighted kappa on rounded values and the rest on raw scores (values from numpy / scipy)', () => {
    // Independent check: numpy weighted kappa on values h = 5 4 5 4 3 2 1 4 5 2, j = 4 5 5 4 3 1 2 4 5 2;
    // scipy.stats.spearmanr / kendalltau on the raw scores; numpy ANOVA + scipy.stats.f.ppf for the ICC.
    expect(c.linearWeightedKappa.value).toBeCloseTo(0.7333333333333334, 12);
    expect(c.quadraticWeightedKappa.value).toBeCloseTo(0.8918918918918919, 12);
    expect(c.spearman.value).toBeCloseTo(0.8788501706079497, 12);
    expect(c.kendallTauB.value).toBeCloseTo(0.7738413334506791, 12);
    expect(c.icc21.value).toBeCloseTo(0.9195256515949013, 12);
    expect(c.icc21.ci?.lower).toBeCloseTo(0.7081340406494513, 8);
    expect(c.icc21.ci?.upper).toBeCloseTo(0.9794497514450065, 8);
    expect(c.icc21.band).toBe('excellent');
    // Differences judge - human: -.8 .6 0 -.1 .2 -.6 1 0 -.5 .4: sum .2, absolute sum 4.2.
    expect(c.meanBias.value).toBeCloseTo(0.02, 12);
    expect(c.meanAbsoluteError.value).toBeCloseTo(0.42, 12);
    expect(c.supervisorAlpha).toBeNull();
    expectNoNaN(c);
  });
});

describe('calibrate on other scales', () => {
  it("reports grouped figures as null for Rubric A's 1-5 items and computes supervisor alpha", () => {
    // Supervisors' own ratings: Krippendorff (2011) section C as option codes (units x 4 supervisors).
    const observers = [
      ['1', '2', '3', '3', '2', '1', '4', '1', '2', null, null, null],
      ['1', '2', '3', '3', '2', '2', '4', '1', '2', '5', null, '3'],
      [null, '3', '3', '3', '2', '3', '4', '2', '2', '5', '1', null],
      ['1', '2', '3', '3', '2', '4', '4', '1', '2', '5', '1', null],
    ];
    const supervisors = (observers[0] ?? []).map((_, u) => observers.map((row) => row[u] ?? null));
    const c = calibrate([pair('4', 4.4), pair('2', 2.6), pair('5', 4.9), pair('1', 1.2)], FIVE_POINT_SCALE, {
      supervisors,
    });
    expect(c.groupedExactAgreement).toBeNull();
    expect(c.groupedKappa).toBeNull();
    // Judge rounds to 4 3 5 1: 3 of 4 exact.
    expect(c.exactAgreement.value).toBe(0.75);
    expect(c.supervisorAlpha?.nominal.value).toBeCloseTo(0.743421052631579, 12);
    expect(c.supervisorAlpha?.nominal.band).toBe('good');
    expect(c.supervisorAlpha?.ordinal.value).toBeCloseTo(0.8153875037548814, 12);
    expect(c.supervisorAlpha?.interval.value).toBeCloseTo(0.8491071428571428, 12);
    expect(c.supervisorAlpha?.groupedNominal).toBeNull();
    expectNoNaN(c);
  });

  it('groups Usefulness for training into promising / not suitable', () => {
    // Judge rounds to: strong strong revision not revision revision.
    const c = calibrate(
      [
        pair('strong_example', 1.6),
        pair('with_revision', 1.8),
        pair('with_revision', 1.2),
        pair('not_suitable', 0.4),
        pair('strong_example', 1.0),
        pair('not_suitable', 0.6),
      ],
      TRAINING_USEFULNESS_SCALE,
    );
    // Exact 3/6. Kappa: human 2/2/2, judge 2/3/1 -> pe = 12/36, kappa = (1/2 - 1/3)/(2/3) = .25.
    expect(c.exactAgreement.value).toBe(0.5);
    expect(c.kappa.value).toBeCloseTo(0.25, 12);
    // Grouped: human P P P N P N, judge P P P N P P: po = 5/6; human P 4 N 2, judge P 5 N 1: pe = 22/36;
    // kappa = (30 - 22)/(36 - 22) = 8/14.
    expect(c.groupedExactAgreement?.value).toBeCloseTo(5 / 6, 12);
    expect(c.groupedKappa?.value).toBeCloseTo(8 / 14, 12);
    expect(c.groupedKappa?.band).toBe('fair');
  });

  it('keeps "not applicable" as a category for kappa but out of the numeric statistics', () => {
    const c = calibrate(
      [
        pair('not_applicable', 'not_applicable'),
        pair('yes', 2),
        pair('partially', 'no'),
        pair('no', 0.2),
        pair('not_applicable', 1.7),
      ],
      RISK_HANDLING_SCALE,
    );
    expect(c.counts).toEqual({ pairs: 5, missing: 0, invalid: 0, rated: 5, scored: 3 });
    // Exact: NA=NA, yes=yes, no=no: 3/5. Kappa: human NA 2 yes 1 partially 1 no 1; judge NA 1 yes 2 no 2:
    // pe = (2 + 2 + 0 + 2)/25 = 6/25, kappa = (15 - 6)/(25 - 6) = 9/19.
    expect(c.exactAgreement.value).toBe(0.6);
    expect(c.kappa.value).toBeCloseTo(9 / 19, 12);
    // Valued pairs (2,2) (1,0) (0,0): observed mean |d| = 1/3; expected over h {2,1,0} x j {2,0,0} = 9/9 = 1.
    expect(c.linearWeightedKappa).toMatchObject({ n: 3 });
    expect(c.linearWeightedKappa.value).toBeCloseTo(2 / 3, 12);
    // Bias on scores: (2 - 2) + (0 - 1) + (0.2 - 0) = -0.8 over 3.
    expect(c.meanBias.value).toBeCloseTo(-0.8 / 3, 12);
    expect(c.meanBias.n).toBe(3);
  });
});

describe('calibrate edge cases: never NaN', () => {
  it('all raters agree on one category: agreement 1, chance-corrected figures null with reasons', () => {
    const c = calibrate([pair('4', 4), pair('4', 4), pair('4', 4.1)], FIVE_POINT_SCALE);
    expect(c.exactAgreement.value).toBe(1);
    expect(c.kappa).toEqual({ value: null, n: 3, reason: 'single_category', band: null });
    expect(c.linearWeightedKappa.reason).toBe('single_category');
    expect(c.quadraticWeightedKappa.reason).toBe('single_category');
    expect(c.spearman.reason).toBe('constant_ratings');
    expect(c.kendallTauB.reason).toBe('constant_ratings');
    expect(c.meanBias.value).toBeCloseTo(0.1 / 3, 12);
    expectNoNaN(c);
  });

  it('one category only on the human side: kappa 0 when the judge varies', () => {
    // Human always agree; judge agree, agree, neutral: po = 2/3, pe = 1 * 2/3, kappa = 0.
    const c = calibrate([pair('agree', 4), pair('agree', 4), pair('agree', 3)], AGREEMENT_SCALE);
    expect(c.kappa.value).toBe(0);
    expect(c.spearman.reason).toBe('constant_ratings');
    expect(c.icc21.value).not.toBeNull();
    expectNoNaN(c);
  });

  it('identical constant scores: ICC null with no_variance', () => {
    const c = calibrate([pair('3', 3), pair('3', 3)], FIVE_POINT_SCALE);
    expect(c.icc21).toEqual({ value: null, n: 2, reason: 'no_variance', ci: null, band: null });
  });

  it('n < 2 and no pairs at all', () => {
    const one = calibrate([pair('agree', 2)], AGREEMENT_SCALE);
    expect(one.exactAgreement).toEqual({ value: 0, n: 1, reason: null });
    expect(one.kappa.reason).toBe('too_few_pairs');
    expect(one.icc21.reason).toBe('too_few_pairs');
    expect(one.meanBias.value).toBe(-2);
    expectNoNaN(one);
    const none = calibrate([pair(null, 4), pair('agree', null)], AGREEMENT_SCALE);
    expect(none.counts).toEqual({ pairs: 2, missing: 2, invalid: 0, rated: 0, scored: 0 });
    for (const stat of [
      none.exactAgreement,
      none.groupedExactAgreement,
      none.kappa,
      none.spearman,
      none.kendallTauB,
      none.icc21,
      none.meanBias,
    ]) {
      expect(stat).toMatchObject({ value: null, n: 0, reason: 'no_pairs' });
    }
    expectNoNaN(none);
    expect(calibrate([], FIVE_POINT_SCALE, { supervisors: [] }).supervisorAlpha?.nominal.reason).toBe(
      'no_pairable_units',
    );
  });
});
