// Judge jobs: one (judge x rubric item x text) to score, and the cross product of texts, items and judges.
import type { JudgeInput } from '../../../shared/prompts/judge-prompt';
import { requireItem } from '../../../shared/rubrics/registry';
import type { Rubric } from '../../../shared/rubrics/types';
import type { JudgementTarget } from '../../../shared/scoring/judgement';
import type { ModelJudge } from './types';

export type JudgeJob = {
  judge: ModelJudge;
  rubric: Rubric;
  itemId: string;
  input: JudgeInput;
  /** What the judgement belongs to; free text (no id) when absent. */
  target?: JudgementTarget;
};

export type JudgeText = { input: JudgeInput; target?: JudgementTarget };

/** Every (text x item x judge) job, in that nesting order; all items of the rubric unless listed. */
export function expandJobs(args: {
  judges: readonly ModelJudge[];
  rubric: Rubric;
  items?: readonly string[];
  texts: readonly JudgeText[];
}): JudgeJob[] {
  const itemIds = args.items ?? args.rubric.items.map((i) => i.id);
  for (const id of itemIds) requireItem(args.rubric, id);
  return args.texts.flatMap((text) =>
    itemIds.flatMap((itemId) =>
      args.judges.map((judge) => ({ judge, rubric: args.rubric, itemId, input: text.input, target: text.target })),
    ),
  );
}
