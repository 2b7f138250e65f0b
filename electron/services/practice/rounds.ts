// Which feedback rounds an attempt has used: a version submitted for feedback uses a round while its
// scoring is still pending or running (a round interrupted by a restart resumes and keeps it), and
// afterwards only when at least one judge's score arrived. A round whose judges were all unreachable,
// or answered nothing usable, is given back.
import type { Database } from 'better-sqlite3';

/** Ids of the attempt's versions that use a feedback round, oldest first. */
export function roundVersionIds(db: Database, attemptId: number): number[] {
  const rows = db
    .prepare(
      `SELECT v.id FROM draft_version v
       WHERE v.attempt_id = ? AND v.for_feedback = 1 AND (
         NOT EXISTS (SELECT 1 FROM version_feedback f WHERE f.version_id = v.id)
         OR EXISTS (SELECT 1 FROM version_feedback f WHERE f.version_id = v.id AND f.status IN ('pending', 'running'))
         OR EXISTS (
           SELECT 1 FROM feedback_judgement l JOIN judgement j ON j.id = l.judgement_id
           WHERE l.version_id = v.id AND j.status = 'ok'))
       ORDER BY v.number`,
    )
    .all(attemptId) as { id: number }[];
  return rows.map((r) => r.id);
}

export const roundsUsed = (db: Database, attemptId: number): number => roundVersionIds(db, attemptId).length;
