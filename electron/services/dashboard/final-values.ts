// One value per rubric item for a completed attempt's final version, from the one resolver
// (../scores/resolver.ts) as the viewer may see it: the released supervisor rating, else the judges'
// mean (the option is the mean rounded onto the scale, or the judges' most chosen option when none
// gave a number, e.g. "not applicable"). AI values of attempts the viewer has not rated blind are
// left out; the attempt is counted as awaiting their review.
import type { Database } from 'better-sqlite3';
import { RUBRICS } from '../../../shared/rubrics/registry';
import type { AttemptRow } from '../practice/attempts-queries';
import type { ScoreViewer } from '../scores/access';
import { resolveAttempt } from '../scores/resolver';

export type ItemValue = {
  rubricId: string;
  item: string;
  option: string | null;
  score: number | null;
  source: 'supervisor' | 'judges';
};

/** The item values of a completed attempt's final version (empty without a version), and whether AI values were withheld. */
export function finalValues(
  db: Database,
  attempt: AttemptRow,
  viewer: ScoreViewer,
): { values: ItemValue[]; awaitingReview: boolean } {
  const resolved = resolveAttempt(db, attempt, viewer);
  const values = RUBRICS.flatMap((rubric) =>
    rubric.items.flatMap((item): ItemValue[] => {
      const v = resolved.items[rubric.id]?.[item.id];
      return v ? [{ rubricId: rubric.id, item: item.id, option: v.option, score: v.score, source: v.source }] : [];
    }),
  );
  return { values, awaitingReview: resolved.access.withheld === 'awaiting_review' };
}
