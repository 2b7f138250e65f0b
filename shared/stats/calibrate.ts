// Supervisor calibration for one judge x rubric item: every agreement statistic from paired human and judge ratings.
import type { Scale } from '../rubrics/types';
import { exactAgreement } from './agreement';
import { cicchettiBand, type CicchettiBand } from './bands';
import { meanAbsoluteError, meanBias } from './bias';
import { intraclassCorrelations, type StatWithCi } from './icc';
import { cohensKappa } from './kappa';
import { kendallTauB } from './kendall';
import { krippendorffAlpha, type ReliabilityData } from './krippendorff';
import type { Stat } from './result';
import { groupCodes, hasGrouping, resolveRating, type RatedRating, type RatingInput } from './scale-ratings';
import { spearman } from './spearman';
import { weightedKappa } from './weighted-kappa';

/** One text rated by a supervisor and by the judge. Either side: an option code, a numeric score, or missing. */
export type CalibrationPair = { readonly human: RatingInput; readonly judge: RatingInput };

/** A chance-corrected coefficient with its Cicchetti (1994) band (null when the coefficient is). */
export type BandedStat = Stat & { readonly band: CicchettiBand | null };
export type BandedStatWithCi = StatWithCi & { readonly band: CicchettiBand | null };

export type SupervisorAlpha = {
  /** On option codes ("not applicable" is a category of its own). */
  readonly nominal: BandedStat;
  /** On group codes; null when the scale has no grouping. */
  readonly groupedNominal: BandedStat | null;
  /** On option values in scale order ("not applicable" counts as missing). */
  readonly ordinal: BandedStat;
  /** On scores (option values, or numbers as given); "not applicable" counts as missing. */
  readonly interval: BandedStat;
};

export type CalibrationCounts = {
  /** Pairs given. */
  readonly pairs: number;
  /** Pairs with a missing rating on either side (dropped). */
  readonly missing: number;
  /** Pairs with an unknown option code on either side, or a number on a scale without values (dropped). */
  readonly invalid: number;
  /** Pairs with an option on both sides: the n of exact agreement and kappa. */
  readonly rated: number;
  /** Rated pairs with a numeric score on both sides ("not applicable" has none): the n of the numeric statistics. */
  readonly scored: number;
};

export type Calibration = {
  readonly scaleId: string;
  readonly counts: CalibrationCounts;
  /** Proportion of rated pairs on the same option. */
  readonly exactAgreement: Stat;
  /** The same on grouped categories; null when the scale has no grouping (Rubric A's 1-5 and the other identity-grouped scales), where it would only repeat exactAgreement. */
  readonly groupedExactAgreement: Stat | null;
  /** Cohen's kappa on option codes. */
  readonly kappa: BandedStat;
  /** Cohen's kappa on group codes; null when the scale has no grouping. */
  readonly groupedKappa: BandedStat | null;
  /** Weighted kappa on the options' values (the judge's score rounded to the nearest option). */
  readonly linearWeightedKappa: BandedStat;
  readonly quadraticWeightedKappa: BandedStat;
  /** Rank correlations on scores: the judge's score unrounded, ties handled. No band: association is not agreement. */
  readonly spearman: Stat;
  readonly kendallTauB: Stat;
  /** ICC(2,1) of the scored pairs as a subjects x 2 (human, judge) table, with its 95% CI. */
  readonly icc21: BandedStatWithCi;
  /** Mean of (judge - human) on scores: positive when the judge scores higher. */
  readonly meanBias: Stat;
  readonly meanAbsoluteError: Stat;
  /** Krippendorff's alpha among the supervisors, when their own ratings were given; null otherwise. */
  readonly supervisorAlpha: SupervisorAlpha | null;
};

export type CalibrateOptions = {
  /**
   * Several supervisors' ratings of the same texts, one entry per text with one slot per supervisor
   * (missing allowed): the human baseline the judge's agreement can be read against. Unknown codes count
   * as missing.
   */
  readonly supervisors?: ReliabilityData<string | number>;
};

const banded = (stat: Stat): BandedStat => ({ ...stat, band: cicchettiBand(stat.value) });

