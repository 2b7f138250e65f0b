// What one released (or reconciled) review says per rubric item of the final version: the rating the
// supervisor chose in the reconcile view (their own override or a judge's they accepted), else their
// own blind rating. Items neither chose nor rated are left out. The trainee's view of a released
// review, the reconcile view and the grading rule all read this one function.
import type { Database } from 'better-sqlite3';
import { getRubric } from '../../../shared/rubrics/registry';
import { blindRatingsOf } from '../review/blind-ratings';
import { finalsOf, itemKey } from '../review/queries';

export type ReviewItem = {
  rubricId: string;
  item: string;
  option: string;
  score: number | null;
  /** supervisor: their own rating (blind or an override); judge: a judge's rating they accepted. */
  source: 'supervisor' | 'judge';
  judgeId: string | null;
};

export function reviewItems(
  db: Database,
  a: {
    reviewId: number;
    reviewerId: number | null;
    attemptId: number;
    finalVersionId: number | null;
    rubricIds: readonly string[];
  },
): ReviewItem[] {
  const chosen = finalsOf(db, a.reviewId);
  const own =
    a.finalVersionId !== null && a.reviewerId !== null
      ? blindRatingsOf(db, {
          attemptId: a.attemptId,
          reviewerId: a.reviewerId,
          versionId: a.finalVersionId,
          critiqueTargetId: null,
        }).reply
      : new Map<string, Map<string, { option: string; score: number | null }>>();
  return a.rubricIds.flatMap((rubricId) =>
    (getRubric(rubricId)?.items ?? []).flatMap((item): ReviewItem[] => {
      const stored = chosen.get(itemKey(rubricId, item.id));
      if (stored)
        return [
          {
            rubricId,
            item: item.id,
            option: stored.option_code,
            score: stored.score,
            source: stored.source,
            judgeId: stored.judge_id,
          },
        ];
      const rated = own.get(rubricId)?.get(item.id);
      return rated
        ? [{ rubricId, item: item.id, option: rated.option, score: rated.score, source: 'supervisor', judgeId: null }]
        : [];
    }),
  );
}
