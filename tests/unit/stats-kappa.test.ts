// Exact agreement, Cohen's kappa and weighted kappa, checked against published and hand-worked examples.
import { describe, expect, it } from 'vitest';
import { exactAgreement } from '../../shared/stats/agreement';
import { cohensKappa } from '../../shared/stats/kappa';
import { weightedKappa } from '../../shared/stats/weighted-kappa';

/** Expands a contingency table (rows: rater A's category, columns: rater B's) into paired ratings. */
function fromTable<T>(table: readonly (readonly number[])[], categories: readonly T[]): { a: T[]; b: T[] } {
  const a: T[] = [];
  const b: T[] = [];
  table.forEach((row, i) =>
    row.forEach((count, j) => {
      for (let c = 0; c < count; c += 1) {
        a.push(categories[i] as T);
        b.push(categories[j] as T);
      }
    }),
  );
  return { a, b };
}

describe("Cohen's kappa on published examples", () => {
  it('gives 0.4 on the Wikipedia "Cohen\'s kappa" worked example (20 yes-yes, 5 yes-no, 10 no-yes, 15 no-no)', () => {
    // po = 35/50 = 0.7; A says yes 25/50, B says yes 30/50; pe = 0.5*0.6 + 0.5*0.4 = 0.5; kappa = 0.2/0.5 = 0.4.
    const { a, b } = fromTable(
      [
        [20, 5],
        [10, 15],
      ],
      ['yes', 'no'],
    );
    expect(exactAgreement(a, b)).toEqual({ value: 0.7, n: 50, reason: null });
    const kappa = cohensKappa(a, b);
    expect(kappa.n).toBe(50);
    expect(kappa.value).toBeCloseTo(0.4, 12);
  });

  it('reproduces Wikipedia\'s "same percentages, different numbers" pair: 0.1304 and 0.2593', () => {
    // [[45,15],[25,15]]: po 0.60, pe 0.6*0.7 + 0.4*0.3 = 0.54, kappa 0.06/0.46 = 0.130435.
    const first = fromTable(
      [
        [45, 15],
        [25, 15],
      ],
      ['yes', 'no'],
    );
    expect(cohensKappa(first.a, first.b).value).toBeCloseTo(0.06 / 0.46, 12);
    expect(cohensKappa(first.a, first.b).value).toBeCloseTo(0.1304, 4);
    // [[25,35],[5,35]]: po 0.60, pe 0.6*0.3 + 0.4*0.7 = 0.46, kappa 0.14/0.54 = 0.259259.
    const second = fromTable(
      [
        [25, 35],
        [5, 35],
      ],
      ['yes', 'no'],
    );
    expect(cohensKappa(second.a, second.b).value).toBeCloseTo(0.2593, 4);
  });

  it('is symmetric in the two raters and independent of the order of pairs', () => {
    const { a, b } = fromTable(
      [
        [10, 5, 1],
        [3, 12, 4],
        [1, 2, 12],
      ],
      ['x', 'y', 'z'],
    );
    expect(cohensKappa(b, a).value).toBeCloseTo(cohensKappa(a, b).value ?? NaN, 14);
    expect(cohensKappa([...a].reverse(), [...b].reverse()).value).toBeCloseTo(cohensKappa(a, b).value ?? NaN, 14);
  });

  it('is 1 for perfect agreement over several categories, 0 at chance and negative below it', () => {
    expect(cohensKappa(['a', 'b', 'c', 'a'], ['a', 'b', 'c', 'a']).value).toBe(1);
    // Independent raters: A = [a a b b], B = [a b a b]; po 0.5 = pe 0.5.
    expect(cohensKappa(['a', 'a', 'b', 'b'], ['a', 'b', 'a', 'b']).value).toBe(0);
    // Complete disagreement on two balanced categories: po 0, pe 0.5, kappa -1.
    expect(cohensKappa(['a', 'b'], ['b', 'a']).value).toBe(-1);
  });
});

describe('exact agreement and kappa edge cases', () => {
  it('drops pairs with a missing rating and reports the n used', () => {
    const a = ['yes', null, 'no', 'yes', undefined, 'no'];
    const b = ['yes', 'yes', 'no', undefined, 'no', 'yes'];
    expect(exactAgreement(a, b)).toEqual({ value: 2 / 3, n: 3, reason: null });
    // Complete pairs: yes-yes, no-no, no-yes: po 2/3; A yes 1/3, B yes 2/3; pe = 2/9 + 2/9 = 4/9; kappa = (2/9)/(5/9) = 0.4.
    const kappa = cohensKappa(a, b);
    expect(kappa.n).toBe(3);
    expect(kappa.value).toBeCloseTo(0.4, 12);
  });

  it('treats NaN as missing', () => {
    expect(exactAgreement([1, Number.NaN, 2], [1, 1, 2])).toEqual({ value: 1, n: 2, reason: null });
  });

  it('returns null with a reason, never NaN, when everyone used the one same category', () => {
    // pe = 1 so kappa is 0/0; exact agreement is 1 and is the number to show.
    expect(cohensKappa(['yes', 'yes', 'yes'], ['yes', 'yes', 'yes'])).toEqual({
      value: null,
      n: 3,
      reason: 'single_category',
    });
    expect(exactAgreement(['yes', 'yes', 'yes'], ['yes', 'yes', 'yes'])).toEqual({ value: 1, n: 3, reason: null });
  });

  it('gives 0 when each rater used one category but not the same one', () => {
    // po = 0, pe = 0: kappa = 0 / 1.
    expect(cohensKappa(['yes', 'yes'], ['no', 'no'])).toEqual({ value: 0, n: 2, reason: null });
  });

  it('needs two pairs for kappa and one for agreement', () => {
    expect(cohensKappa(['a'], ['a'])).toEqual({ value: null, n: 1, reason: 'too_few_pairs' });
    expect(exactAgreement(['a'], ['b'])).toEqual({ value: 0, n: 1, reason: null });
    expect(cohensKappa([], [])).toEqual({ value: null, n: 0, reason: 'no_pairs' });
    expect(exactAgreement([null], ['a'])).toEqual({ value: null, n: 0, reason: 'no_pairs' });
  });

  it('refuses lists of different lengths', () => {
    expect(() => cohensKappa(['a', 'b'], ['a'])).toThrow(RangeError);
  });
});

