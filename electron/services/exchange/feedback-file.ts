// Feedback files: after release, one file per trainee holding only that trainee's released reviews
// (final ratings per item, comments anchored to their reply or critique, the overall comment and the
// reviewer's name). The trainee opens it on their computer and sees it under My progress and on the
// attempt exactly as if the review had been written there. Opening the same file again changes
// nothing; a file from a later release replaces the earlier copy of that review.
import type { Database } from 'better-sqlite3';
import { feedbackPayloadSchema, type FeedbackPayload } from '../../../shared/exchange/schemas';
import type { FeedbackExport, FeedbackImportReport } from '../../../shared/exchange/types';
import { FEEDBACK_FILE } from '../../../shared/file-types';
import { requireProfile, requireRole, type Caller } from '../caller';
import { AppError } from '../errors';
import { attemptRowsOf } from '../practice/attempts-queries';
import { releasedReviewRows } from '../review/queries';
import { releasedReviews } from '../review/released';
import { canonicalJson, readExchangeFile, sha256Hex, writeExchangeFile } from './codec';
import { attemptUid, personOf } from './identity';
import { exchangeExerciseOf } from './queries';

type CommentRow = {
  target: 'reply' | 'critique';
  number: number | null;
  start: number;
  end: number;
  quote: string;
  body: string;
  created_at: string;
};

/** The released feedback of one imported trainee on one exercise (supervisors and instructors). */
export function exportFeedback(
  db: Database,
  caller: Caller,
  args: { profileId: number; exerciseId: number },
): FeedbackExport {
  requireRole(caller, ['supervisor', 'instructor']);
  const person = personOf(db, args.profileId);
  if (!person || person.origin !== 'imported')
    throw new AppError('invalid_request', 'Feedback files are for trainees whose work arrived in submission files.');
  const ref = exchangeExerciseOf(db, args.exerciseId);
  if (!ref)
    throw new AppError('not_found', 'This exercise did not travel in a file, so there is nobody to send feedback to.');
  const exercise = db.prepare('SELECT title FROM exercise WHERE id = ?').get(args.exerciseId) as { title: string };
  const attempts = db
    .prepare(
      `SELECT a.id, a.config, x.origin_uid FROM attempt a JOIN exchange_attempt x ON x.attempt_id = a.id
       WHERE a.profile_id = ? AND a.exercise_id = ? ORDER BY a.id`,
    )
    .all(args.profileId, args.exerciseId) as { id: number; config: string; origin_uid: string }[];
  const reviews: FeedbackPayload['reviews'] = [];
  for (const attempt of attempts) {
    const rows = releasedReviewRows(db, attempt.id);
    releasedReviews(db, attempt).forEach((released, index) => {
      const comments = db
        .prepare(
          `SELECT c.target, v.number, c.start, c."end", c.quote, c.body, c.created_at FROM review_comment c
           LEFT JOIN draft_version v ON v.id = c.version_id WHERE c.review_id = ? ORDER BY c.id`,
        )
        .all(rows[index]!.id) as CommentRow[];
      reviews.push({
        attemptUid: attempt.origin_uid,
        reviewerName: released.supervisorName,
        releasedAt: released.releasedAt,
        overallComment: released.overallComment,
        finals: released.finalRatings.map((f) => ({
          rubricId: f.rubricId,
          item: f.item,
          optionCode: f.option,
          score: f.score,
        })),
        comments: comments.map((c) => ({
          target: c.target,
          versionNumber: c.number,
          start: c.start,
          end: c.end,
          quote: c.quote,
          body: c.body,
          createdAt: c.created_at,
        })),
      });
    });
  }
  if (reviews.length === 0)
    throw new AppError('conflict', `${person.shown_name} has no released review on this exercise yet.`);
  const payload: FeedbackPayload = {
    exercise: { programmeId: ref.programme_id, uid: ref.uid, version: ref.file_version, title: exercise.title },
    trainee: { pseudonym: person.pseudonym },
    reviews,
  };
  const safeName = person.shown_name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 30);
  return {
    fileName: `feedback-${safeName || 'trainee'}-${new Date().toISOString().slice(0, 10)}.${FEEDBACK_FILE.extension}`,
    content: writeExchangeFile('feedback', payload),
    trainee: person.shown_name,
    reviews: reviews.length,
    comments: reviews.reduce((n, r) => n + r.comments.length, 0),
  };
}

