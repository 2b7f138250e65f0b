// Whether a judge agrees with the supervisor's blind rating of one item, judged the way accepting it
// would turn out: on point scales the judge's (possibly fractional) score rounded to the nearest
// option, on categorical scales the option it chose. No usable judgement, no verdict.
import type { ReconcileItem } from '../../../shared/domain/review';
import type { RubricItem } from '../../../shared/rubrics/types';
import { nearestOption } from '../../../shared/stats/scale-ratings';

export type Agreement = 'same' | 'differs' | 'none';

type Judge = ReconcileItem['judges'][number];

/** The option code a judge's judgement stands for on the item's scale (null when it gave none). */
export function judgeCode(item: RubricItem, judge: Pick<Judge, 'status' | 'score' | 'option'>): string | null {
  if (judge.status !== 'ok') return null;
  if (item.scale.kind === 'points' && judge.score !== null) {
    const nearest = nearestOption(item.scale, judge.score);
    if (nearest) return nearest.code;
  }
  return item.scale.options.some((o) => o.code === judge.option) ? judge.option : null;
}

export function agreement(item: RubricItem, supervisor: ReconcileItem['supervisor'], judge: Judge): Agreement {
  const code = judgeCode(item, judge);
  if (code === null || supervisor.option === null) return 'none';
  return code === supervisor.option ? 'same' : 'differs';
}

/** Has this judge's rating been accepted as final? */
export const isAccepted = (row: ReconcileItem, judgeId: string) =>
  row.final?.source === 'judge' && row.final.judgeId === judgeId;

/** Is the supervisor's own rating the final one (kept, or not yet reconciled)? */
export const isKept = (row: ReconcileItem) => row.final?.source === 'supervisor';
