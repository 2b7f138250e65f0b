// Intraclass correlations (Shrout & Fleiss 1979) with 95% CIs for ICC(2,1) and ICC(2,k) (McGraw & Wong 1996).
import { fQuantile } from './f-distribution';
import { twoWayMeanSquares, type MeanSquares } from './mean-squares';
import { isPresent, type Maybe } from './pairs';
import { noStat, statValue, type Stat } from './result';

export type ConfidenceInterval = { readonly level: number; readonly lower: number; readonly upper: number };

/** A statistic with its confidence interval; `ci` is null when the statistic is, or when the interval is undefined. */
export type StatWithCi = Stat & { readonly ci: ConfidenceInterval | null };

export type IccReport = {
  readonly meanSquares: MeanSquares | null;
  /** One-way random, single rater: ICC(1,1). */
  readonly icc11: Stat;
  /** Two-way random, absolute agreement, single rater: ICC(2,1) = ICC(A,1) in McGraw & Wong's terms. */
  readonly icc21: StatWithCi;
  /** Two-way mixed, consistency, single rater: ICC(3,1) = ICC(C,1). */
  readonly icc31: Stat;
  /** Two-way random, absolute agreement, mean of the k raters: ICC(2,k) = ICC(A,k). */
  readonly icc2k: StatWithCi;
};

type Intervals = { single: ConfidenceInterval; average: ConfidenceInterval | null };

const finite = (lower: number, upper: number, level: number): ConfidenceInterval | null =>
  Number.isFinite(lower) && Number.isFinite(upper) ? { level, lower, upper } : null;

/**
 * McGraw & Wong (1996), case 2A, with r the point estimate of ICC(A,1). Satterthwaite degrees of freedom:
 *   a = k r / (n (1 - r)),  b = 1 + k r (n - 1) / (n (1 - r)),
 *   v = (a MSC + b MSE)^2 / ((a MSC)^2 / (k - 1) + (b MSE)^2 / ((n - 1)(k - 1))),
 *   F1 = F_{1-alpha/2}(n - 1, v),  F2 = F_{1-alpha/2}(v, n - 1).
 * Table 7, ICC(A,1):
 *   lower = n (MSR - F1 MSE) / (F1 (k MSC + (k n - k - n) MSE) + n MSR)
 *   upper = n (F2 MSR - MSE) / (k MSC + (k n - k - n) MSE + n F2 MSR)
 * Table 8, ICC(A,k):
 *   lower = n (MSR - F1 MSE) / (F1 (MSC - MSE) + n MSR)
 *   upper = n (F2 MSR - MSE) / (MSC - MSE + n F2 MSR)
 * Null when the interval is undefined (r = 1, or v not positive and finite).
 */
export function iccAbsoluteIntervals(ms: MeanSquares, r: number, level = 0.95): Intervals | null {
  const { n, k, rows: msr, columns: msc, error: mse } = ms;
  if (!(r < 1)) return null;
  const a = (k * r) / (n * (1 - r));
  const b = 1 + (k * r * (n - 1)) / (n * (1 - r));
  const v = (a * msc + b * mse) ** 2 / ((a * msc) ** 2 / (k - 1) + (b * mse) ** 2 / ((n - 1) * (k - 1)));
  if (!(v > 0 && Number.isFinite(v))) return null;
  const tail = 1 - (1 - level) / 2;
  const f1 = fQuantile(tail, n - 1, v);
  const f2 = fQuantile(tail, v, n - 1);
  const single = finite(
    (n * (msr - f1 * mse)) / (f1 * (k * msc + (k * n - k - n) * mse) + n * msr),
    (n * (f2 * msr - mse)) / (k * msc + (k * n - k - n) * mse + n * f2 * msr),
    level,
  );
  if (single === null) return null;
  const average = finite(
    (n * (msr - f1 * mse)) / (f1 * (msc - mse) + n * msr),
    (n * (f2 * msr - mse)) / (msc - mse + n * f2 * msr),
    level,
  );
  return { single, average };
}

const noIcc = (
  ms: MeanSquares | null,
  reason: 'no_pairs' | 'too_few_pairs' | 'too_few_raters' | 'no_variance',
  n: number,
): IccReport => ({
  meanSquares: ms,
  icc11: noStat(reason, n),
  icc21: { ...noStat(reason, n), ci: null },
  icc31: noStat(reason, n),
  icc2k: { ...noStat(reason, n), ci: null },
});

/**
 * ICCs of a subjects x raters table (rows = subjects, one column per rater). Subjects with any missing
 * rating are dropped (n reports how many were used). Shrout & Fleiss (1979):
 *   ICC(1,1) = (BMS - WMS) / (BMS + (k - 1) WMS)
 *   ICC(2,1) = (BMS - EMS) / (BMS + (k - 1) EMS + k (JMS - EMS) / n)
 *   ICC(3,1) = (BMS - EMS) / (BMS + (k - 1) EMS)
 *   ICC(2,k) = (BMS - EMS) / (BMS + (JMS - EMS) / n)
 * Null (never NaN) when no or fewer than 2 complete subjects or raters, or when every value is the same
 * (reason `no_variance`); a form whose own denominator is 0 is null with `no_variance`.
 * ICCs and their bounds can be negative; they are reported as they are.
 */
export function intraclassCorrelations(table: readonly (readonly Maybe<number>[])[], level = 0.95): IccReport {
  const k = table[0]?.length ?? 0;
  if (table.length > 0 && k < 2) return noIcc(null, 'too_few_raters', 0);
  const ms = twoWayMeanSquares(table);
  if (ms === null) {
    const complete = table.filter((row) => row.every(isPresent)).length;
    return noIcc(null, complete === 0 ? 'no_pairs' : 'too_few_pairs', complete);
  }
  const { n, rows: bms, columns: jms, error: ems, within: wms } = ms;
  const d2 = bms + (k - 1) * ems + (k * (jms - ems)) / n;
  if (!(d2 > 0)) return noIcc(ms, 'no_variance', n);
  const icc2 = (bms - ems) / d2;
  const intervals = iccAbsoluteIntervals(ms, icc2, level);
  const d1 = bms + (k - 1) * wms;
  const d3 = bms + (k - 1) * ems;
  const d2k = bms + (jms - ems) / n;
  return {
    meanSquares: ms,
    icc11: d1 > 0 ? statValue((bms - wms) / d1, n) : noStat('no_variance', n),
    icc21: { ...statValue(icc2, n), ci: intervals?.single ?? null },
    icc31: d3 > 0 ? statValue((bms - ems) / d3, n) : noStat('no_variance', n),
    icc2k:
      d2k > 0
        ? { ...statValue((bms - ems) / d2k, n), ci: intervals?.average ?? null }
        : { ...noStat('no_variance', n), ci: null },
  };
}
