// Undoing a submission import: attempts it added are removed, attempts it updated go back to what
// they were (versions it added removed), and so do role-play conversations. When any of them has been reviewed, nothing happens until
// the person confirms; then the reviews' ratings, finals and comments are kept as a record in the
// batch before the attempts go.
import type { Database } from 'better-sqlite3';
import type { SubmissionBatch, UndoSubmissionsResult } from '../../../shared/exchange/types';
import { AppError } from '../errors';
import { undoRoleplays } from './roleplay-exchange';
import type { SubmissionUndo } from './submission-import';

type BatchRow = { id: number; files: string; undo_data: string; created_at: string; undone_at: string | null };

const undoOf = (row: BatchRow): SubmissionUndo => ({
  created: [],
  createdProfiles: [],
  updated: [],
  createdRoleplays: [],
  updatedRoleplays: [],
  ...(JSON.parse(row.undo_data) as Partial<SubmissionUndo>),
});

/** Reviews touching what the batch added: on added attempts, or on versions it added to existing ones. */
function reviewsAffected(db: Database, undo: SubmissionUndo): { attemptId: number; reviewIds: number[] }[] {
  const out: { attemptId: number; reviewIds: number[] }[] = [];
  const reviews = db.prepare('SELECT id FROM review WHERE attempt_id = ? AND blind_submitted_at IS NOT NULL');
  for (const attemptId of undo.created) {
    const ids = (reviews.all(attemptId) as { id: number }[]).map((r) => r.id);
    if (ids.length) out.push({ attemptId, reviewIds: ids });
  }
  for (const u of undo.updated) {
    const rated = db
      .prepare(
        "SELECT 1 FROM rating r JOIN draft_version v ON v.id = r.target_id WHERE r.target_type = 'draft_version' AND r.role = 'supervisor' AND v.attempt_id = ? AND v.number > ? LIMIT 1",
      )
      .get(u.attemptId, u.maxVersion);
    if (rated)
      out.push({ attemptId: u.attemptId, reviewIds: (reviews.all(u.attemptId) as { id: number }[]).map((r) => r.id) });
  }
  return out;
}

function reviewRecord(db: Database, attemptId: number, reviewIds: number[]) {
  return {
    attemptId,
    reviews: reviewIds.map((id) => ({
      review: db.prepare('SELECT * FROM review WHERE id = ?').get(id),
      finals: db.prepare('SELECT * FROM review_final WHERE review_id = ?').all(id),
      comments: db.prepare('SELECT * FROM review_comment WHERE review_id = ?').all(id),
    })),
    ratings: db.prepare("SELECT * FROM rating WHERE attempt_id = ? AND role = 'supervisor'").all(attemptId),
  };
}

export function listSubmissionBatches(db: Database): SubmissionBatch[] {
  const rows = db
    .prepare("SELECT * FROM exchange_batch WHERE kind = 'submissions' ORDER BY id DESC")
    .all() as BatchRow[];
  return rows.map((row) => {
    const undo = undoOf(row);
    return {
      id: row.id,
      createdAt: row.created_at,
      undoneAt: row.undone_at,
      files: (JSON.parse(row.files) as string[]).length,
      attempts: undo.created.length + undo.updated.length,
      reviewed: row.undone_at ? 0 : reviewsAffected(db, undo).length,
    };
  });
}

