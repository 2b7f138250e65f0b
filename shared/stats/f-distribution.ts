// The F distribution's CDF and quantile, for the ICC's confidence interval (fractional degrees of freedom allowed).
import { inverseRegularizedBeta, regularizedBeta } from './special-functions';

const checkDf = (d1: number, d2: number): void => {
  if (!(d1 > 0 && d2 > 0 && Number.isFinite(d1) && Number.isFinite(d2))) {
    throw new RangeError(`F degrees of freedom must be positive and finite (got ${d1}, ${d2})`);
  }
};

/** P(F <= f) for F ~ F(d1, d2): I_{d1 f / (d1 f + d2)}(d1 / 2, d2 / 2). */
export function fCdf(f: number, d1: number, d2: number): number {
  checkDf(d1, d2);
  if (f <= 0) return 0;
  return regularizedBeta((d1 * f) / (d1 * f + d2), d1 / 2, d2 / 2);
}

/** The f with P(F <= f) = p for F ~ F(d1, d2), 0 < p < 1. */
export function fQuantile(p: number, d1: number, d2: number): number {
  checkDf(d1, d2);
  if (!(p > 0 && p < 1)) throw new RangeError(`probability must lie strictly between 0 and 1 (got ${p})`);
  const x = inverseRegularizedBeta(p, d1 / 2, d2 / 2);
  return (d2 * x) / (d1 * (1 - x));
}
