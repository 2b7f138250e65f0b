// Translated words for the calibration statistics: their names, the Cicchetti bands and the reasons a
// statistic has no value. Each key is written out in full so `npm run check:i18n` can see it.
import type { TFunction } from 'i18next';
import type { CicchettiBand } from '../../../shared/stats/bands';
import type { StatReason } from '../../../shared/stats/result';
import type { CalibrationThreshold } from '../../../shared/domain/review';

export type StatText = {
  band: (band: CicchettiBand) => string;
  reason: (reason: StatReason) => string;
  thresholdStatistic: (statistic: CalibrationThreshold['statistic']) => string;
};

export function statText(t: TFunction): StatText {
  const bands: Record<CicchettiBand, string> = {
    poor: t('calibration:band.poor'),
    fair: t('calibration:band.fair'),
    good: t('calibration:band.good'),
    excellent: t('calibration:band.excellent'),
  };
  const reasons: Record<StatReason, string> = {
    no_pairs: t('calibration:reason.no_pairs'),
    too_few_pairs: t('calibration:reason.too_few_pairs'),
    too_few_raters: t('calibration:reason.too_few_raters'),
    constant_ratings: t('calibration:reason.constant_ratings'),
    single_category: t('calibration:reason.single_category'),
    no_variance: t('calibration:reason.no_variance'),
    no_pairable_units: t('calibration:reason.no_pairable_units'),
  };
  const statistics: Record<CalibrationThreshold['statistic'], string> = {
    weighted_kappa: t('calibration:statistic.weighted_kappa'),
    kappa: t('calibration:statistic.kappa'),
    icc: t('calibration:statistic.icc'),
  };
  return {
    band: (band) => bands[band],
    reason: (reason) => reasons[reason],
    thresholdStatistic: (statistic) => statistics[statistic],
  };
}
