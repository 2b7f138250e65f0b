// What a trainee sees of released reviews: per review, the final rating of every rubric item (the
// reconciled one, else the reviewer's own blind rating; items rated by neither are left out), the
// comments, the overall comment and the reviewer's name, beside the final reply and critique.
import type { Database } from 'better-sqlite3';
import type { ReleasedReview } from '../../../shared/domain/review';
import { getRubric } from '../../../shared/rubrics/registry';
import { parseConfig } from '../practice/config';
import { getCritiqueRow } from '../practice/critique-queries';
import { blindRatingsOf } from './blind-ratings';
import { finalVersionRow, reviewRubricIds } from './context';
import { commentsOf, finalsOf, itemKey, releasedReviewRows } from './queries';

export function releasedReviews(db: Database, attempt: { id: number; config: string }): ReleasedReview[] {
  const rubricIds = reviewRubricIds(parseConfig(attempt.config));
  const final = finalVersionRow(db, attempt.id) ?? null;
  const critique = getCritiqueRow(db, attempt.id);
  return releasedReviewRows(db, attempt.id).map((review): ReleasedReview => {
    const finals = finalsOf(db, review.id);
    const own =
      final && review.reviewer_id !== null
        ? blindRatingsOf(db, {
            attemptId: attempt.id,
            reviewerId: review.reviewer_id,
            versionId: final.id,
            critiqueTargetId: null,
          }).reply
        : new Map<string, Map<string, { option: string; score: number | null }>>();
    const finalRatings = rubricIds.flatMap((rubricId) =>
      (getRubric(rubricId)?.items ?? []).flatMap((item) => {
        const stored = finals.get(itemKey(rubricId, item.id));
        if (stored) return [{ rubricId, item: item.id, option: stored.option_code, score: stored.score }];
        const rated = own.get(rubricId)?.get(item.id);
        return rated ? [{ rubricId, item: item.id, option: rated.option, score: rated.score }] : [];
      }),
    );
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
