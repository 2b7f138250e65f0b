// The grading rule, as pure functions (the resolver in ../scores/resolver.ts feeds them). Per
// scenario (attempt) the final, last, version counts. Its score on a rubric item is the released
// supervisor rating when a review has been released (per review: the rating the supervisor chose in
// the reconcile view, else their own blind rating; the mean when several supervisors released; a
// released "not applicable" leaves the item without a score and the judges are not asked instead);
// otherwise the mean of the usable (ok) scores of the judges in the attempt's snapshot of the
// exercise, read from the judgements the final version's feedback links to (on categorical items
// without a value, the judges' most chosen option). Per trainee x exercise every item and aggregate
// is the mean over the COMPLETED scenarios that have a value; skipped scenarios are counted but
// never enter a mean.
import { computeAggregates, meanOfPresent } from '../../../shared/rubrics/aggregate';
import { getRubric, RUBRICS } from '../../../shared/rubrics/registry';
import type { RubricItem } from '../../../shared/rubrics/types';
import type { AttemptStatus } from '../../../shared/domain/practice';
import { nearestOption } from '../../../shared/stats';

export type JudgementInput = {
  judgeId: string;
  rubricId: string;
  item: string;
  status: 'ok' | 'missing' | 'error';
  score: number | null;
  option: string | null;
};
export type ReleasedInput = { reviewId: number; rubricId: string; item: string; option: string; score: number | null };

export type ItemScore = {
  score: number | null;
  /** The option: the supervisors' (when they agree), the judges' mean rounded onto the scale, or their most chosen one. */
  option: string | null;
  source: 'supervisor' | 'judges';
  judges: number;
  supervisors: number;
};
/** rubric id -> item id -> the final version's score on the item (absent: no score from anyone). */
export type FinalItems = Record<string, Record<string, ItemScore>>;
/** rubric id -> item or aggregate id -> value (null: missing). */
export type FinalValues = Record<string, Record<string, number | null>>;

const itemOf = (rubricId: string, item: string): RubricItem | undefined =>
  getRubric(rubricId)?.items.find((i) => i.id === item);

/** The judges' side: per rubric and item, the mean of their ok scores (one judgement per judge and item). */
export function judgeItemScores(judgements: readonly JudgementInput[]): FinalItems {
  const byItem = new Map<string, JudgementInput[]>();
  for (const j of judgements) {
    if (j.status !== 'ok') continue;
    const key = JSON.stringify([j.rubricId, j.item]);
    byItem.set(key, [...(byItem.get(key) ?? []).filter((k) => k.judgeId !== j.judgeId), j]);
  }
  const result: FinalItems = {};
  for (const [key, rows] of byItem) {
    const [rubricId, item] = JSON.parse(key) as [string, string];
    const scores = rows.flatMap((r) => (r.score !== null && Number.isFinite(r.score) ? [r.score] : []));
    const scale = itemOf(rubricId, item)?.scale;
    let option: string | null;
    let score: number | null = null;
    if (scores.length > 0) {
      score = meanOfPresent(scores);
      option = scale && score !== null ? (nearestOption(scale, score)?.code ?? null) : null;
    } else {
      // No judge gave a number (e.g. "not applicable"): the most chosen option, ties to the first in scale order.
      const counts = new Map<string, number>();
      for (const r of rows) if (r.option !== null) counts.set(r.option, (counts.get(r.option) ?? 0) + 1);
      let best: { code: string; n: number } | null = null;
      for (const o of scale?.options ?? []) {
        const n = counts.get(o.code) ?? 0;
        if (n > (best?.n ?? 0)) best = { code: o.code, n };
      }
      if (!best) continue;
      option = best.code;
    }
    (result[rubricId] ??= {})[item] = { score, option, source: 'judges', judges: rows.length, supervisors: 0 };
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
    const score = meanOfPresent(rows.map((r) => r.score));
    const scale = itemOf(rubricId, item)?.scale;
    (result[rubricId] ??= {})[item] = {
      score,
      option:
        options.size === 1
          ? rows[0]!.option
          : scale && score !== null
            ? (nearestOption(scale, score)?.code ?? null)
            : null,
      source: 'supervisor',
      judges: 0,
      supervisors: rows.length,
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
  /** The AI values were left out for whoever asked: they have not rated this attempt blind yet. */
  awaitingReview: boolean;
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
  /** Completed scenarios whose AI values were left out because the viewer has not rated them blind yet. */
  awaitingReview: number;
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
    awaitingReview: completed.filter((s) => s.awaitingReview).length,
  };
}
