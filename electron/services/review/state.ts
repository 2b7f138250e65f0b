// A review as the API returns it (ReviewState) for one reviewer: the trainee's final reply and
// critique, the reviewer's blind ratings, comments and overall comment, and, only once the blind
// rating is submitted, the reconcile view with the judges' scores.
import type { Database } from 'better-sqlite3';
import type { ScoreResult } from '../../../shared/domain/judging';
import type { ReviewState, ReviewStatus } from '../../../shared/domain/review';
import { feedbackByVersion } from '../practice/versions-queries';
import { CRITIQUE_RUBRIC_ID } from '../ratings/critique';
import { critiqueRatings } from '../ratings/queries';
import { blindRatingsOf, replyCodes } from './blind-ratings';
import type { ReviewContext } from './context';
import { reconcileItems } from './reconcile';
import { commentsOf, finalsOf, getReview, type ReviewRow } from './queries';

export const reviewStatusOf = (
  review: Pick<ReviewRow, 'blind_submitted_at' | 'released_at'> | undefined,
): ReviewStatus => (!review?.blind_submitted_at ? 'awaiting' : review.released_at ? 'released' : 'blind_done');

/** The stored AI results of a version, by rubric id (rubrics never scored are absent). */
export function resultsOf(db: Database, versionId: number): Map<string, ScoreResult> {
  const feedback = feedbackByVersion(db, [versionId]).get(versionId) ?? [];
  return new Map(feedback.flatMap((f) => (f.result ? [[f.rubricId, f.result] as const] : [])));
}

export function reviewState(
  db: Database,
  ctx: ReviewContext,
  reviewerId: number,
  labelOf: (judgeId: string) => string,
): ReviewState {
  const { row, snapshot, final, critique } = ctx;
  const review = getReview(db, row.id, reviewerId);
  const trainee = db
    .prepare('SELECT id, display_name AS name, cohort FROM profile WHERE id = ?')
    .get(row.profile_id) as { id: number; name: string; cohort: string | null };
  const exercise = db.prepare('SELECT title FROM exercise WHERE id = ?').get(row.exercise_id) as { title: string };
  const blind = blindRatingsOf(db, {
    attemptId: row.id,
    reviewerId,
    versionId: final.id,
    critiqueTargetId: ctx.critiqueTargetId,
  });
  const submitted = review?.blind_submitted_at ?? null;
  return {
    attemptId: row.id,
    trainee,
    exerciseId: row.exercise_id,
    exerciseTitle: exercise.title,
    scenario: {
      title: snapshot.title,
      cultureId: snapshot.cultureId,
      cultureName: snapshot.cultureName,
      language: snapshot.language,
      postText: snapshot.postText,
    },
    rubricIds: ctx.rubricIds,
    finalVersion: { id: final.id, number: final.number, text: final.text, submittedAt: final.submitted_at },
    critique: critique
      ? {
          text: critique.text,
          responseId: critique.response_id,
          responseText: critique.response_text,
          traineeRatings: critiqueRatings(db, row.id, CRITIQUE_RUBRIC_ID),
        }
      : null,
    status: reviewStatusOf(review),
    blind: { reply: replyCodes(blind.reply), critique: blind.critique, submittedAt: submitted },
    // Blind first: nothing the judges said reaches the reviewer before their own rating is submitted.
    reconcile:
      submitted === null
        ? null
        : reconcileItems({
            rubricIds: ctx.rubricIds,
            blind: blind.reply,
            results: resultsOf(db, final.id),
            finals: review ? finalsOf(db, review.id) : new Map(),
            labelOf,
          }),
    comments: review ? commentsOf(db, review.id) : [],
    overallComment: review?.overall_comment ?? '',
    releasedAt: review?.released_at ?? null,
  };
}
