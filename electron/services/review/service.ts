// Supervisor review of completed attempts, blind first: the reviewer rates the final reply (the
// exercise's rubrics and Rubric B) and the Standard response of the critique before any AI score is
// shown; once submitted, the ratings are locked and the reconcile view opens, where each item's final
// rating is the reviewer's own, an accepted judge's, or an override. Comments are anchored to spans of
// the reply or critique. Released reviews are what the trainee sees. Supervisors and instructors review.
import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type {
  blindRatingInputSchema,
  commentInputSchema,
  reconcileInputSchema,
  ReleasedReview,
  ReviewQueueFilter,
  ReviewQueueItem,
  ReviewState,
} from '../../../shared/domain/review';
import { findItem } from '../../../shared/rubrics/registry';
import { AppError } from '../errors';
import { assertReader, requireAttempt } from '../practice/access';
import type { Viewer } from '../practice/attempt-state';
import { CRITIQUE_RUBRIC_ID } from '../ratings/critique';
import { writeItemRatings } from '../ratings/queries';
import { optionScore, requireRatingRubric } from '../ratings/rubric-options';
import { requireProfile, requireRole, type Caller } from '../caller';
import { blindRatingsOf } from './blind-ratings';
import { REVIEW_RUBRIC_ID, reviewContext, type ReviewContext } from './context';
import * as q from './queries';
import { judgeOption } from './reconcile';
import { releasedReviews } from './released';
import { reviewQueue } from './queue';
import { resultsOf, reviewState } from './state';

export type BlindRatingInput = z.output<typeof blindRatingInputSchema>;
export type ReconcileInput = z.output<typeof reconcileInputSchema>;
export type CommentInput = z.output<typeof commentInputSchema>;

