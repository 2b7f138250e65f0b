// SQL for supervisor reviews (one per attempt and reviewer), the final rating per rubric item and
// the comments anchored to the reply or critique: plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { CommentTarget, ReviewComment } from '../../../shared/domain/review';

export type ReviewRow = {
  id: number;
  attempt_id: number;
  reviewer_id: number | null;
  blind_submitted_at: string | null;
  overall_comment: string;
  released_at: string | null;
  created_at: string;
  updated_at: string;
};

export type FinalRow = {
  rubric_id: string;
  item: string;
  option_code: string;
  score: number | null;
  source: 'supervisor' | 'judge';
  judge_id: string | null;
};

type CommentRow = {
  id: number;
  review_id: number;
  target: CommentTarget;
  start: number;
  end: number;
  quote: string;
  body: string;
  author_name: string | null;
  created_at: string;
};

const now = (): string => new Date().toISOString();

export const getReview = (db: Database, attemptId: number, reviewerId: number) =>
  db.prepare('SELECT * FROM review WHERE attempt_id = ? AND reviewer_id = ?').get(attemptId, reviewerId) as
    ReviewRow | undefined;

/** The reviewer's review of the attempt, started (empty) when there is none yet. */
export function ensureReview(db: Database, attemptId: number, reviewerId: number): ReviewRow {
  db.prepare('INSERT OR IGNORE INTO review (attempt_id, reviewer_id) VALUES (?, ?)').run(attemptId, reviewerId);
  return getReview(db, attemptId, reviewerId)!;
}

/** Sets the named columns and updated_at; column names come from this module's callers, never from requests. */
export function updateReview(
  db: Database,
  id: number,
  fields: Partial<Pick<ReviewRow, 'blind_submitted_at' | 'overall_comment' | 'released_at'>>,
): void {
  const set = [...Object.keys(fields).map((c) => `${c} = @${c}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE review SET ${set} WHERE id = @id`).run({ ...fields, updated_at: now(), id });
}

/** Has this reviewer submitted a blind rating of the attempt (so the AI scores may be shown to them)? */
export const blindSubmittedBy = (db: Database, attemptId: number, reviewerId: number): boolean =>
  !!db
    .prepare('SELECT 1 FROM review WHERE attempt_id = ? AND reviewer_id = ? AND blind_submitted_at IS NOT NULL')
    .get(attemptId, reviewerId);

/** Released reviews of an attempt with their reviewers' names, first released first. */
export const releasedReviewRows = (db: Database, attemptId: number) =>
  db
    .prepare(
      // Feedback that arrived in a file (exchange_feedback) names its reviewer there: no profile exists here.
      `SELECT r.*, coalesce(p.display_name, xf.reviewer_name) AS reviewer_name FROM review r
       LEFT JOIN profile p ON p.id = r.reviewer_id LEFT JOIN exchange_feedback xf ON xf.review_id = r.id
       WHERE r.attempt_id = ? AND r.released_at IS NOT NULL ORDER BY r.released_at, r.id`,
    )
    .all(attemptId) as (ReviewRow & { reviewer_name: string | null })[];

export const releasedReviewCount = (db: Database, attemptId: number): number =>
  (
    db.prepare('SELECT count(*) AS n FROM review WHERE attempt_id = ? AND released_at IS NOT NULL').get(attemptId) as {
      n: number;
    }
  ).n;

/** How many reviewers have submitted a blind rating of the attempt. */
export const blindReviewerCount = (db: Database, attemptId: number): number =>
  (
    db
      .prepare('SELECT count(*) AS n FROM review WHERE attempt_id = ? AND blind_submitted_at IS NOT NULL')
      .get(attemptId) as { n: number }
  ).n;

/** The final ratings of a review, by "rubric id \u0000 item". */
export function finalsOf(db: Database, reviewId: number): Map<string, FinalRow> {
  const rows = db
    .prepare('SELECT rubric_id, item, option_code, score, source, judge_id FROM review_final WHERE review_id = ?')
    .all(reviewId) as FinalRow[];
  return new Map(rows.map((r) => [itemKey(r.rubric_id, r.item), r]));
}

export const itemKey = (rubricId: string, item: string): string => `${rubricId}\u0000${item}`;

export function setFinal(db: Database, reviewId: number, f: FinalRow): void {
  db.prepare(
    `INSERT INTO review_final (review_id, rubric_id, item, option_code, score, source, judge_id) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (review_id, rubric_id, item) DO UPDATE SET option_code = excluded.option_code, score = excluded.score, source = excluded.source, judge_id = excluded.judge_id`,
  ).run(reviewId, f.rubric_id, f.item, f.option_code, f.score, f.source, f.judge_id);
}

const toComment = (r: CommentRow): ReviewComment => ({
  id: r.id,
  target: r.target,
  start: r.start,
  end: r.end,
  quote: r.quote,
  body: r.body,
  authorName: r.author_name,
  createdAt: r.created_at,
});

/** A review's comments in text order (reply first, then critique). */
export function commentsOf(db: Database, reviewId: number): ReviewComment[] {
  const rows = db
    .prepare(
      `SELECT c.*, coalesce(p.display_name, xf.reviewer_name) AS author_name FROM review_comment c JOIN review r ON r.id = c.review_id
       LEFT JOIN profile p ON p.id = r.reviewer_id LEFT JOIN exchange_feedback xf ON xf.review_id = r.id
       WHERE c.review_id = ? ORDER BY c.target DESC, c.start, c."end", c.id`,
    )
    .all(reviewId) as CommentRow[];
  return rows.map(toComment);
}

export function insertComment(
  db: Database,
  c: {
    reviewId: number;
    target: CommentTarget;
    versionId: number | null;
    start: number;
    end: number;
    quote: string;
    body: string;
  },
): number {
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO review_comment (review_id, target, version_id, start, "end", quote, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(c.reviewId, c.target, c.versionId, c.start, c.end, c.quote, c.body);
  return Number(lastInsertRowid);
}

/** A comment with the attempt and reviewer of its review. */
export const getCommentOwner = (db: Database, commentId: number) =>
  db
    .prepare(
      'SELECT c.id, r.attempt_id, r.reviewer_id FROM review_comment c JOIN review r ON r.id = c.review_id WHERE c.id = ?',
    )
    .get(commentId) as { id: number; attempt_id: number; reviewer_id: number | null } | undefined;

export const deleteComment = (db: Database, commentId: number): void =>
  void db.prepare('DELETE FROM review_comment WHERE id = ?').run(commentId);
