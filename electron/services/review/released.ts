// What a trainee sees of released reviews: per review, the final rating of every rubric item (the
// one chosen in the reconcile view, else the reviewer's own blind rating; items rated by neither are
// left out: ../scores/released-items.ts, the same function the grading rule reads), the comments, the
// overall comment and the reviewer's name, beside the final reply and critique.
import type { Database } from 'better-sqlite3';
import type { ReleasedReview } from '../../../shared/domain/review';
import { parseConfig } from '../practice/config';
import { getCritiqueRow } from '../practice/critique-queries';
import { reviewItems } from '../scores/released-items';
import { finalVersionRow } from './context';
import { reviewRubricIds } from './review-rubrics';
import { commentsOf, releasedReviewRows } from './queries';

export function releasedReviews(db: Database, attempt: { id: number; config: string }): ReleasedReview[] {
  const rubricIds = reviewRubricIds(parseConfig(attempt.config));
  const final = finalVersionRow(db, attempt.id) ?? null;
  const critique = getCritiqueRow(db, attempt.id);
  return releasedReviewRows(db, attempt.id).map((review): ReleasedReview => {
    const finalRatings = reviewItems(db, {
      reviewId: review.id,
      reviewerId: review.reviewer_id,
      attemptId: attempt.id,
      finalVersionId: final?.id ?? null,
      rubricIds,
    }).map(({ rubricId, item, option, score }) => ({ rubricId, item, option, score }));
    return {
      attemptId: attempt.id,
      supervisorName: review.reviewer_name,
      releasedAt: review.released_at!,
      finalRatings,
      comments: commentsOf(db, review.id),
      overallComment: review.overall_comment,
      finalVersion: final ? { id: final.id, text: final.text } : null,
      critiqueText: critique ? critique.text : null,
    };
  });
}