export function undoSubmissions(db: Database, batchId: number, confirm: boolean): UndoSubmissionsResult {
  const row = db.prepare("SELECT * FROM exchange_batch WHERE id = ? AND kind = 'submissions'").get(batchId) as
    BatchRow | undefined;
  if (!row) throw new AppError('not_found', `There is no submission import with id ${batchId}.`);
  if (row.undone_at) throw new AppError('conflict', 'This import has already been undone.');
  const undo = undoOf(row);
  const affected = reviewsAffected(db, undo);
  if (affected.length > 0 && !confirm)
    return { needsConfirmation: true, reviewed: affected.length, removed: 0, restored: 0 };
  let removed = 0;
  let restored = 0;
  db.transaction(() => {
    const record = affected.map((a) => reviewRecord(db, a.attemptId, a.reviewIds));
    for (const u of [...undo.updated].reverse()) {
      const added = db
        .prepare('SELECT id FROM draft_version WHERE attempt_id = ? AND number > ?')
        .all(u.attemptId, u.maxVersion) as { id: number }[];
      for (const v of added) {
        db.prepare("DELETE FROM rating WHERE target_type = 'draft_version' AND target_id = ?").run(v.id);
        db.prepare('DELETE FROM draft_version WHERE id = ?').run(v.id);
      }
      const r = u.row;
      db.prepare(
        `UPDATE attempt SET status = ?, stage = ?, emotions = ?, spot_submitted_at = ?, skip_reason = ?, skipped_at = ?,
           completed_at = ?, updated_at = ? WHERE id = ?`,
      ).run(
        r.status,
        r.stage,
        r.emotions,
        r.spot_submitted_at,
        r.skip_reason,
        r.skipped_at,
        r.completed_at,
        r.updated_at,
        u.attemptId,
      );
      db.prepare('DELETE FROM signal_mark WHERE attempt_id = ?').run(u.attemptId);
      const mark = db.prepare(
        'INSERT INTO signal_mark (attempt_id, start, "end", phrase, kind, label) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (const m of u.marks as { start: number; end: number; phrase: string; kind: string; label: string }[])
        mark.run(u.attemptId, m.start, m.end, m.phrase, m.kind, m.label);
      db.prepare('DELETE FROM critique WHERE attempt_id = ?').run(u.attemptId);
      if (u.critique) {
        const c = u.critique;
        db.prepare(
          'INSERT INTO critique (attempt_id, response_id, response_text, text, submitted_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(u.attemptId, c.response_id, c.response_text, c.text, c.submitted_at, c.updated_at);
      }
      db.prepare("DELETE FROM rating WHERE attempt_id = ? AND role = 'self' AND target_type = 'response'").run(
        u.attemptId,
      );
      for (const x of u.ratings)
        db.prepare(
          'INSERT INTO rating (target_type, target_id, attempt_id, rubric_id, rubric_version, item, role, rater_id, option_code, score, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(
          x.target_type,
          x.target_id,
          x.attempt_id,
          x.rubric_id,
          x.rubric_version,
          x.item,
          x.role,
          x.rater_id,
          x.option_code,
          x.score,
          x.note,
        );
      db.prepare('UPDATE exchange_attempt SET content_hash = ?, origin_updated_at = ? WHERE attempt_id = ?').run(
        u.hash,
        u.updatedAt,
        u.attemptId,
      );
      restored++;
    }
    for (const attemptId of undo.created) {
      // Supervisor ratings point at versions without a foreign key: they go with the attempt.
      db.prepare(
        "DELETE FROM rating WHERE target_type = 'draft_version' AND target_id IN (SELECT id FROM draft_version WHERE attempt_id = ?)",
      ).run(attemptId);
      removed += db.prepare('DELETE FROM attempt WHERE id = ?').run(attemptId).changes;
    }
    undoRoleplays(db, undo);
    for (const profileId of undo.createdProfiles) {
      const left =
        db.prepare('SELECT 1 FROM attempt WHERE profile_id = ? LIMIT 1').get(profileId) ??
        db.prepare('SELECT 1 FROM roleplay_session WHERE profile_id = ? LIMIT 1').get(profileId);
      if (!left) db.prepare('DELETE FROM profile WHERE id = ?').run(profileId);
    }
    db.prepare(
      "UPDATE exchange_batch SET undone_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), undone_reviews = ? WHERE id = ?",
    ).run(record.length ? JSON.stringify(record) : null, batchId);
  })();
  return { needsConfirmation: false, reviewed: affected.length, removed, restored };
}
