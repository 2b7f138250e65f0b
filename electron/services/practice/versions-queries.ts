// SQL for draft versions and the AI feedback on each (one row per rubric, its status; the judgements
// themselves are the linked rows of the one judgement store): plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { FeedbackStatus, VersionFeedback } from '../../../shared/domain/practice';
import { getRubric } from '../../../shared/rubrics/registry';
import { buildScoreResult } from '../../../shared/scoring/score-result';
import { nowIso } from './attempts-queries';
import { linkedJudgements, toItemJudgement } from './feedback-links';

export type VersionRow = {
  id: number;
  attempt_id: number;
  number: number;
  text: string;
  word_count: number;
  for_feedback: number;
  submitted_at: string;
};
type FeedbackRow = {
  version_id: number;
  rubric_id: string;
  status: FeedbackStatus;
  error_message: string | null;
  updated_at: string;
};

export const getVersionRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM draft_version WHERE id = ?').get(id) as VersionRow | undefined;

export const listVersionRows = (db: Database, attemptId: number) =>
  db.prepare('SELECT * FROM draft_version WHERE attempt_id = ? ORDER BY number').all(attemptId) as VersionRow[];

export function insertVersion(
  db: Database,
  v: { attemptId: number; text: string; wordCount: number; forFeedback: boolean; submittedAt: string },
): number {
  const { next } = db
    .prepare('SELECT coalesce(max(number), 0) + 1 AS next FROM draft_version WHERE attempt_id = ?')
    .get(v.attemptId) as { next: number };
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO draft_version (attempt_id, number, text, word_count, for_feedback, submitted_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(v.attemptId, next, v.text, v.wordCount, v.forFeedback ? 1 : 0, v.submittedAt);
  return Number(lastInsertRowid);
}

/**
 * Feedback of the given versions, by version id, in rubric order as they were created; each result is
 * built from the judgement rows the feedback links to (null when none is linked yet).
 */
export function feedbackByVersion(db: Database, versionIds: readonly number[]): Map<number, VersionFeedback[]> {
  const byVersion = new Map<number, VersionFeedback[]>(versionIds.map((id) => [id, []]));
  if (versionIds.length === 0) return byVersion;
  const rows = db
    .prepare(
      `SELECT * FROM version_feedback WHERE version_id IN (${versionIds.map(() => '?').join(',')}) ORDER BY version_id, rowid`,
    )
    .all(...versionIds) as FeedbackRow[];
  const links = linkedJudgements(db, versionIds);
  for (const r of rows) {
    const linked = links.get(r.version_id)?.get(r.rubric_id) ?? [];
    const version = linked[0]?.judgement.rubricVersion;
    const rubric = getRubric(r.rubric_id, version) ?? getRubric(r.rubric_id);
    byVersion.get(r.version_id)?.push({
      rubricId: r.rubric_id,
      status: r.status,
      result:
        linked.length === 0 || !rubric
          ? null
          : buildScoreResult(rubric, linked.map(toItemJudgement), { cancelled: r.status === 'cancelled' }),
      errorMessage: r.error_message,
      updatedAt: r.updated_at,
    });
  }
  return byVersion;
}

/** Adds a pending row for each rubric the version has none for yet. */
export function ensureFeedbackRows(db: Database, versionId: number, rubricIds: readonly string[]): void {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO version_feedback (version_id, rubric_id, status, updated_at) VALUES (?, ?, 'pending', ?)",
  );
  const at = nowIso();
  for (const rubricId of rubricIds) insert.run(versionId, rubricId, at);
}

export function setFeedback(
  db: Database,
  versionId: number,
  rubricId: string,
  f: { status: FeedbackStatus; errorMessage?: string | null },
): void {
  db.prepare(
    'UPDATE version_feedback SET status = ?, error_message = ?, updated_at = ? WHERE version_id = ? AND rubric_id = ?',
  ).run(f.status, f.errorMessage ?? null, nowIso(), versionId, rubricId);
}
