// The one-to-one assignment with the largest total weight (the Hungarian method, O(n³)): rows and
// columns of a rectangular weight matrix are paired so that the sum of the chosen weights is
// maximal. Pairs of weight 0 are left out of the result (nothing to pair).

/** Pairs [row, column] of a maximum-weight one-to-one matching of `weights` (non-negative). */
export function maximumWeightMatching(weights: readonly (readonly number[])[]): [number, number][] {
  const rows = weights.length;
  const cols = weights[0]?.length ?? 0;
  const n = Math.max(rows, cols);
  if (n === 0) return [];
  let max = 0;
  for (const row of weights) for (const w of row) max = Math.max(max, w);
  // Minimise cost = max - weight on an n x n matrix (missing cells weigh 0).
  const cost = (i: number, j: number) => max - (i < rows && j < cols ? (weights[i]![j] ?? 0) : 0);
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const p = new Array<number>(n + 1).fill(0); // p[j]: the row assigned to column j (1-based; 0 = none)
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else minv[j] = minv[j]! - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const pairs: [number, number][] = [];
  for (let j = 1; j <= n; j++) {
    const i = p[j]! - 1;
    if (i >= 0 && i < rows && j - 1 < cols && (weights[i]![j - 1] ?? 0) > 0) pairs.push([i, j - 1]);
  }
  return pairs.sort((a, b) => a[0] - b[0]);
}
