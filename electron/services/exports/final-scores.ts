// The grading rule, as pure functions. Per scenario (attempt) the final, last, version counts. Its
// score on a rubric item is the released supervisor rating when a review with that item has been
// released (the mean when several supervisors released one; a released "not applicable" leaves the
// item without a score, the judges are not asked instead); otherwise the mean of the AI judges'
// usable (ok) scores of that exact text on the rubric's current version, taking each judge's newest
// judgement. Per trainee x exercise every item and aggregate is the mean over the COMPLETED
// scenarios that have a value; skipped scenarios are counted but never enter a mean.
import { computeAggregates, meanOfPresent } from '../../../shared/rubrics/aggregate';
import { getRubric, RUBRICS } from '../../../shared/rubrics/registry';
import type { AttemptStatus } from '../../../shared/domain/practice';

export type JudgementInput = {
  id: number;
  judgeId: string;
  rubricId: string;
  rubricVersion: number;
  item: string;
  status: 'ok' | 'missing' | 'error';
  score: number | null;
};
export type ReleasedInput = { reviewId: number; rubricId: string; item: string; option: string; score: number | null };

export type ItemScore = {
  score: number | null;
  option: string | null;
  source: 'supervisor' | 'judges';
  judges: number;
};
/** rubric id -> item id -> the final version's score on the item (absent: no score from anyone). */
export type FinalItems = Record<string, Record<string, ItemScore>>;
/** rubric id -> item or aggregate id -> value (null: missing). */
export type FinalValues = Record<string, Record<string, number | null>>;

const currentVersion = (rubricId: string): number | undefined => getRubric(rubricId)?.version;

/** The judges' side: per rubric and item, the mean of each judge's newest ok score on the current rubric version. */
export function judgeItemScores(judgements: readonly JudgementInput[]): FinalItems {
  const newest = new Map<string, JudgementInput>();
  for (const j of judgements) {
    if (j.rubricVersion !== currentVersion(j.rubricId)) continue;
    const key = JSON.stringify([j.rubricId, j.item, j.judgeId]);
    const known = newest.get(key);
    if (!known || j.id > known.id) newest.set(key, j);
  }
  const byItem = new Map<string, number[]>();
  for (const j of newest.values()) {
    if (j.status !== 'ok' || j.score === null || !Number.isFinite(j.score)) continue;
    const key = JSON.stringify([j.rubricId, j.item]);
    byItem.set(key, [...(byItem.get(key) ?? []), j.score]);
  }
  const result: FinalItems = {};
  for (const [key, scores] of byItem) {
    const [rubricId, item] = JSON.parse(key) as [string, string];
    (result[rubricId] ??= {})[item] = {
      score: meanOfPresent(scores),
      option: null,
      source: 'judges',
      judges: scores.length,
    };
  }
  return result;
}

/** The supervisors' side: released final ratings per rubric and item (the mean over released reviews). */
export function releasedItemScores(released: readonly ReleasedInput[]): FinalItems {
  const byItem = new Map<string, ReleasedInput[]>();
  for (const r of released) {
    const key = JSON.stringify([r.rubricId, r.item]);
    byItem.set(key, [...(byItem.get(key) ?? []), r]);
  }
  const result: FinalItems = {};
  for (const [key, rows] of byItem) {
    const [rubricId, item] = JSON.parse(key) as [string, string];
    const options = new Set(rows.map((r) => r.option));
    (result[rubricId] ??= {})[item] = {
      score: meanOfPresent(rows.map((r) => r.score)),
      option: options.size === 1 ? rows[0]!.option : null,
      source: 'supervisor',
      judges: 0,
    };
  }
  return result;
}

/** Released supervisor ratings win item by item; the judges fill the items no released review rated. */
export function finalItemScores(judgements: readonly JudgementInput[], released: readonly ReleasedInput[]): FinalItems {
  const judges = judgeItemScores(judgements);
  const supervisors = releasedItemScores(released);
  const result: FinalItems = {};
  for (const rubricId of new Set([...Object.keys(judges), ...Object.keys(supervisors)])) {
    result[rubricId] = { ...judges[rubricId], ...supervisors[rubricId] };
  }
  return result;
}

/** Item scores and the rubric's aggregates (computed from this scenario's items), per rubric. */
export function finalValues(items: FinalItems): FinalValues {
  const values: FinalValues = {};
  for (const rubric of RUBRICS) {
    const scored = items[rubric.id];
    if (!scored) continue;
    const itemValues: Record<string, number | null> = {};
    for (const item of rubric.items) itemValues[item.id] = scored[item.id]?.score ?? null;
    values[rubric.id] = { ...itemValues, ...computeAggregates(rubric, itemValues) };
  }
  return values;
}

export type ScenarioSummary = {
  status: AttemptStatus;
  spotF1: number | null;
  values: FinalValues;
  reviewed: boolean;
  released: boolean;
};

export type TraineeExerciseSummary = {
  completed: number;
  skipped: number;
  inProgress: number;
  spotF1Mean: number | null;
  /** rubric id -> item or aggregate id -> mean over completed scenarios (null: no completed scenario has a value). */
  means: FinalValues;
  /** rubric id -> completed scenarios with at least one item score on the rubric. */
  scored: Record<string, number>;
  reviewed: number;
  released: number;
};

/** Per trainee x exercise: counts, and means over the completed scenarios only. */
export function summarise(scenarios: readonly ScenarioSummary[]): TraineeExerciseSummary {
  const completed = scenarios.filter((s) => s.status === 'completed');
  const means: FinalValues = {};
  const scored: Record<string, number> = {};
  for (const rubric of RUBRICS) {
    const keys = [...rubric.items.map((i) => i.id), ...rubric.aggregates.map((a) => a.id)];
    const withRubric = completed.filter((s) =>
      rubric.items.some((i) => typeof s.values[rubric.id]?.[i.id] === 'number'),
    );
    scored[rubric.id] = withRubric.length;
    means[rubric.id] = Object.fromEntries(
      keys.map((key) => [key, meanOfPresent(completed.map((s) => s.values[rubric.id]?.[key]))]),
    );
  }
  return {
    completed: completed.length,
    skipped: scenarios.filter((s) => s.status === 'skipped').length,
    inProgress: scenarios.filter((s) => s.status === 'in_progress').length,
    spotF1Mean: meanOfPresent(completed.map((s) => s.spotF1)),
    means,
    scored,
    reviewed: completed.filter((s) => s.reviewed).length,
    released: completed.filter((s) => s.released).length,
  };
}
