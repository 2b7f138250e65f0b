// Agreement statistics for supervisor calibration (judge vs human, human vs human): the public entry point.
export { exactAgreement } from './agreement';
export {
  CICCHETTI_BANDS,
  KRIPPENDORFF_BANDS,
  LANDIS_KOCH_BANDS,
  cicchettiBand,
  krippendorffBand,
  landisKochBand,
  type CicchettiBand,
  type KrippendorffBand,
  type LandisKochBand,
} from './bands';
export { meanAbsoluteError, meanBias } from './bias';
export {
  calibrate,
  type BandedStat,
  type BandedStatWithCi,
  type CalibrateOptions,
  type Calibration,
  type CalibrationCounts,
  type CalibrationPair,
  type SupervisorAlpha,
} from './calibrate';
export { fCdf, fQuantile } from './f-distribution';
export {
  iccAbsoluteIntervals,
  intraclassCorrelations,
  type ConfidenceInterval,
  type IccReport,
  type StatWithCi,
} from './icc';
export { cohensKappa } from './kappa';
export { kendallTauB } from './kendall';
export { ALPHA_METRICS, krippendorffAlpha, type AlphaMetric, type ReliabilityData } from './krippendorff';
export { twoWayMeanSquares, type MeanSquares } from './mean-squares';
export { completePairs, isPresent, type Maybe } from './pairs';
export { pearson } from './pearson';
export { averageRanks } from './ranks';
export { STAT_REASONS, type Stat, type StatReason } from './result';
export {
  groupCodes,
  hasGrouping,
  nearestOption,
  resolveRating,
  type RatedRating,
  type RatingInput,
  type ResolvedRating,
} from './scale-ratings';
export { spearman } from './spearman';
export { weightedKappa, type KappaWeighting } from './weighted-kappa';
