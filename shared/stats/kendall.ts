// Kendall's tau-b: rank agreement from concordant and discordant pairs, corrected for ties on either side.
import { noStat, statValue, type Stat } from './result';
import { completePairs, type Maybe } from './pairs';

/**
 * tau_b = (C - D) / sqrt((n0 - n1)(n0 - n2)), n0 = n(n - 1)/2 pairs of subjects, n1 and n2 the pairs
 * tied on x and on y (Kendall 1945). A pair tied on both sides counts in n1 and n2 but not in C or D.
 * Pairs with a missing value are dropped. Null when n < 2 or either side is constant.
 * O(n^2): fine for the hundreds of ratings a calibration holds.
 */
export function kendallTauB(x: readonly Maybe<number>[], y: readonly Maybe<number>[]): Stat {
  const pairs = completePairs(x, y);
  const n = pairs.length;
  if (n === 0) return noStat('no_pairs', 0);
  if (n < 2) return noStat('too_few_pairs', n);
  let concordant = 0;
  let discordant = 0;
  let tiedX = 0;
  let tiedY = 0;
  pairs.forEach(([xi, yi], i) => {
    for (const [xj, yj] of pairs.slice(i + 1)) {
      const dx = Math.sign(xj - xi);
      const dy = Math.sign(yj - yi);
      if (dx === 0) tiedX += 1;
      if (dy === 0) tiedY += 1;
      if (dx !== 0 && dy !== 0) {
        if (dx === dy) concordant += 1;
        else discordant += 1;
      }
    }
  });
  const n0 = (n * (n - 1)) / 2;
  const denominator = Math.sqrt((n0 - tiedX) * (n0 - tiedY));
  if (denominator === 0) return noStat('constant_ratings', n);
  return statValue((concordant - discordant) / denominator, n);
}
