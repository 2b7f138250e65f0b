// Human ratings on the rubric items the AI judges use: a trainee rates their own draft (self),
// another trainee's (peer), a supervisor rates any (supervisor). Each rater has one rating per item.
import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { ProfileSummary } from '../../../shared/domain/profile';
import type { HumanRating, humanRatingInputSchema, RatingTarget } from '../../../shared/domain/ratings';
import { AppError } from '../errors';
import { requireProfile, type Caller } from '../caller';
import { listRatingsOn, ratingTargetOwner, writeItemRatings, type StoredRating } from './queries';
import { requireRatingRubric } from './rubric-options';

export type RatingInput = z.output<typeof humanRatingInputSchema>;

const publicRating = ({ attemptId: _attempt, ...rating }: StoredRating): HumanRating => rating;

export class RatingService {
  constructor(private readonly db: Database) {}

  private target(targetType: RatingTarget, targetId: number) {
    const target = ratingTargetOwner(this.db, targetType, targetId);
    if (!target.exists)
      throw new AppError(
        'not_found',
        targetType === 'draft_version'
          ? `There is no draft version with id ${targetId}.`
          : `There is no response with id ${targetId}.`,
      );
    return target;
  }

  /** Saves the rater's ratings (null clears an item) and returns every rating on the target the rater may see. */
  save(caller: Caller, input: RatingInput): HumanRating[] {
    const rater = requireProfile(caller);
    const target = this.target(input.targetType, input.targetId);
    this.assertMayRate(rater, input.role, input.targetType, target.ownerId);
    if (
      input.role === 'supervisor' &&
      input.targetType === 'draft_version' &&
      target.attemptId !== null &&
      this.blindLocked(target.attemptId, rater.id)
    ) {
      throw new AppError(
        'conflict',
        'Your blind rating of this attempt is submitted and locked. Set the final ratings in the review’s reconcile step.',
      );
    }
    writeItemRatings(this.db, {
      targetType: input.targetType,
      targetId: input.targetId,
      attemptId: target.attemptId,
      rubric: requireRatingRubric(input.rubricId),
      role: input.role,
      raterId: rater.id,
      scores: input.scores,
      note: input.note,
    });
    return this.list(caller, input.targetType, input.targetId);
  }

  /** Ratings on a target: instructors, supervisors and the draft's owner see all; others only their own. */
  list(caller: Caller, targetType: RatingTarget, targetId: number): HumanRating[] {
    const viewer = requireProfile(caller);
    const target = this.target(targetType, targetId);
    const seesAll = viewer.role !== 'trainee' || (target.ownerId !== null && target.ownerId === viewer.id);
    return listRatingsOn(this.db, targetType, targetId)
      .filter((r) => seesAll || r.raterId === viewer.id)
      .map(publicRating);
  }

  /** A supervisor's ratings of an attempt are the blind rating of their review; once submitted they stay as given. */
  private blindLocked(attemptId: number, raterId: number): boolean {
    const row = this.db
      .prepare('SELECT blind_submitted_at FROM review WHERE attempt_id = ? AND reviewer_id = ?')
      .get(attemptId, raterId) as { blind_submitted_at: string | null } | undefined;
    return row?.blind_submitted_at != null;
  }

  private assertMayRate(
    rater: ProfileSummary,
    role: RatingInput['role'],
    targetType: RatingTarget,
    ownerId: number | null,
  ): void {
    if (role === 'supervisor' && rater.role !== 'supervisor')
      throw new AppError('forbidden', 'Only a supervisor can give supervisor ratings.');
    if (role === 'self') {
      if (targetType === 'response')
        throw new AppError(
          'forbidden',
          'Library responses are rated as self-ratings in the critique step of an exercise.',
        );
      if (ownerId !== rater.id) throw new AppError('forbidden', 'A self-rating is for your own draft only.');
    }
    if (role === 'peer') {
      if (rater.role !== 'trainee') throw new AppError('forbidden', 'Peer ratings are given by trainees.');
      if (ownerId === rater.id) throw new AppError('forbidden', 'Rate your own draft as a self-rating, not as a peer.');
    }
  }
}
