// Krippendorff's alpha (nominal, ordinal, interval, missing data) on Krippendorff's own worked examples.
import { describe, expect, it } from 'vitest';
import { krippendorffAlpha } from '../../shared/stats/krippendorff';

/** Turns observers x units rows (the layout of Krippendorff's tables) into units x observers. */
const byUnit = <T>(observers: readonly (readonly (T | null)[])[]): (T | null)[][] =>
  (observers[0] ?? []).map((_, u) => observers.map((row) => row[u] ?? null));

// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C: 4 observers, 12 units, missing data.
// Published: nominal .743, ordinal .815, interval .849 (and ratio .797). The same table and values are used by
// the reference Python package `krippendorff`. Recomputed independently from the coincidence matrix with numpy:
// nominal 0.743421052631579, ordinal 0.8153875037548814, interval 0.8491071428571428.
const _ = null;
const SECTION_C = byUnit([
  [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
  [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
  [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
  [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
]);

describe("Krippendorff's alpha on Krippendorff (2011)", () => {
  it('section C, nominal: .743', () => {
    const alpha = krippendorffAlpha(SECTION_C, 'nominal');
    expect(alpha.value).toBeCloseTo(0.743, 3);
    expect(alpha.value).toBeCloseTo(0.743421052631579, 12);
    // Unit 12 has one rating only and is dropped: 11 pairable units.
    expect(alpha.n).toBe(11);
  });

  it('section C, ordinal: .815', () => {
    expect(krippendorffAlpha(SECTION_C, 'ordinal').value).toBeCloseTo(0.815, 3);
    expect(krippendorffAlpha(SECTION_C, 'ordinal').value).toBeCloseTo(0.8153875037548814, 12);
  });

  it('section C, interval: .849', () => {
    expect(krippendorffAlpha(SECTION_C, 'interval').value).toBeCloseTo(0.849, 3);
    expect(krippendorffAlpha(SECTION_C, 'interval').value).toBeCloseTo(0.8491071428571428, 12);
  });

  it('section A, binary data, two observers: .095', () => {
    // o_00 = 10, o_11 = 2, o_01 = o_10 = 4; n0 = 14, n1 = 6, n = 20: alpha = 1 - 19 * 4 / (14 * 6) = 8/84 = 0.0952.
    const data = byUnit([
      [0, 1, 0, 0, 0, 0, 0, 0, 1, 0],
      [1, 1, 1, 0, 0, 1, 0, 0, 0, 0],
    ]);
    expect(krippendorffAlpha(data, 'nominal').value).toBeCloseTo(8 / 84, 12);
  });

  it('nominal alpha works on option codes as well as numbers', () => {
    const codes = SECTION_C.map((unit) => unit.map((v) => (v === null ? null : `c${v}`)));
    expect(krippendorffAlpha(codes, 'nominal').value).toBeCloseTo(0.743421052631579, 12);
  });

  it('ordinal alpha depends only on the order of the values, interval alpha on their distances', () => {
    const squashed = SECTION_C.map((unit) => unit.map((v) => (v === null ? null : v ** 3)));
    expect(krippendorffAlpha(squashed, 'ordinal').value).toBeCloseTo(0.8153875037548814, 12);
    expect(krippendorffAlpha(squashed, 'interval').value).not.toBeCloseTo(0.8491071428571428, 3);
    const shifted = SECTION_C.map((unit) => unit.map((v) => (v === null ? null : 10 + 2 * v)));
    expect(krippendorffAlpha(shifted, 'interval').value).toBeCloseTo(0.8491071428571428, 12);
  });
});

describe("Krippendorff's alpha edge cases", () => {
  it('is 1 when all raters agree on varied values', () => {
    expect(
      krippendorffAlpha(
        [
          [1, 1, 1],
          [2, 2, null],
          [3, 3, 3],
        ],
        'interval',
      ),
    ).toEqual({ value: 1, n: 3, reason: null });
  });

  it('is null, not NaN, when only one value occurs (no expected disagreement)', () => {
    expect(
      krippendorffAlpha(
        [
          [4, 4],
          [4, 4, 4],
        ],
        'nominal',
      ),
    ).toEqual({ value: null, n: 2, reason: 'single_category' });
    expect(
      krippendorffAlpha(
        [
          [4, 4],
          [4, 4, 4],
        ],
        'ordinal',
      ).reason,
    ).toBe('single_category');
  });

  it('is null when no unit has two ratings', () => {
    expect(krippendorffAlpha([[1, null], [null, 2], [3]], 'nominal')).toEqual({
      value: null,
      n: 0,
      reason: 'no_pairable_units',
    });
    expect(krippendorffAlpha([], 'interval').reason).toBe('no_pairable_units');
  });

  it("matches Scott's pi with the small-sample correction for two raters and no missing data", () => {
    // Two raters, nominal: alpha = 1 - (N - 1) * D_o / D_e. With a = [a a b b], b = [a b b b]: one disagreement,
    // N = 8 pairable values (3 a, 5 b): D_o = 2 (o_ab + o_ba), D_e = 2 * 3 * 5 = 30; alpha = 1 - 7 * 2 / 30 = 16/30.
    // Scott's pi: po = 3/4, pe = (3/8)^2 + (5/8)^2 = 34/64, pi = (3/4 - 34/64) / (1 - 34/64) = 7/15;
    // Krippendorff's identity alpha = 1 - (N - 1)/N * (1 - pi) = 1 - 7/8 * 8/15 = 8/15 = 16/30.
    const alpha = krippendorffAlpha(
      [
        ['a', 'a'],
        ['a', 'b'],
        ['b', 'b'],
        ['b', 'b'],
      ],
      'nominal',
    );
    expect(alpha.value).toBeCloseTo(16 / 30, 12);
    expect(alpha.value).toBeCloseTo(1 - (7 / 8) * (1 - 7 / 15), 12);
  });

  it('refuses text for the ordinal and interval metrics', () => {
    const mixed = [
      ['a', 'b'],
      ['a', 'a'],
    ] as unknown as number[][];
    expect(() => krippendorffAlpha(mixed, 'interval')).toThrow(TypeError);
  });
});
