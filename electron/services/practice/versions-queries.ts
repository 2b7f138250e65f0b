// SQL for draft versions and the AI feedback on each (one row per rubric): plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { ScoreResult } from '../../../shared/domain/judging';
import type { FeedbackStatus, VersionFeedback } from '../../../shared/domain/practice';
import { nowIso } from './attempts-queries';

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
  result: string | null;
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

/** Feedback of the given versions, by version id, in rubric order as they were created. */
export function feedbackByVersion(db: Database, versionIds: readonly number[]): Map<number, VersionFeedback[]> {
  const byVersion = new Map<number, VersionFeedback[]>(versionIds.map((id) => [id, []]));
  if (versionIds.length === 0) return byVersion;
  const rows = db
    .prepare(
      `SELECT * FROM version_feedback WHERE version_id IN (${versionIds.map(() => '?').join(',')}) ORDER BY version_id, rowid`,
    )
    .all(...versionIds) as FeedbackRow[];
  for (const r of rows) {
    byVersion.get(r.version_id)?.push({
      rubricId: r.rubric_id,
      status: r.status,
      result: r.result === null ? null : (JSON.parse(r.result) as ScoreResult),
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
  f: { status: FeedbackStatus; result?: ScoreResult | null; errorMessage?: string | null },
): void {
  db.prepare(
    'UPDATE version_feedback SET status = ?, result = ?, error_message = ?, updated_at = ? WHERE version_id = ? AND rubric_id = ?',
  ).run(f.status, f.result ? JSON.stringify(f.result) : null, f.errorMessage ?? null, nowIso(), versionId, rubricId);
}