describe('weighted kappa on a hand-worked 3x3 example', () => {
  // Rows rater A, columns rater B, categories 1 < 2 < 3, n = 50:
  //   [[10, 5, 1], [3, 12, 4], [1, 2, 12]]; row margins 16, 19, 15; column margins 14, 19, 17.
  // Adjacent cells (distance 1) hold 5 + 3 + 4 + 2 = 14 pairs, distance-2 cells 1 + 1 = 2 pairs.
  // Expected products r_i * c_j: distance 1: 16*19 + 19*14 + 19*17 + 15*19 = 1178; distance 2: 16*17 + 15*14 = 482.
  // Linear (w = |i-j|/2): observed 0.5*14 + 1*2 = 9 -> 9/50 = 0.18; expected (0.5*1178 + 482)/2500 = 0.4284;
  //   kappa = 1 - 0.18/0.4284 = 621/1071 = 0.579832.
  // Quadratic (w = ((i-j)/2)^2): observed 0.25*14 + 2 = 5.5 -> 0.11; expected (0.25*1178 + 482)/2500 = 0.3106;
  //   kappa = 1 - 0.11/0.3106 = 1003/1553 = 0.645847.
  // Unweighted: po = 34/50 = 0.68, pe = (16*14 + 19*19 + 15*17)/2500 = 0.336, kappa = 0.344/0.664 = 43/83 = 0.518072.
  // Cross-checked with an independent numpy matrix computation (1 - sum(w*O)/sum(w*E)): 0.5798319327731093,
  // 0.6458467482292338, 0.5180722891566265.
  const { a, b } = fromTable(
    [
      [10, 5, 1],
      [3, 12, 4],
      [1, 2, 12],
    ],
    [1, 2, 3],
  );

  it('gives the linear, quadratic and unweighted values', () => {
    expect(weightedKappa(a, b, 'linear').value).toBeCloseTo(621 / 1071, 12);
    expect(weightedKappa(a, b, 'quadratic').value).toBeCloseTo(1003 / 1553, 12);
    expect(cohensKappa(a, b).value).toBeCloseTo(43 / 83, 12);
    expect(weightedKappa(a, b, 'linear').n).toBe(50);
  });

  it('does not depend on the spacing unit or on unused categories (values 2, 4, 6 give the same kappa)', () => {
    const doubled = fromTable(
      [
        [10, 5, 1],
        [3, 12, 4],
        [1, 2, 12],
      ],
      [2, 4, 6],
    );
    expect(weightedKappa(doubled.a, doubled.b, 'linear').value).toBeCloseTo(621 / 1071, 12);
    expect(weightedKappa(doubled.a, doubled.b, 'quadratic').value).toBeCloseTo(1003 / 1553, 12);
  });

  it("quadratic weighting equals Lin's concordance correlation with 1/n variances", () => {
    const n = a.length;
    const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / n;
    const ma = mean(a);
    const mb = mean(b);
    const cov = a.reduce((s, x, i) => s + (x - ma) * ((b[i] ?? 0) - mb), 0) / n;
    const va = a.reduce((s, x) => s + (x - ma) ** 2, 0) / n;
    const vb = b.reduce((s, x) => s + (x - mb) ** 2, 0) / n;
    expect(weightedKappa(a, b, 'quadratic').value).toBeCloseTo((2 * cov) / (va + vb + (ma - mb) ** 2), 12);
  });

  it('equals unweighted kappa with two categories', () => {
    const two = fromTable(
      [
        [20, 5],
        [10, 15],
      ],
      [1, 0],
    );
    expect(weightedKappa(two.a, two.b, 'linear').value).toBeCloseTo(0.4, 12);
    expect(weightedKappa(two.a, two.b, 'quadratic').value).toBeCloseTo(0.4, 12);
  });

  it('handles perfect agreement, one value only, missing ratings and n < 2', () => {
    expect(weightedKappa([1, 2, 3], [1, 2, 3], 'linear')).toEqual({ value: 1, n: 3, reason: null });
    expect(weightedKappa([3, 3, 3], [3, 3, 3], 'quadratic')).toEqual({ value: null, n: 3, reason: 'single_category' });
    expect(weightedKappa([1, null, 3, 2], [1, 2, 3, undefined], 'linear')).toEqual({ value: 1, n: 2, reason: null });
    expect(weightedKappa([4], [5], 'linear')).toEqual({ value: null, n: 1, reason: 'too_few_pairs' });
    // Each rater constant at a different value: observed = expected disagreement, kappa 0.
    expect(weightedKappa([3, 3], [4, 4], 'linear')).toEqual({ value: 0, n: 2, reason: null });
  });
});
