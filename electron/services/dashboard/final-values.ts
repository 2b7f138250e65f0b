// One value per rubric item for a completed attempt's final version: the supervisor's final rating
// from the latest released review where there is one; otherwise the judges' mean (status ok),
// rounded to the nearest option of the item's scale for the distribution (the unrounded mean is the
// score), or the judges' most chosen option when none gave a number (e.g. "not applicable").
import type { Database } from 'better-sqlite3';
import type { ScoreResult } from '../../../shared/domain/judging';
import { getRubric } from '../../../shared/rubrics/registry';
import type { RubricItem } from '../../../shared/rubrics/types';
import { nearestOption } from '../../../shared/stats';
import type { AttemptRow } from '../practice/attempts-queries';
import { parseConfig } from '../practice/config';
import { feedbackByVersion } from '../practice/versions-queries';
import { finalVersionRow, reviewRubricIds } from '../review/context';
import { releasedReviews } from '../review/released';

export type ItemValue = {
  rubricId: string;
  item: string;
  option: string | null;
  score: number | null;
  source: 'supervisor' | 'judges';
};

/** The judges' value of one item: mean score on the nearest option, else the most chosen option. */
export function judgesValue(
  item: RubricItem,
  result: ScoreResult | undefined,
): { option: string | null; score: number | null } | null {
  const ok = (result?.judgements ?? []).filter((j) => j.item === item.id && j.status === 'ok');
  if (ok.length === 0) return null;
  const scores = ok.flatMap((j) => (j.score === null ? [] : [j.score]));
  if (scores.length > 0) {
    const mean = scores.reduce((s, v) => s + v, 0) / scores.length;
    return { option: nearestOption(item.scale, mean)?.code ?? null, score: mean };
  }
  const counts = new Map<string, number>();
  for (const j of ok) if (j.option !== null) counts.set(j.option, (counts.get(j.option) ?? 0) + 1);
  // The most chosen option; a tie goes to the first in scale order.
  let best: { code: string; n: number } | null = null;
  for (const option of item.scale.options) {
    const n = counts.get(option.code) ?? 0;
    if (n > (best?.n ?? 0)) best = { code: option.code, n };
  }
  return best === null ? null : { option: best.code, score: null };
}

/** The item values of a completed attempt's final version (empty without a version). */
export function finalValues(db: Database, attempt: AttemptRow): ItemValue[] {
  const final = finalVersionRow(db, attempt.id);
  if (!final) return [];
  const released = releasedReviews(db, attempt).at(-1);
  const supervised = new Map((released?.finalRatings ?? []).map((r) => [`${r.rubricId}\u0000${r.item}`, r]));
  const results = new Map(
    (feedbackByVersion(db, [final.id]).get(final.id) ?? []).flatMap((f) =>
      f.result ? [[f.rubricId, f.result] as const] : [],
    ),
  );
  return reviewRubricIds(parseConfig(attempt.config)).flatMap((rubricId) =>
    (getRubric(rubricId)?.items ?? []).flatMap((item): ItemValue[] => {
      const rated = supervised.get(`${rubricId}\u0000${item.id}`);
      if (rated) return [{ rubricId, item: item.id, option: rated.option, score: rated.score, source: 'supervisor' }];
      const judged = judgesValue(item, results.get(rubricId));
      return judged ? [{ rubricId, item: item.id, ...judged, source: 'judges' }] : [];
    }),
  );
}
