// Pure: one row per rubric item for the feedback table, from the finished result or from the
// judgements streamed so far: each judge's judgement, the panel summary and what the row shows.
import type { ItemJudgement, ScoreResult } from '../../../../shared/domain/judging';
import { FIVE_POINT_SCALE } from '../../../../shared/rubrics/scales';
import type { Rubric, RubricItem } from '../../../../shared/rubrics/types';
import { summarisePanel, type PanelSummary } from '../../../../shared/scoring/panel';

/**
 * waiting: no judge has answered yet; scored: at least one usable score; unavailable: every judge
 * that answered failed (and none scored); missing: answers came but none could be read.
 */
export type RowState = 'waiting' | 'scored' | 'unavailable' | 'missing';

export type JudgeCell = { judgeId: string; judgement: ItemJudgement | null };

export type ItemRow = {
  item: RubricItem;
  judges: JudgeCell[];
  panel: PanelSummary | null;
  state: RowState;
  /** Shown as a number (Rubric A's 1-5 items) or as the chosen option's label. */
  display: 'number' | 'option';
  /** The headline: the one judge's score and option, or the panel's mean and majority option. */
  score: number | null;
  option: string | null;
  /** Some judges failed or were unreadable while others scored. */
  partial: boolean;
};

/** Judges in the exercise's order, then any others that answered, in the order they appear. */
export function judgeOrder(configured: readonly string[], judgements: readonly ItemJudgement[]): string[] {
  const ids = [...configured];
  for (const j of judgements) if (!ids.includes(j.judgeId)) ids.push(j.judgeId);
  return ids;
}

const displayOf = (item: RubricItem): ItemRow['display'] =>
  item.scale.id === FIVE_POINT_SCALE.id ? 'number' : 'option';

export function itemRows(
  rubric: Rubric,
  judgements: readonly ItemJudgement[],
  judgeIds: readonly string[],
  panels: ScoreResult['panels'] | null,
): ItemRow[] {
  return rubric.items.map((item) => {
    const ofItem = judgements.filter((j) => j.item === item.id);
    const judges = judgeIds.map((judgeId) => ({
      judgeId,
      judgement: ofItem.find((j) => j.judgeId === judgeId) ?? null,
    }));
    const answered = judges.flatMap((c) => (c.judgement ? [c.judgement] : []));
    const ok = answered.filter((j) => j.status === 'ok');
    const panel =
      panels?.[item.id] ??
      (answered.length > 0
        ? summarisePanel(
            item.scale,
            answered.map((j) => ({ judgeId: j.judgeId, status: j.status, score: j.score, option: j.option })),
          )
        : null);
    const state: RowState =
      ok.length > 0
        ? 'scored'
        : answered.length === 0
          ? 'waiting'
          : answered.some((j) => j.status === 'error')
            ? 'unavailable'
            : 'missing';
    const single = ok.length === 1 ? ok[0]! : null;
    return {
      item,
      judges,
      panel,
      state,
      display: displayOf(item),
      score: single ? single.score : ok.length > 1 ? (panel?.mean ?? null) : null,
      option: single ? single.option : ok.length > 1 ? (panel?.majorityOption ?? null) : null,
      partial: ok.length > 0 && ok.length < answered.length,
    };
  });
}

/** Judgements of this rubric that failed (judge unavailable), which "Try again" re-runs. */
export const failedJudgements = (judgements: readonly ItemJudgement[]): ItemJudgement[] =>
  judgements.filter((j) => j.status === 'error');
