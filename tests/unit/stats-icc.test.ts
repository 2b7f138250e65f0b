// ICC(1,1), ICC(2,1), ICC(3,1), ICC(2,k) and the McGraw & Wong CIs on Shrout & Fleiss's data; the F quantiles behind them.
import { describe, expect, it } from 'vitest';
import { fCdf, fQuantile } from '../../shared/stats/f-distribution';
import { intraclassCorrelations } from '../../shared/stats/icc';
import { twoWayMeanSquares } from '../../shared/stats/mean-squares';
import { logGamma, regularizedBeta } from '../../shared/stats/special-functions';

// Shrout & Fleiss (1979), Table 2: 6 targets rated by 4 judges.
const SHROUT_FLEISS = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
];

describe('special functions and the F distribution', () => {
  it('logGamma matches factorials and Gamma(1/2) = sqrt(pi)', () => {
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 13);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
  });

  it('regularizedBeta matches closed forms and scipy.special.betainc', () => {
    // I_x(1, 1) = x; I_x(a, 1) = x^a; I_x(1, b) = 1 - (1 - x)^b.
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(regularizedBeta(0.3, 3, 1)).toBeCloseTo(0.027, 14);
    expect(regularizedBeta(0.3, 1, 4)).toBeCloseTo(1 - 0.7 ** 4, 14);
    // I_x(1/2, 1/2) = (2/pi) asin(sqrt(x)).
    expect(regularizedBeta(0.1, 0.5, 0.5)).toBeCloseTo((2 / Math.PI) * Math.asin(Math.sqrt(0.1)), 13);
    // scipy.special.betainc(2.5, 3.5, 0.4) = 0.4869041915261176 (computed independently with scipy 1.17).
    expect(regularizedBeta(0.4, 2.5, 3.5)).toBeCloseTo(0.4869041915261176, 12);
  });

  it('fQuantile reproduces printed F tables and scipy.stats.f.ppf', () => {
    // Printed tables: F.95(5, 15) = 2.90, F.975(5, 15) = 3.58, F.95(1, 1) = 161.4, F.99(10, 20) = 3.37.
    expect(fQuantile(0.95, 5, 15)).toBeCloseTo(2.9012945362361573, 9);
    expect(fQuantile(0.975, 5, 15)).toBeCloseTo(3.5764153492790607, 9);
    expect(fQuantile(0.95, 1, 1)).toBeCloseTo(161.4476387975882, 7);
    expect(fQuantile(0.975, 1, 1)).toBeCloseTo(647.7890114778442, 6);
    expect(fQuantile(0.99, 10, 20)).toBeCloseTo(3.368186389188742, 9);
    expect(fQuantile(0.025, 5, 15)).toBeCloseTo(0.15557596307848703, 10);
    expect(fQuantile(0.5, 3, 4)).toBeCloseTo(0.9405340763677557, 10);
    // Fractional degrees of freedom, as the Satterthwaite approximation produces (scipy values).
    expect(fQuantile(0.975, 2.5, 7.3)).toBeCloseTo(6.000258449760683, 8);
    expect(fQuantile(0.975, 30, 1000)).toBeCloseTo(1.5808331592906775, 9);
  });

  it('fCdf inverts fQuantile', () => {
    for (const [p, d1, d2] of [
      [0.975, 5, 4.785],
      [0.1, 2, 3],
      [0.5, 7.5, 12],
    ] as const) {
      expect(fCdf(fQuantile(p, d1, d2), d1, d2)).toBeCloseTo(p, 12);
    }
  });

  it('refuses impossible arguments', () => {
    expect(() => fQuantile(1, 5, 5)).toThrow(RangeError);
    expect(() => fQuantile(0.5, 0, 5)).toThrow(RangeError);
    expect(() => fQuantile(0.5, 5, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('ICCs on Shrout & Fleiss (1979) Table 2', () => {
  const report = intraclassCorrelations(SHROUT_FLEISS);

  it('has their mean squares: BMS 11.24, JMS 32.49, EMS 1.02, WMS 6.26', () => {
    const ms = twoWayMeanSquares(SHROUT_FLEISS);
    expect(ms).not.toBeNull();
    expect(ms?.n).toBe(6);
    expect(ms?.k).toBe(4);
    expect(ms?.rows).toBeCloseTo(11.24, 2);
    expect(ms?.columns).toBeCloseTo(32.49, 2);
    expect(ms?.error).toBeCloseTo(1.02, 2);
    expect(ms?.within).toBeCloseTo(6.26, 2);
    // Exact values: SSR = 56.2083, SSC = 97.4583, SSE = 15.2917 (sum of squares 168.9583 in all).
    expect(ms?.rows).toBeCloseTo(11.241666666666667, 12);
    expect(ms?.columns).toBeCloseTo(32.486111111111114, 12);
    expect(ms?.error).toBeCloseTo(1.019444444444444, 12);
  });

  it('gives their published ICC(1,1) = .17, ICC(2,1) = .29, ICC(3,1) = .71 and ICC(2,k) = .62', () => {
    expect(report.icc11.value).toBeCloseTo(0.17, 2);
    expect(report.icc21.value).toBeCloseTo(0.29, 2);
    expect(report.icc31.value).toBeCloseTo(0.71, 2);
    expect(report.icc2k.value).toBeCloseTo(0.62, 2);
    // Full precision (independent numpy computation): .16574176840547553, .2897637795275592, .7148407148407154, .6200505475989893.
    expect(report.icc11.value).toBeCloseTo(0.16574176840547553, 12);
    expect(report.icc21.value).toBeCloseTo(0.2897637795275592, 12);
    expect(report.icc31.value).toBeCloseTo(0.7148407148407154, 12);
    expect(report.icc2k.value).toBeCloseTo(0.6200505475989893, 12);
    expect(report.icc21.n).toBe(6);
  });

  it('gives the McGraw & Wong 95% CI for ICC(2,1), .019 to .761 (R psych::ICC prints 0.019 and 0.76 for these data)', () => {
    // Independently with numpy + scipy.stats.f.ppf: v = 4.785143862212757, F1 = F.975(5, v) = 7.4986275931448185,
    // F2 = F.975(v, 5) = 7.190737169238162, lower = 0.018786513374712027, upper = 0.7610843696489529.
    expect(report.icc21.ci?.level).toBe(0.95);
    expect(report.icc21.ci?.lower).toBeCloseTo(0.018786513374712027, 8);
    expect(report.icc21.ci?.upper).toBeCloseTo(0.7610843696489529, 8);
  });

  it('gives the ICC(2,k) CI, .071 to .927 (psych prints 0.07 and 0.93)', () => {
    expect(report.icc2k.ci?.lower).toBeCloseTo(0.0711368153025034, 8);
    expect(report.icc2k.ci?.upper).toBeCloseTo(0.9272320401677219, 8);
  });

  it('drops subjects with a missing rating (listwise) and reports n', () => {
    const withGaps = [...SHROUT_FLEISS, [5, null, 3, 4], [undefined, 2, 2, 2]];
    const gapped = intraclassCorrelations(withGaps);
    expect(gapped.icc21.n).toBe(6);
    expect(gapped.icc21.value).toBeCloseTo(0.2897637795275592, 12);
  });
});

describe('ICC edge cases', () => {
  it('is 1 with no interval when the raters agree exactly on varied subjects', () => {
    const r = intraclassCorrelations([
      [1, 1],
      [3, 3],
      [5, 5],
    ]);
    expect(r.icc21).toEqual({ value: 1, n: 3, reason: null, ci: null });
    expect(r.icc31.value).toBe(1);
  });

  it('is below the consistency ICC when one rater is shifted (absolute agreement penalises bias)', () => {
    // Judge always one point above: ICC(3,1) = 1 but ICC(2,1) < 1 (n = 4, BMS = 10/3, JMS = 2, EMS = 0:
    // ICC(2,1) = (10/3) / (10/3 + 2*2/4) = 10/13).
    const r = intraclassCorrelations([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    expect(r.icc31.value).toBe(1);
    expect(r.icc21.value).toBeCloseTo(10 / 13, 12);
    expect(r.icc21.ci).not.toBeNull();
    expect(r.icc21.ci?.lower).toBeLessThan(10 / 13);
    expect(r.icc21.ci?.upper).toBeGreaterThan(10 / 13);
  });

  it('is null with a reason, never NaN, when every value is the same', () => {
    const r = intraclassCorrelations([
      [0.1, 0.1],
      [0.1, 0.1],
      [0.1, 0.1],
    ]);
    expect(r.icc21).toEqual({ value: null, n: 3, reason: 'no_variance', ci: null });
    expect(r.icc11.reason).toBe('no_variance');
    expect(r.icc31.reason).toBe('no_variance');
  });

  it('needs 2 complete subjects and 2 raters', () => {
    expect(intraclassCorrelations([[1, 2]]).icc21).toEqual({ value: null, n: 1, reason: 'too_few_pairs', ci: null });
    expect(
      intraclassCorrelations([
        [1, null],
        [2, 3],
      ]).icc21.reason,
    ).toBe('too_few_pairs');
    expect(intraclassCorrelations([]).icc21).toEqual({ value: null, n: 0, reason: 'no_pairs', ci: null });
    expect(intraclassCorrelations([[1], [2], [3]]).icc21.reason).toBe('too_few_raters');
    expect(() => intraclassCorrelations([[1, 2], [3]])).toThrow(RangeError);
  });

  it('reports a negative ICC as it is when raters disagree more than chance', () => {
    const r = intraclassCorrelations([
      [1, 5],
      [5, 1],
      [2, 4],
      [4, 2],
    ]);
    expect(r.icc21.value).toBeLessThan(0);
    expect(Number.isFinite(r.icc21.value)).toBe(true);
  });
});
