// Scores one rubric item with a model judge: build the prompt, call the model once, parse or weigh the answer.
import { buildJudgePrompt, type JudgeInput, type JudgePrompt } from '../../../shared/prompts/judge-prompt';
import type { RubricItem } from '../../../shared/rubrics/types';
import { gEvalScore } from '../../../shared/scoring/logprobs';
import { parseJudgeOutput } from '../../../shared/scoring/parse';
import type { Distribution } from '../../../shared/scoring/judgement';
import type { ModelJudge } from './types';

export type ItemOutcome = {
  status: 'ok' | 'missing';
  score: number | null;
  option: string | null;
  distribution: Distribution | null;
  rationale: string | null;
  rawOutput: string | null;
  /** Why the answer could not be used (status missing). */
  missingReason: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  /** G-Eval: the probability mass on the scale's options among the top tokens (kept also when it was too low
   * and the text answer was read instead); null when no log-probs came back. */
  coverage: number | null;
};

export const promptForJudge = (judge: ModelJudge, item: RubricItem, input: JudgeInput): JudgePrompt =>
  buildJudgePrompt(
    item,
    input,
    judge.scoring.mode === 'logprobs'
      ? { mode: 'logprobs' }
      : { mode: 'structured', rationaleFirst: judge.scoring.rationaleFirst },
  );

/**
 * One model call for one item. With log-probs the score is the probability-weighted mean over the
 * scale's options when they hold at least COVERAGE_FLOOR of the mass; below it, without log-probs, or
 * when the server sent none, the text answer is parsed. An answer that
 * names no option is `missing` with the raw output kept. Transport failures are thrown.
 */
export async function scoreItemOnce(
  judge: ModelJudge,
  item: RubricItem,
  prompt: JudgePrompt,
  signal: AbortSignal,
): Promise<ItemOutcome> {
  const completion = await judge.complete(
    { messages: prompt.messages, mode: prompt.mode, responseFormat: prompt.responseFormat },
    signal,
  );
  const base = {
    coverage: null as number | null,
    rawOutput: completion.text,
    promptTokens: completion.promptTokens,
    completionTokens: completion.completionTokens,
  };
  if (prompt.mode === 'logprobs' && completion.topLogprobs && completion.topLogprobs.length > 0) {
    const weighted = gEvalScore(item.scale, completion.topLogprobs, judge.scoring.coverageFloor);
    if (weighted.status === 'ok') {
      return {
        ...base,
        coverage: weighted.coverage,
        status: 'ok',
        score: weighted.score,
        option: weighted.option,
        distribution: weighted.distribution,
        rationale: null,
        missingReason: null,
      };
    }
    // Too little of the mass on the scale's options: read the text answer instead, else missing.
    const parsed = parseJudgeOutput(item.scale, completion.text);
    if (parsed.status === 'ok')
      return {
        ...base,
        coverage: weighted.coverage,
        status: 'ok',
        score: parsed.score,
        option: parsed.option,
        distribution: null,
        rationale: parsed.rationale,
        missingReason: null,
      };
    return {
      ...base,
      coverage: weighted.coverage,
      status: 'missing',
      score: null,
      option: null,
      distribution: null,
      rationale: null,
      missingReason: weighted.reason,
    };
  }
  const parsed = parseJudgeOutput(item.scale, completion.text);
  if (parsed.status === 'ok') {
    return {
      ...base,
      status: 'ok',
      score: parsed.score,
      option: parsed.option,
      distribution: null,
      rationale: parsed.rationale,
      missingReason: null,
    };
  }
  return {
    ...base,
    status: 'missing',
    score: null,
    option: null,
    distribution: null,
    rationale: parsed.rationale,
    missingReason: parsed.reason,
  };
}
