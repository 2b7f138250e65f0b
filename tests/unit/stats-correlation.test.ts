// Ranks, Pearson, Spearman's rho and Kendall's tau-b, checked against textbook examples and hand computation.
import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../shared/stats/kendall';
import { pearson } from '../../shared/stats/pearson';
import { averageRanks } from '../../shared/stats/ranks';
import { spearman } from '../../shared/stats/spearman';

// Wikipedia, "Spearman's rank correlation coefficient", worked example: IQ against hours of TV per week.
// Sum of d^2 = 194, rho = 1 - 6*194 / (10*(100 - 1)) = -29/165 = -0.175757...
const IQ = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
const TV = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];

// A small example with ties on both sides, worked by hand:
//   x = 1 2 2 3 4, y = 1 3 2 2 5 (points a..e).
const X = [1, 2, 2, 3, 4];
const Y = [1, 3, 2, 2, 5];

describe('averageRanks', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 2])).toEqual([3, 1, 2]);
    expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe('Pearson', () => {
  it('is +-1 for exact linear relations and matches a hand computation', () => {
    expect(pearson([1, 2, 3], [2, 4, 6]).value).toBe(1);
    expect(pearson([1, 2, 3], [3, 2, 1]).value).toBe(-1);
    // x = 1 2 3 4, y = 2 1 4 3: sxy = (-1.5)(-0.5) + (-0.5)(-1.5) + (0.5)(1.5) + (1.5)(0.5) = 3, sxx = syy = 5, r = 0.6.
    expect(pearson([1, 2, 3, 4], [2, 1, 4, 3]).value).toBeCloseTo(0.6, 14);
  });

  it('is null for constant ratings, even when a floating-point mean misses them', () => {
    expect(pearson([0.1, 0.1, 0.1], [1, 2, 3])).toEqual({ value: null, n: 3, reason: 'constant_ratings' });
    expect(pearson([1, 2, 3], [4, 4, 4])).toEqual({ value: null, n: 3, reason: 'constant_ratings' });
  });
});

describe("Spearman's rho", () => {
  it('gives -29/165 on the Wikipedia IQ / TV example', () => {
    const rho = spearman(IQ, TV);
    expect(rho.n).toBe(10);
    expect(rho.value).toBeCloseTo(-29 / 165, 12);
  });

  it('uses average ranks for ties (hand-worked, agrees with scipy.stats.spearmanr: 0.7631578947368421)', () => {
    // Ranks x: 1 2.5 2.5 4 5; ranks y: 1 4 2.5 2.5 5; both mean 3.
    // Deviations x: -2 -.5 -.5 1 2; y: -2 1 -.5 -.5 2. Sum of products 4 - .5 + .25 - .5 + 4 = 7.25; sums of squares 9.5 each.
    // rho = 7.25 / 9.5 = 0.763158.
    expect(spearman(X, Y).value).toBeCloseTo(7.25 / 9.5, 12);
  });

  it('is 1 for any increasing relation, not only a linear one', () => {
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 64]).value).toBe(1);
    expect(spearman([1, 2, 3, 4], [10, 5, 2, 1]).value).toBe(-1);
  });

  it('drops missing pairs and is null for n < 2 or a constant side', () => {
    expect(spearman([1, null, 3, 4, Number.NaN], [1, 5, 3, undefined, 2])).toEqual({ value: 1, n: 2, reason: null });
    expect(spearman([1], [2])).toEqual({ value: null, n: 1, reason: 'too_few_pairs' });
    expect(spearman([], [])).toEqual({ value: null, n: 0, reason: 'no_pairs' });
    expect(spearman([4, 4, 4, 4], [1, 2, 3, 4])).toEqual({ value: null, n: 4, reason: 'constant_ratings' });
  });
});

describe("Kendall's tau-b", () => {
  it('handles ties on both sides (hand-worked, agrees with scipy.stats.kendalltau: 0.6666666666666666)', () => {
    // Points a(1,1) b(2,3) c(2,2) d(3,2) e(4,5); n0 = 10 pairs.
    // Concordant: ab ac ad ae be ce de = 7. Discordant: bd = 1.
    // Tied on x: bc (n1 = 1). Tied on y: cd (n2 = 1).
    // tau_b = (7 - 1) / sqrt((10 - 1)(10 - 1)) = 6/9.
    const tau = kendallTauB(X, Y);
    expect(tau.n).toBe(5);
    expect(tau.value).toBeCloseTo(6 / 9, 14);
  });

  it('gives -1/9 on the IQ / TV data (no ties: 20 concordant, 25 discordant of 45; scipy agrees)', () => {
    expect(kendallTauB(IQ, TV).value).toBeCloseTo(-5 / 45, 14);
  });

  it('counts a pair tied on both sides in both tie counts only', () => {
    // x = 1 1 2, y = 1 1 2: pairs (1,2) tied both; (1,3), (2,3) concordant. tau_b = 2 / sqrt((3-1)(3-1)) = 1.
    expect(kendallTauB([1, 1, 2], [1, 1, 2]).value).toBe(1);
    // tau-b reaches 1 with ties, unlike tau-a (which would give 2/3 here).
  });

  it('is +-1 for monotone data and null for constant ratings or n < 2', () => {
    expect(kendallTauB([1, 2, 3], [2, 5, 9]).value).toBe(1);
    expect(kendallTauB([1, 2, 3], [9, 5, 2]).value).toBe(-1);
    expect(kendallTauB([2, 2, 2], [1, 2, 3])).toEqual({ value: null, n: 3, reason: 'constant_ratings' });
    expect(kendallTauB([2], [1])).toEqual({ value: null, n: 1, reason: 'too_few_pairs' });
    expect(kendallTauB([null, 2], [1, undefined])).toEqual({ value: null, n: 0, reason: 'no_pairs' });
  });
});
