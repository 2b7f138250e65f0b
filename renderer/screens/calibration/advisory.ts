// Why a judge x item is advisory under the instructor's threshold: too few pairs, no value for the
// chosen statistic, or a value below the minimum. The service decides `advisory`; this only explains it.
import type { CalibrationRow, CalibrationThreshold } from '../../../shared/domain/review';
import type { Stat } from '../../../shared/stats/result';

export type AdvisoryWhy =
  | { kind: 'meets' }
  | { kind: 'few_pairs'; pairs: number; needed: number }
  | { kind: 'no_value' }
  | { kind: 'below'; value: number; minimum: number };

/** The statistic the threshold is set on, for one row. */
export function thresholdStat(row: CalibrationRow, statistic: CalibrationThreshold['statistic']): Stat {
  if (statistic === 'kappa') return row.result.kappa;
  if (statistic === 'icc') return row.result.icc21;
  return row.result.linearWeightedKappa;
}

export function advisoryWhy(row: CalibrationRow, threshold: CalibrationThreshold): AdvisoryWhy {
  if (!row.advisory) return { kind: 'meets' };
  const stat = thresholdStat(row, threshold.statistic);
  if (stat.n < threshold.minPairs) return { kind: 'few_pairs', pairs: stat.n, needed: threshold.minPairs };
  if (stat.value === null) return { kind: 'no_value' };
  return { kind: 'below', value: stat.value, minimum: threshold.minimum };
}

/** Whether advisory items are hidden from trainees under this threshold. */
export const isEnforced = (threshold: CalibrationThreshold): boolean => threshold.enforce;
