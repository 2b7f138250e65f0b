// Krippendorff's alpha for any number of raters with missing ratings, for nominal, ordinal and interval data.
import { countValues, isPresent, type Maybe } from './pairs';
import { noStat, statValue, type Stat } from './result';

export const ALPHA_METRICS = ['nominal', 'ordinal', 'interval'] as const;
export type AlphaMetric = (typeof ALPHA_METRICS)[number];

/** One unit (a rated text) per entry, one slot per rater; a missing rating is null or undefined. */
export type ReliabilityData<T> = readonly (readonly Maybe<T>[])[];

/**
 * Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability":
 *   alpha = 1 - (n.. - 1) * sum_ck o_ck delta2_ck / sum_ck n_c n_k delta2_ck
 * where o_ck is the coincidence matrix (each unit u with m_u >= 2 ratings adds 1 / (m_u - 1) for every
 * ordered pair of its ratings), n_c its margins and n.. the number of pairable ratings. Distances:
 *   nominal  delta2 = 0 if c = k else 1;
 *   ordinal  delta2 = (sum_{g from c to k} n_g - (n_c + n_k) / 2)^2, over the values in their numeric order;
 *   interval delta2 = (c - k)^2.
 * Units with fewer than 2 ratings are dropped; n reports the units used. Nominal accepts codes or numbers;
 * ordinal and interval need numbers. Null with `no_pairable_units` when no unit has 2 ratings, and with
 * `single_category` when only one value occurs (no expected disagreement, alpha = 0/0).
 */
export function krippendorffAlpha(data: ReliabilityData<number>, metric: AlphaMetric): Stat;
export function krippendorffAlpha(data: ReliabilityData<string | number>, metric: 'nominal'): Stat;
export function krippendorffAlpha(data: ReliabilityData<string | number>, metric: AlphaMetric): Stat {
  const units = data.map((unit) => unit.filter(isPresent)).filter((unit) => unit.length >= 2);
  if (units.length === 0) return noStat('no_pairable_units', 0);
  if (metric !== 'nominal' && units.some((unit) => unit.some((v) => typeof v !== 'number'))) {
    throw new TypeError(`${metric} alpha needs numeric ratings`);
  }
  // Every pairable rating adds (m_u - 1) * 1 / (m_u - 1) = 1 to its value's margin, so n_c is a plain count.
  const counts = countValues(units.flat());
  const values = [...counts.keys()];
  if (metric !== 'nominal') values.sort((a, b) => Number(a) - Number(b));
  const margins = values.map((v) => counts.get(v) ?? 0);
  const position = new Map(values.map((v, i) => [v, i]));
  const total = margins.reduce((s, m) => s + m, 0);
  const delta2 = (c: number, k: number): number => {
    if (c === k) return 0;
    if (metric === 'nominal') return 1;
    if (metric === 'interval') return (Number(values[c]) - Number(values[k])) ** 2;
    const [lo, hi] = c < k ? [c, k] : [k, c];
    const between = margins.slice(lo, hi + 1).reduce((s, m) => s + m, 0);
    return (between - ((margins[c] ?? 0) + (margins[k] ?? 0)) / 2) ** 2;
  };
  // sum_ck o_ck delta2_ck, taken unit by unit straight from the ordered pairs of ratings.
  let observed = 0;
  for (const unit of units) {
    const cells = unit.map((v) => position.get(v) ?? 0);
    let sum = 0;
    cells.forEach((c, i) => cells.forEach((k, j) => (sum += i === j ? 0 : delta2(c, k))));
    observed += sum / (unit.length - 1);
  }
  let expected = 0;
  margins.forEach((nc, c) => margins.forEach((nk, k) => (expected += nc * nk * delta2(c, k))));
  if (!(expected > 0)) return noStat('single_category', units.length);
  return statValue(1 - ((total - 1) * observed) / expected, units.length);
}
