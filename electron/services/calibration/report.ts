// Calibration rows: every judge x rubric item over the draft versions both a supervisor (blind) and
// the judge rated. One pair per version and supervisor (two supervisors on one version give two
// pairs), so every human rating counts once; when some version was rated by two or more supervisors,
// their ratings of the paired versions also go to Krippendorff's alpha as the human baseline.
// The judge's side is its expected score on point scales (rounded onto the scale by the categorical
// statistics) and its chosen option on categorical ones. A row is advisory when the instructor's
// statistic is below the minimum, cannot be computed, or rests on fewer than minPairs pairs.
import type { CalibrationRow, CalibrationThreshold } from '../../../shared/domain/review';
import { getRubric } from '../../../shared/rubrics/registry';
import type { Rubric, RubricItem } from '../../../shared/rubrics/types';
import { calibrate, type Calibration, type CalibrationPair, type RatingInput, type Stat } from '../../../shared/stats';
import type { CalibrationData, JudgeRating } from './data';

export type JudgeInfo = { id: string; label: string; defaultFor: readonly string[] };

const key = (...parts: (string | number)[]) => parts.join('\u0000');

/** The statistic the threshold is about. */
export function thresholdStat(result: Calibration, statistic: CalibrationThreshold['statistic']): Stat {
  if (statistic === 'kappa') return result.kappa;
  if (statistic === 'icc') return result.icc21;
  return result.linearWeightedKappa;
}

/** Tolerance so that a kappa computed as 0.39999999999999997 meets a minimum of .40 (as the bands do). */
const EPSILON = 1e-9;

export function isAdvisory(result: Calibration, threshold: CalibrationThreshold): boolean {
  const stat = thresholdStat(result, threshold.statistic);
  return stat.value === null || stat.n < threshold.minPairs || stat.value < threshold.minimum - EPSILON;
}

const judgeInput = (item: RubricItem, j: JudgeRating): RatingInput =>
  item.scale.kind === 'points' && j.score !== null ? j.score : j.option;

/** Calibration of one judge on one item from the collected data. */
function calibrateItem(data: Indexed, rubric: Rubric, item: RubricItem, judgeId: string): Calibration {
  const human = data.supervisors.get(key(rubric.id, item.id)) ?? new Map<number, Map<number, string>>();
  const judged = data.judges.get(key(rubric.id, item.id, judgeId)) ?? new Map<number, JudgeRating>();
  const pairs: CalibrationPair[] = [];
  const versions: Map<number, string>[] = [];
  for (const [versionId, judgement] of judged) {
    const raters = human.get(versionId);
    if (!raters) continue;
    versions.push(raters);
    for (const option of raters.values()) pairs.push({ human: option, judge: judgeInput(item, judgement) });
  }
  const several = versions.some((raters) => raters.size >= 2);
  const raterIds = [...new Set(versions.flatMap((raters) => [...raters.keys()]))];
  const supervisors = several ? versions.map((raters) => raterIds.map((id) => raters.get(id) ?? null)) : undefined;
  return calibrate(pairs, item.scale, { supervisors });
}

type Indexed = {
  /** rubric, item -> version -> rater -> option */
  supervisors: Map<string, Map<number, Map<number, string>>>;
  /** rubric, item, judge -> version -> judgement */
  judges: Map<string, Map<number, JudgeRating>>;
  /** rubric -> judges with judgements */
  judgesByRubric: Map<string, Set<string>>;
};

function indexData(data: CalibrationData): Indexed {
  const supervisors: Indexed['supervisors'] = new Map();
  for (const r of data.supervisors) {
    const byVersion = supervisors.get(key(r.rubricId, r.item)) ?? new Map<number, Map<number, string>>();
    supervisors.set(key(r.rubricId, r.item), byVersion);
    const raters = byVersion.get(r.versionId) ?? new Map<number, string>();
    byVersion.set(r.versionId, raters);
    raters.set(r.raterId, r.option);
  }
  const judges: Indexed['judges'] = new Map();
  const judgesByRubric: Indexed['judgesByRubric'] = new Map();
  for (const j of data.judges) {
    const byVersion = judges.get(key(j.rubricId, j.item, j.judgeId)) ?? new Map<number, JudgeRating>();
    judges.set(key(j.rubricId, j.item, j.judgeId), byVersion);
    byVersion.set(j.versionId, j);
    const set = judgesByRubric.get(j.rubricId) ?? new Set<string>();
    judgesByRubric.set(j.rubricId, set);
    set.add(j.judgeId);
  }
  return { supervisors, judges, judgesByRubric };
}

/**
 * One row per judge x item of each rubric, for the judges that judged reviewed versions on that
 * rubric and the configured judges that are its defaults (so a new judge shows up, advisory, with no
 * pairs yet). Ordered by rubric, judge label, then the rubric's item order.
 */
export function calibrationRows(
  data: CalibrationData,
  threshold: CalibrationThreshold,
  rubricIds: readonly string[],
  judges: readonly JudgeInfo[],
): CalibrationRow[] {
  const indexed = indexData(data);
  const labels = new Map(judges.map((j) => [j.id, j.label]));
  return rubricIds.flatMap((rubricId) => {
    const rubric = getRubric(rubricId);
    if (!rubric) return [];
    const ids = new Set(indexed.judgesByRubric.get(rubricId) ?? []);
    for (const j of judges) if (j.defaultFor.includes(rubricId)) ids.add(j.id);
    const ordered = [...ids].sort(
      (a, b) => (labels.get(a) ?? a).localeCompare(labels.get(b) ?? b) || a.localeCompare(b),
    );
    return ordered.flatMap((judgeId) =>
      rubric.items.map((item): CalibrationRow => {
        const result = calibrateItem(indexed, rubric, item, judgeId);
        return {
          judgeId,
          judgeLabel: labels.get(judgeId) ?? judgeId,
          rubricId,
          item: item.id,
          result,
          advisory: isAdvisory(result, threshold),
        };
      }),
    );
  });
}