function supervisorAlpha(scale: Scale, data: ReliabilityData<string | number>): SupervisorAlpha {
  const resolved = data.map((unit) => unit.map((rating) => resolveRating(scale, rating)));
  const codes = resolved.map((unit) => unit.map((r) => (r.kind === 'rated' ? r.option.code : null)));
  const values = resolved.map((unit) => unit.map((r) => (r.kind === 'rated' ? r.option.value : null)));
  const scores = resolved.map((unit) => unit.map((r) => (r.kind === 'rated' ? r.score : null)));
  return {
    nominal: banded(krippendorffAlpha(codes, 'nominal')),
    groupedNominal: hasGrouping(scale)
      ? banded(
          krippendorffAlpha(
            codes.map((unit) => groupCodes(scale, unit)),
            'nominal',
          ),
        )
      : null,
    ordinal: banded(krippendorffAlpha(values, 'ordinal')),
    interval: banded(krippendorffAlpha(scores, 'interval')),
  };
}

/**
 * Calibrates one judge on one rubric item against supervisors' ratings of the same texts.
 * Each side is resolved on the scale (scale-ratings.ts): an option code names its option; a number is
 * kept as is for the numeric statistics (Spearman, Kendall, ICC, bias, MAE) and rounded to the nearest
 * option value for the categorical ones (exact agreement, kappa, weighted kappa), ties going up.
 * Pairs with a missing or invalid rating are dropped and counted. Grouped figures are null for scales
 * without grouping. Every statistic is a number or null with a reason code; never NaN.
 */
export function calibrate(
  pairs: readonly CalibrationPair[],
  scale: Scale,
  options: CalibrateOptions = {},
): Calibration {
  let missing = 0;
  let invalid = 0;
  const rated: { human: RatedRating; judge: RatedRating }[] = [];
  for (const pair of pairs) {
    const human = resolveRating(scale, pair.human);
    const judge = resolveRating(scale, pair.judge);
    if (human.kind === 'missing' || judge.kind === 'missing') missing += 1;
    else if (human.kind === 'invalid' || judge.kind === 'invalid') invalid += 1;
    else rated.push({ human, judge });
  }
  const humanCodes = rated.map((p) => p.human.option.code);
  const judgeCodes = rated.map((p) => p.judge.option.code);
  const humanValues = rated.map((p) => p.human.option.value);
  const judgeValues = rated.map((p) => p.judge.option.value);
  const humanScores = rated.map((p) => p.human.score);
  const judgeScores = rated.map((p) => p.judge.score);
  const grouped = hasGrouping(scale);
  const humanGroups = groupCodes(scale, humanCodes);
  const judgeGroups = groupCodes(scale, judgeCodes);
  const icc = intraclassCorrelations(humanScores.map((h, i) => [h, judgeScores[i]]));
  return {
    scaleId: scale.id,
    counts: {
      pairs: pairs.length,
      missing,
      invalid,
      rated: rated.length,
      scored: rated.filter((p) => p.human.score !== null && p.judge.score !== null).length,
    },
    exactAgreement: exactAgreement(humanCodes, judgeCodes),
    groupedExactAgreement: grouped ? exactAgreement(humanGroups, judgeGroups) : null,
    kappa: banded(cohensKappa(humanCodes, judgeCodes)),
    groupedKappa: grouped ? banded(cohensKappa(humanGroups, judgeGroups)) : null,
    linearWeightedKappa: banded(weightedKappa(humanValues, judgeValues, 'linear')),
    quadraticWeightedKappa: banded(weightedKappa(humanValues, judgeValues, 'quadratic')),
    spearman: spearman(humanScores, judgeScores),
    kendallTauB: kendallTauB(humanScores, judgeScores),
    icc21: { ...icc.icc21, band: cicchettiBand(icc.icc21.value) },
    meanBias: meanBias(judgeScores, humanScores),
    meanAbsoluteError: meanAbsoluteError(judgeScores, humanScores),
    supervisorAlpha: options.supervisors ? supervisorAlpha(scale, options.supervisors) : null,
  };
}
