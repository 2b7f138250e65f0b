// Ranks with ties: tied values share the average of the ranks they span (1-based), as Spearman's rho needs.

/** Average ranks, in input order: [10, 20, 20, 30] -> [1, 2.5, 2.5, 4]. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.v === order[start]?.v) end += 1;
    // Positions start..end (0-based) hold ranks start+1..end+1; their average is (start + end) / 2 + 1.
    const rank = (start + end) / 2 + 1;
    for (let p = start; p <= end; p += 1) {
      const entry = order[p];
      if (entry) ranks[entry.i] = rank;
    }
    start = end + 1;
  }
  return ranks;
}
