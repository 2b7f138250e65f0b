// A rubric's result as services hand it out (ScoreResult): the judgements, with each item's panel
// (mean, spread, disagreement over the judges) and each judge's aggregates computed from them.
import type { ItemJudgement, ScoreResult } from '../domain/judging';
import { computeAggregates } from '../rubrics/aggregate';
import type { Rubric } from '../rubrics/types';
import { summarisePanel } from './panel';

export function buildScoreResult(
  rubric: Rubric,
  judgements: readonly ItemJudgement[],
  o: { judgeIds?: readonly string[]; sentTo?: ScoreResult['sentTo']; cancelled?: boolean } = {},
): ScoreResult {
  const panels = Object.fromEntries(
    rubric.items
      .filter((item) => judgements.some((j) => j.item === item.id))
      .map((item) => [
        item.id,
        summarisePanel(
          item.scale,
          judgements.filter((j) => j.item === item.id),
        ),
      ]),
  );
  const judgeIds = o.judgeIds ?? [...new Set(judgements.map((j) => j.judgeId))];
  const aggregates = Object.fromEntries(
    judgeIds.map((judgeId) => [
      judgeId,
      computeAggregates(
        rubric,
        Object.fromEntries(judgements.filter((j) => j.judgeId === judgeId).map((j) => [j.item, j.score])),
      ),
    ]),
  );
  return {
    rubricId: rubric.id,
    rubricVersion: rubric.version,
    judgements: [...judgements],
    panels,
    aggregates,
    sentTo: o.sentTo ?? [],
    cancelled: o.cancelled ?? false,
  };
}
