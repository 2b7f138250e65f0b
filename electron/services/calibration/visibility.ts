// Advisory hiding: when the instructor has switched it on (threshold.enforce), trainees see a judge's
// score on an item only where that judge x item is calibrated (not advisory). Hidden judgements are
// dropped from the feedback, the panels and aggregates are recomputed without them, and the items are
// listed as advisory. Off (the default), every judgement stays visible, as before any calibration.
import type { Database } from 'better-sqlite3';
import type { ItemJudgement, ScoreResult } from '../../../shared/domain/judging';
import type { VersionFeedback } from '../../../shared/domain/practice';
import { computeAggregates } from '../../../shared/rubrics/aggregate';
import { getRubric, RUBRIC_IDS } from '../../../shared/rubrics/registry';
import { summarisePanel } from '../../../shared/scoring/panel';
import { calibrationData, calibrationDataKey } from './data';
import { calibrationRows } from './report';
import { readThreshold } from './threshold';

/** May a trainee see this judge's score on this item? */
export type JudgementFilter = (judgeId: string, rubricId: string, item: string) => boolean;

const cache = new WeakMap<Database, { key: string; filter: JudgementFilter }>();

/** The filter for trainees' feedback; null when advisory hiding is off (everything visible). */
export function traineeJudgementFilter(db: Database): JudgementFilter | null {
  // Off (the default) needs no calibration at all: one settings read, not the key's table scans.
  const threshold = readThreshold(db);
  if (!threshold.enforce) return null;
  const key = calibrationDataKey(db);
  const cached = cache.get(db);
  if (cached && cached.key === key) return cached.filter;
  const calibrated = new Set(
    calibrationRows(calibrationData(db), threshold, RUBRIC_IDS, [])
      .filter((row) => !row.advisory)
      .map((row) => `${row.judgeId}\u0000${row.rubricId}\u0000${row.item}`),
  );
  const filter: JudgementFilter = (judgeId, rubricId, item) =>
    calibrated.has(`${judgeId}\u0000${rubricId}\u0000${item}`);
  cache.set(db, { key, filter });
  return filter;
}

/** The result without the judgements the filter rejects; panels and aggregates recomputed from the rest. */
function withoutHidden(result: ScoreResult, judgements: ItemJudgement[]): ScoreResult {
  const rubric = getRubric(result.rubricId, result.rubricVersion) ?? getRubric(result.rubricId);
  if (!rubric) return { ...result, judgements, panels: {}, aggregates: {} };
  const panels = Object.fromEntries(
    rubric.items
      .filter((item) => judgements.some((j) => j.item === item.id))
      .map((item) => [
        item.id,
        summarisePanel(
          item.scale,
          judgements.filter((j) => j.item === item.id),
        ),
      ]),
  );
  const aggregates = Object.fromEntries(
    Object.keys(result.aggregates).map((judgeId) => [
      judgeId,
      computeAggregates(
        rubric,
        Object.fromEntries(judgements.filter((j) => j.judgeId === judgeId).map((j) => [j.item, j.score])),
      ),
    ]),
  );
  return { ...result, judgements, panels, aggregates };
}

/** One rubric's feedback as a trainee may see it with advisory hiding on. */
export function hideAdvisory(feedback: VersionFeedback, visible: JudgementFilter): VersionFeedback {
  if (!feedback.result) return { ...feedback, advisoryItems: [] };
  const kept = feedback.result.judgements.filter((j) => visible(j.judgeId, feedback.rubricId, j.item));
  const hidden = feedback.result.judgements.filter((j) => !kept.includes(j));
  const advisoryItems = [...new Set(hidden.map((j) => j.item))];
  const rubric = getRubric(feedback.rubricId);
  if (rubric)
    advisoryItems.sort((a, b) => rubric.items.findIndex((i) => i.id === a) - rubric.items.findIndex((i) => i.id === b));
  return {
    ...feedback,
    result: hidden.length === 0 ? feedback.result : withoutHidden(feedback.result, kept),
    advisoryItems,
  };
}
