// Judges a whole role-play transcript: one item by one judge (a score with a rationale citing
// turns, or missing when the answer cannot be read, never 0), and one E-I-A dimension for two
// transcripts in both orders (an inconsistent pair is a tie). Retries and per-provider limits as
// for reply judging.
import type { TranscriptJudgement } from '../../../shared/domain/roleplay';
import {
  buildTranscriptJudgePrompt,
  buildTranscriptPairPrompt,
  type TranscriptItem,
  type TranscriptJudgeInput,
  type TranscriptPairInput,
} from '../../../shared/roleplay/transcript-prompt';
import { citedTurns } from '../../../shared/roleplay/transcript';
import type { RubricItem } from '../../../shared/rubrics/types';
import { gEvalScore } from '../../../shared/scoring/logprobs';
import { combineBothOrders, type PairOutcome } from '../../../shared/scoring/pairwise';
import { parsePairVerdict, type ParsedPairVerdict } from '../../../shared/scoring/pairwise-parse';
import { parseJudgeOutput } from '../../../shared/scoring/parse';
import { JudgeCancelledError } from '../judges/errors';
import type { ProviderLimits } from '../judges/limiter';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from '../judges/retry';
import type { CompletionRequest, ModelJudge } from '../judges/types';

export type JudgeRunOptions = { limits: ProviderLimits; signal: AbortSignal; policy?: Partial<RetryPolicy> };

async function complete(judge: ModelJudge, request: CompletionRequest, options: JudgeRunOptions) {
  const limit = options.limits.get(judge.provider.key, judge.provider.maxConcurrency);
  return withRetries((signal) => judge.complete(request, signal), {
    policy: { ...DEFAULT_RETRY_POLICY, ...options.policy },
    signal: options.signal,
    schedule: (fn) => limit(fn),
  });
}

/**
 * Server judges answer in JSON with a rationale (whatever their log-prob setting, since the
 * rationale must cite turns); in-process judges read the score from the next-token distribution
 * and give no rationale.
 */
export async function judgeTranscriptItem(
  args: { judge: ModelJudge; entry: TranscriptItem; input: TranscriptJudgeInput; turnIndexes: readonly number[] },
  options: JudgeRunOptions,
): Promise<TranscriptJudgement> {
  const { judge, entry } = args;
  const mode = judge.kind === 'local' ? 'logprobs' : 'structured';
  const prompt = buildTranscriptJudgePrompt(entry, args.input, mode);
  const base = { scheme: entry.scheme, item: entry.item.id, judgeId: judge.id };
  const result = await complete(
    judge,
    { messages: prompt.messages, mode, responseFormat: prompt.responseFormat },
    options,
  );
  if (!result.ok) return { ...base, status: 'error', score: null, option: null, rationale: null, citedTurns: [] };
  const completion = result.value;
  if (mode === 'logprobs') {
    const weighted = completion.topLogprobs?.length ? gEvalScore(entry.item.scale, completion.topLogprobs) : null;
    if (weighted?.status === 'ok')
      return { ...base, status: 'ok', score: weighted.score, option: weighted.option, rationale: null, citedTurns: [] };
    // Too little mass on the scale's options (or none sent): the text answer is read, else missing.
    const read = parseJudgeOutput(entry.item.scale, completion.text);
    return read.status === 'ok'
      ? { ...base, status: 'ok', score: read.score, option: read.option, rationale: null, citedTurns: [] }
      : { ...base, status: 'missing', score: null, option: null, rationale: null, citedTurns: [] };
  }
  const parsed = parseJudgeOutput(entry.item.scale, completion.text);
  const cited = citedTurns(parsed.rationale, args.turnIndexes);
  return parsed.status === 'ok'
    ? {
        ...base,
        status: 'ok',
        score: parsed.score,
        option: parsed.option,
        rationale: parsed.rationale,
        citedTurns: cited,
      }
    : { ...base, status: 'missing', score: null, option: null, rationale: parsed.rationale, citedTurns: cited };
}

export type TranscriptPairResult = { outcome: PairOutcome; rationales: [string | null, string | null] };

/** Asks with X shown first and with Y shown first, and combines the verdicts (X and Y are the outcome's names). */
export async function compareTranscripts(
  args: { judge: ModelJudge; item: RubricItem; post: string; culture: string | null; x: string; y: string },
  options: JudgeRunOptions,
): Promise<TranscriptPairResult> {
  const structured = args.judge.capabilities.structuredOutput;
  const ask = async (first: string, second: string): Promise<ParsedPairVerdict> => {
    const input: TranscriptPairInput = { post: args.post, culture: args.culture, first, second };
    const prompt = buildTranscriptPairPrompt(args.item, input, { structured });
    const result = await complete(
      args.judge,
      { messages: prompt.messages, mode: structured ? 'structured' : 'text', responseFormat: prompt.responseFormat },
      options,
    );
    return result.ok ? parsePairVerdict(result.value.text) : { status: 'missing', reason: result.error.message };
  };
  const [xFirst, yFirst] = await Promise.all([ask(args.x, args.y), ask(args.y, args.x)]);
  if (options.signal.aborted) throw new JudgeCancelledError();
  const verdict = (v: ParsedPairVerdict) => (v.status === 'ok' ? v.verdict : null);
  const rationale = (v: ParsedPairVerdict) => (v.status === 'ok' ? v.rationale : null);
  return {
    outcome: combineBothOrders(verdict(xFirst), verdict(yFirst)),
    rationales: [rationale(xFirst), rationale(yFirst)],
  };
}
