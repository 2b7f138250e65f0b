// What a review is about: a completed attempt of someone else, its final (last) version, its
// critique, and the rubrics rated (the exercise's rubrics, and Rubric B always). Checked once per call.
import type { Database } from 'better-sqlite3';
import type { ExerciseConfig, ScenarioSnapshot } from '../../../shared/domain/practice';
import { AppError } from '../errors';
import { requireAttempt } from '../practice/access';
import { parseSnapshot, type Viewer } from '../practice/attempt-state';
import type { AttemptRow } from '../practice/attempts-queries';
import { parseConfig } from '../practice/config';
import { getCritiqueRow, type CritiqueRow } from '../practice/critique-queries';
import type { VersionRow } from '../practice/versions-queries';
import { critiqueRubric } from '../ratings/critique';
import { reviewRubricIds } from './review-rubrics';

export { REVIEW_RUBRIC_ID, reviewRubricIds } from './review-rubrics';

export type ReviewContext = {
  row: AttemptRow;
  config: ExerciseConfig;
  snapshot: ScenarioSnapshot;
  final: VersionRow;
  critique: CritiqueRow | null;
  /** The Standard response the critique rates (null without a critique or a response). */
  critiqueTargetId: number | null;
  rubricIds: string[];
};

export const finalVersionRow = (db: Database, attemptId: number) =>
  db.prepare('SELECT * FROM draft_version WHERE attempt_id = ? ORDER BY number DESC LIMIT 1').get(attemptId) as
    VersionRow | undefined;

/**
 * The attempt as a review sees it. Only completed attempts with at least one version are reviewed
 * (in-progress and skipped ones are not: the trainee may still change them); nobody reviews their own.
 */
export function reviewContext(db: Database, attemptId: number, viewer: Viewer): ReviewContext {
  const row = requireAttempt(db, attemptId);
  if (row.profile_id === viewer.id) throw new AppError('forbidden', 'You cannot review your own attempt.');
  if (row.status !== 'completed') {
    throw new AppError(
      'conflict',
      `Only completed attempts can be reviewed; this one is ${row.status === 'skipped' ? 'skipped' : 'still in progress'}.`,
    );
  }
  const final = finalVersionRow(db, row.id);
  if (!final) throw new AppError('conflict', 'This attempt has no reply to review.');
  const config = parseConfig(row.config);
  const critique = getCritiqueRow(db, row.id) ?? null;
  const critiqueTargetId = critique ? critiqueRubric(db, row.id, critique.response_id).targetId : null;
  return {
    row,
    config,
    snapshot: parseSnapshot(row.scenario_snapshot),
    final,
    critique,
    critiqueTargetId,
    rubricIds: reviewRubricIds(config),
  };
}
