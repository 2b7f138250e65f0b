// The reconcile view: per rubric item, the reviewer's blind rating beside each judge's judgement of
// the final version (with rationale) and the final rating. A judge's rating, when accepted, becomes
// an option of the item's scale: the expected score rounded to the nearest point on point scales
// (1-5, agreement), the judge's chosen option on categorical ones.
import type { ItemJudgement, ScoreResult } from '../../../shared/domain/judging';
import type { ReconcileItem } from '../../../shared/domain/review';
import { getRubric } from '../../../shared/rubrics/registry';
import type { RubricItem } from '../../../shared/rubrics/types';
import { nearestOption } from '../../../shared/stats';
import type { BlindRatings } from './blind-ratings';
import { itemKey, type FinalRow } from './queries';

/** The option a judge's judgement stands for on the item's scale; null when it gave no usable rating. */
export function judgeOption(
  item: RubricItem,
  judgement: Pick<ItemJudgement, 'status' | 'score' | 'option'>,
): { code: string; score: number | null } | null {
  if (judgement.status !== 'ok') return null;
  const scale = item.scale;
  const named = judgement.option === null ? undefined : scale.options.find((o) => o.code === judgement.option);
  if (scale.kind === 'points' && judgement.score !== null) {
    const nearest = nearestOption(scale, judgement.score);
    if (nearest) return { code: nearest.code, score: nearest.value };
  }
  return named ? { code: named.code, score: named.value } : null;
}

export function reconcileItems(a: {
  rubricIds: readonly string[];
  blind: BlindRatings['reply'];
  /** The final version's stored results, by rubric id (absent: never scored). */
  results: ReadonlyMap<string, ScoreResult>;
  finals: ReadonlyMap<string, FinalRow>;
  labelOf: (judgeId: string) => string;
}): ReconcileItem[] {
  return a.rubricIds.flatMap((rubricId) => {
    const rubric = getRubric(rubricId);
    if (!rubric) return [];
    const result = a.results.get(rubricId);
    return rubric.items.map((item): ReconcileItem => {
      const own = a.blind.get(rubricId)?.get(item.id) ?? null;
      const judges = (result?.judgements ?? [])
        .filter((j) => j.item === item.id)
        .map((j) => ({
          judgeId: j.judgeId,
          judgeLabel: a.labelOf(j.judgeId),
          status: j.status,
          score: j.score,
          option: j.option,
          rationale: j.rationale,
        }));
      const stored = a.finals.get(itemKey(rubricId, item.id));
      const final: ReconcileItem['final'] = stored
        ? { option: stored.option_code, score: stored.score, source: stored.source, judgeId: stored.judge_id }
        : own
          ? { option: own.option, score: own.score, source: 'supervisor', judgeId: null }
          : null;
      return {
        rubricId,
        item: item.id,
        supervisor: { option: own?.option ?? null, score: own?.score ?? null },
        judges,
        final,
      };
    });
  });
}