/** Opens a feedback file on the trainee's computer; only the trainee it is for may open it. */
export function importFeedback(
  db: Database,
  caller: Caller,
  args: { fileName: string; content: string },
): FeedbackImportReport {
  const profile = requireProfile(caller);
  const { payload } = readExchangeFile(args.fileName, args.content, 'feedback', feedbackPayloadSchema);
  const person = db
    .prepare("SELECT * FROM exchange_person WHERE pseudonym = ? AND origin = 'local'")
    .get(payload.trainee.pseudonym) as { profile_id: number } | undefined;
  if (!person || person.profile_id !== profile.id)
    throw new AppError('forbidden', `${args.fileName} holds feedback for someone else, so it was not opened.`, {
      reason: 'other_trainee',
    });
  const ref = db
    .prepare('SELECT exercise_id FROM exchange_exercise WHERE programme_id = ? AND uid = ?')
    .get(payload.exercise.programmeId, payload.exercise.uid) as { exercise_id: number } | undefined;
  if (!ref)
    throw new AppError(
      'not_found',
      `${args.fileName} is feedback on "${payload.exercise.title}", which is not on this computer.`,
      {
        reason: 'unknown_exercise',
      },
    );
  const pseudonym = payload.trainee.pseudonym;
  const attempts = new Map(
    attemptRowsOf(db, profile.id)
      .filter((a) => a.exercise_id === ref.exercise_id)
      .map((a) => [attemptUid(pseudonym, a.id), a.id]),
  );
  const report: FeedbackImportReport = {
    fileName: args.fileName,
    exercise: payload.exercise.title,
    reviews: 0,
    comments: 0,
    unchanged: 0,
  };
  db.transaction(() => {
    for (const review of payload.reviews) {
      const attemptId = attempts.get(review.attemptUid);
      if (attemptId === undefined)
        throw new AppError('not_found', `${args.fileName} refers to an attempt that is not on this computer.`);
      const hash = sha256Hex(canonicalJson(review));
      const earlier = db
        .prepare(
          `SELECT x.review_id, x.content_hash FROM exchange_feedback x JOIN review r ON r.id = x.review_id
           WHERE r.attempt_id = ? AND r.released_at = ?`,
        )
        .get(attemptId, review.releasedAt) as { review_id: number; content_hash: string } | undefined;
      if (earlier?.content_hash === hash) {
        report.unchanged++;
        continue;
      }
      if (earlier) db.prepare('DELETE FROM review WHERE id = ?').run(earlier.review_id);
      const reviewId = Number(
        db
          .prepare(
            'INSERT INTO review (attempt_id, reviewer_id, blind_submitted_at, overall_comment, released_at) VALUES (?, NULL, ?, ?, ?)',
          )
          .run(attemptId, review.releasedAt, review.overallComment, review.releasedAt).lastInsertRowid,
      );
      db.prepare('INSERT INTO exchange_feedback (review_id, reviewer_name, content_hash) VALUES (?, ?, ?)').run(
        reviewId,
        review.reviewerName,
        hash,
      );
      const final = db.prepare(
        "INSERT INTO review_final (review_id, rubric_id, item, option_code, score, source) VALUES (?, ?, ?, ?, ?, 'supervisor')",
      );
      for (const f of review.finals) final.run(reviewId, f.rubricId, f.item, f.optionCode, f.score);
      const versionId = db.prepare('SELECT id FROM draft_version WHERE attempt_id = ? AND number = ?');
      const comment = db.prepare(
        'INSERT INTO review_comment (review_id, target, version_id, start, "end", quote, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const c of review.comments) {
        const version =
          c.versionNumber === null
            ? undefined
            : (versionId.get(attemptId, c.versionNumber) as { id: number } | undefined);
        comment.run(reviewId, c.target, version?.id ?? null, c.start, c.end, c.quote, c.body, c.createdAt);
        report.comments++;
      }
      report.reviews++;
    }
  })();
  return report;
}
