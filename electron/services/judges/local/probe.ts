// The connection test of a local judge: load its model and score one short probe reply on one rubric item.
import type { ConnectionTest } from '../../../../shared/domain/judging';
import type { JudgeInput } from '../../../../shared/prompts/judge-prompt';
import { requireItem } from '../../../../shared/rubrics/registry';
import { RUBRIC_A } from '../../../../shared/rubrics/rubric-a';
import { promptForJudge, scoreItemOnce } from '../score-item';
import type { LocalLlmJudge } from './judge';

/** A short, plainly supportive reply: any working judge gives it a score on the empathy item. */
export const PROBE_INPUT: JudgeInput = {
  post: 'I have felt tired and alone for weeks, and I do not know who to talk to.',
  reply:
    'That sounds really hard. Thank you for telling me. Would you like to talk about what has been weighing on you?',
  culture: null,
};
export const PROBE_ITEM = 'empathy';

/** Loads the model (unless its worker already has it) and scores the probe; never throws. */
export async function probeLocalJudge(judge: LocalLlmJudge, signal: AbortSignal): Promise<ConnectionTest> {
  const started = Date.now();
  let loadMs: number | null = null;
  try {
    const info = await judge.load();
    loadMs = Math.round(info.loadMs);
    const item = requireItem(RUBRIC_A, PROBE_ITEM);
    const outcome = await scoreItemOnce(judge, item, promptForJudge(judge, item, PROBE_INPUT), signal);
    const latencyMs = Date.now() - started;
    if (outcome.status !== 'ok' || outcome.score === null) {
      return {
        ok: false,
        latencyMs,
        message: `The model loaded but gave no score on the scale: ${outcome.missingReason ?? 'no option token'}.`,
        logprobs: true,
        local: { loadMs, probeScore: null },
      };
    }
    const score = outcome.score.toFixed(2);
    return {
      ok: true,
      latencyMs,
      message: `Loaded ${info.modelType} (loading took ${loadMs} ms); a test reply scored ${score} on ${item.name}.`,
      logprobs: true,
      local: { loadMs, probeScore: outcome.score },
    };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Date.now() - started,
      message: (error as Error).message,
      logprobs: null,
      local: { loadMs, probeScore: null },
    };
  }
}
