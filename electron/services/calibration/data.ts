// What calibration compares: supervisors' blind ratings of draft versions (rating rows of role
// 'supervisor' belonging to a submitted blind review by the same person) and the judges' usable
// (status ok) judgements of the same versions: the judgement rows their feedback links to.
import type { Database } from 'better-sqlite3';

export type SupervisorRating = { versionId: number; raterId: number; rubricId: string; item: string; option: string };
export type JudgeRating = {
  versionId: number;
  judgeId: string;
  rubricId: string;
  item: string;
  score: number | null;
  option: string | null;
};
export type CalibrationData = { supervisors: SupervisorRating[]; judges: JudgeRating[] };

const BLIND_RATINGS = `
  SELECT r.target_id AS versionId, r.rater_id AS raterId, r.rubric_id AS rubricId, r.item, r.option_code AS option
  FROM rating r
  JOIN review rv ON rv.attempt_id = r.attempt_id AND rv.reviewer_id = r.rater_id AND rv.blind_submitted_at IS NOT NULL
  WHERE r.role = 'supervisor' AND r.target_type = 'draft_version'`;

export function calibrationData(db: Database): CalibrationData {
  const supervisors = db.prepare(`${BLIND_RATINGS} ORDER BY r.target_id, r.rater_id`).all() as SupervisorRating[];
  // The judges' side: the judgement rows each rated version's feedback links to (the one store).
  const judges = db
    .prepare(
      `SELECT l.version_id AS versionId, j.judge_id AS judgeId, l.rubric_id AS rubricId, j.item, j.score, j.option_code AS option
       FROM feedback_judgement l JOIN judgement j ON j.id = l.judgement_id
       WHERE j.status = 'ok' AND l.version_id IN (SELECT versionId FROM (${BLIND_RATINGS}))
       ORDER BY l.version_id, l.rowid`,
    )
    .all() as JudgeRating[];
  return { supervisors, judges };
}

/**
 * A key that changes whenever anything calibration reads may have changed (ratings, reviews,
 * judgements, profiles, the threshold), so results can be kept until then.
 */
export function calibrationDataKey(db: Database): string {
  const row = db
    .prepare(
      `SELECT
         (SELECT count(*) || '/' || ifnull(max(updated_at), '') FROM rating WHERE role = 'supervisor') AS ratings,
         (SELECT count(*) || '/' || ifnull(max(blind_submitted_at), '') || '/' || ifnull(max(id), 0) FROM review WHERE blind_submitted_at IS NOT NULL) AS reviews,
         (SELECT count(*) || '/' || ifnull(max(updated_at), '') FROM version_feedback) AS feedback,
         (SELECT count(*) || '/' || ifnull(max(rowid), 0) FROM feedback_judgement) AS links,
         (SELECT count(*) || '/' || ifnull(max(created_at), '') FROM judgement) AS judgements,
         (SELECT count(*) || '/' || ifnull(max(id), 0) FROM profile) AS profiles,
         (SELECT ifnull(max(value), '') FROM app_setting WHERE key = 'calibration.threshold') AS threshold`,
    )
    .get() as Record<string, string>;
  return Object.values(row).join('|');
}