/** The judges' names for the reconcile view (a deleted judge shows its id). */
export type JudgeLabels = () => readonly { id: string; label: string }[];

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly judges: JudgeLabels,
  ) {}

  private reviewer(caller: Caller): Viewer {
    return requireRole(caller, ['supervisor', 'instructor']);
  }

  private labelOf(): (judgeId: string) => string {
    const labels = new Map(this.judges().map((j) => [j.id, j.label]));
    return (judgeId) => labels.get(judgeId) ?? judgeId;
  }

  private state(ctx: ReviewContext, reviewer: Viewer): ReviewState {
    return reviewState(this.db, ctx, reviewer.id, this.labelOf());
  }

  /** Completed attempts to review, filtered; this reviewer's awaiting ones first, then oldest completion first. */
  queue(caller: Caller, filter: ReviewQueueFilter): ReviewQueueItem[] {
    return reviewQueue(this.db, this.reviewer(caller).id, filter);
  }

  get(caller: Caller, attemptId: number): ReviewState {
    const reviewer = this.reviewer(caller);
    return this.state(reviewContext(this.db, attemptId, reviewer), reviewer);
  }

  /**
   * Saves the reviewer's ratings (null clears an item); submit locks them and opens the reconcile
   * view. Submitting needs every Rubric B item of the reply rated: the ratings are saved either way,
   * and the error names the items still missing. Nothing can be changed after submitting.
   */
  saveBlind(caller: Caller, input: BlindRatingInput): ReviewState {
    const reviewer = this.reviewer(caller);
    const ctx = reviewContext(this.db, input.attemptId, reviewer);
    if (q.getReview(this.db, ctx.row.id, reviewer.id)?.blind_submitted_at) {
      throw new AppError(
        'conflict',
        'Your blind rating of this attempt is already submitted and can no longer be changed.',
      );
    }
    const replyRubrics = Object.entries(input.reply).filter(
      ([, scores]) => scores && Object.keys(scores).length > 0,
    ) as [string, Record<string, string | null>][];
    for (const [rubricId] of replyRubrics) {
      if (!ctx.rubricIds.includes(rubricId))
        throw new AppError('invalid_request', `This review rates ${ctx.rubricIds.join(' and ')}, not ${rubricId}.`);
    }
    const critiqueRated = Object.keys(input.critique).length > 0;
    if (critiqueRated && ctx.critiqueTargetId === null)
      throw new AppError('invalid_request', 'This attempt has no critique of a Standard response to rate.');
    this.db.transaction(() => {
      const review = q.ensureReview(this.db, ctx.row.id, reviewer.id);
      for (const [rubricId, scores] of replyRubrics) {
        writeItemRatings(this.db, {
          targetType: 'draft_version',
          targetId: ctx.final.id,
          attemptId: ctx.row.id,
          rubric: requireRatingRubric(rubricId),
          role: 'supervisor',
          raterId: reviewer.id,
          scores,
        });
      }
      if (critiqueRated && ctx.critiqueTargetId !== null) {
        writeItemRatings(this.db, {
          targetType: 'response',
          targetId: ctx.critiqueTargetId,
          attemptId: ctx.row.id,
          rubric: requireRatingRubric(CRITIQUE_RUBRIC_ID),
          role: 'supervisor',
          raterId: reviewer.id,
          scores: input.critique,
        });
      }
      q.updateReview(this.db, review.id, {});
    })();
    if (input.submit) {
      const rated = blindRatingsOf(this.db, {
        attemptId: ctx.row.id,
        reviewerId: reviewer.id,
        versionId: ctx.final.id,
        critiqueTargetId: null,
      }).reply.get(REVIEW_RUBRIC_ID);
      const rubric = requireRatingRubric(REVIEW_RUBRIC_ID);
      const missing = rubric.items.filter((item) => !rated?.has(item.id));
      if (missing.length > 0) {
        throw new AppError(
          'invalid_request',
          `Your ratings are saved. To submit, also rate the reply on: ${missing.map((i) => i.name).join(', ')}.`,
          {
            missing: missing.map((i) => ({ rubricId: rubric.id, item: i.id })),
          },
        );
      }
      const review = q.ensureReview(this.db, ctx.row.id, reviewer.id);
      q.updateReview(this.db, review.id, { blind_submitted_at: new Date().toISOString() });
    }
    return this.state(ctx, reviewer);
  }

  /** Sets an item's final rating: a judge's (rounded onto the scale) or the reviewer's override. */
  reconcile(caller: Caller, input: ReconcileInput): ReviewState {
    const { ctx, reviewer, review } = this.submitted(caller, input.attemptId, 'Reconciling with the judges');
    if (!ctx.rubricIds.includes(input.rubricId))
      throw new AppError('invalid_request', `This review rates ${ctx.rubricIds.join(' and ')}, not ${input.rubricId}.`);
    const rubric = requireRatingRubric(input.rubricId);
    const item = findItem(rubric, input.item);
    if (!item) throw new AppError('invalid_request', `${rubric.name} has no item "${input.item}".`);
    let final: q.FinalRow;
    if ('accept' in input.decision) {
      const judgeId = input.decision.accept;
      const judgement = resultsOf(this.db, ctx.final.id)
        .get(rubric.id)
        ?.judgements.find((j) => j.item === item.id && j.judgeId === judgeId);
      const option = judgement ? judgeOption(item, judgement) : null;
      if (!option)
        throw new AppError(
          'invalid_request',
          `${this.labelOf()(judgeId)} gave no rating of ${item.name} on this reply to accept.`,
        );
      final = {
        rubric_id: rubric.id,
        item: item.id,
        option_code: option.code,
        score: option.score,
        source: 'judge',
        judge_id: judgeId,
      };
    } else {
      const code = input.decision.override;
      final = {
        rubric_id: rubric.id,
        item: item.id,
        option_code: code,
        score: optionScore(rubric, item.id, code),
        source: 'supervisor',
        judge_id: null,
      };
    }
    this.db.transaction(() => {
      q.setFinal(this.db, review.id, final);
      q.updateReview(this.db, review.id, {});
    })();
    return this.state(ctx, reviewer);
  }

  /** A comment on [start, end) of the final reply or of the critique; the quote is taken from the text. */
  addComment(caller: Caller, input: CommentInput): ReviewState {
    const reviewer = this.reviewer(caller);
    const ctx = reviewContext(this.db, input.attemptId, reviewer);
    const text = input.target === 'reply' ? ctx.final.text : ctx.critique?.text;
    if (text === undefined || text.trim() === '')
      throw new AppError('invalid_request', 'This attempt has no critique to comment on.');
    if (input.end > text.length) {
      throw new AppError(
        'invalid_request',
        `The comment's span (${input.start}-${input.end}) lies outside the ${input.target === 'reply' ? 'reply' : 'critique'} (${text.length} characters).`,
      );
    }
    this.db.transaction(() => {
      const review = q.ensureReview(this.db, ctx.row.id, reviewer.id);
      q.insertComment(this.db, {
        reviewId: review.id,
        target: input.target,
        versionId: input.target === 'reply' ? ctx.final.id : null,
        start: input.start,
        end: input.end,
        quote: text.slice(input.start, input.end),
        body: input.body,
      });
      q.updateReview(this.db, review.id, {});
    })();
    return this.state(ctx, reviewer);
  }

  /** Deletes one of the reviewer's own comments on this attempt. */
  deleteComment(caller: Caller, attemptId: number, commentId: number): ReviewState {
    const reviewer = this.reviewer(caller);
    const ctx = reviewContext(this.db, attemptId, reviewer);
    const comment = q.getCommentOwner(this.db, commentId);
    if (!comment || comment.attempt_id !== ctx.row.id)
      throw new AppError('not_found', `There is no comment with id ${commentId} on this attempt.`);
    if (comment.reviewer_id !== reviewer.id) throw new AppError('forbidden', 'You can delete only your own comments.');
    q.deleteComment(this.db, commentId);
    return this.state(ctx, reviewer);
  }

  setOverallComment(caller: Caller, attemptId: number, text: string): ReviewState {
    const reviewer = this.reviewer(caller);
    const ctx = reviewContext(this.db, attemptId, reviewer);
    const review = q.ensureReview(this.db, ctx.row.id, reviewer.id);
    q.updateReview(this.db, review.id, { overall_comment: text.trim() });
    return this.state(ctx, reviewer);
  }

  /** Releases the review to the trainee (needs the blind rating submitted), or withdraws it. */
  release(caller: Caller, attemptId: number, released: boolean): ReviewState {
    const { ctx, reviewer, review } = this.submitted(
      caller,
      attemptId,
      released ? 'Releasing feedback' : 'Withdrawing feedback',
    );
    if (released && !review.released_at) q.updateReview(this.db, review.id, { released_at: new Date().toISOString() });
    if (!released && review.released_at) q.updateReview(this.db, review.id, { released_at: null });
    return this.state(ctx, reviewer);
  }

  /** Released reviews of an attempt: its owner sees their own; supervisors and instructors any. */
  released(caller: Caller, attemptId: number): ReleasedReview[] {
    const viewer = requireProfile(caller);
    const row = requireAttempt(this.db, attemptId);
    assertReader(row, viewer);
    return releasedReviews(this.db, row);
  }

  /** The attempt and this reviewer's review, which must have its blind rating submitted. */
  private submitted(
    caller: Caller,
    attemptId: number,
    action: string,
  ): { ctx: ReviewContext; reviewer: Viewer; review: q.ReviewRow } {
    const reviewer = this.reviewer(caller);
    const ctx = reviewContext(this.db, attemptId, reviewer);
    const review = q.getReview(this.db, ctx.row.id, reviewer.id);
    if (!review?.blind_submitted_at)
      throw new AppError('conflict', `${action} is possible once your blind rating is submitted.`);
    return { ctx, reviewer, review };
  }
}
