// Pairwise judging of two replies on one item: both orders are asked and combined (inconsistent = tie).
import { buildPairwisePrompt } from '../../../shared/prompts/pairwise-prompt';
import type { RubricItem } from '../../../shared/rubrics/types';
import { combineBothOrders, type PairOutcome } from '../../../shared/scoring/pairwise';
import { parsePairVerdict, type ParsedPairVerdict } from '../../../shared/scoring/pairwise-parse';
import { JudgeCancelledError } from './errors';
import { ProviderLimits } from './limiter';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './retry';
import type { ModelJudge } from './types';

export type PairRun = { verdict: ParsedPairVerdict; rawOutput: string | null; error: string | null };
export type PairComparison = { outcome: PairOutcome; xFirst: PairRun; yFirst: PairRun };

export type ComparePairArgs = {
  judge: ModelJudge;
  item: RubricItem;
  post: string;
  /** The two replies compared; the outcome names them x and y. */
  x: string;
  y: string;
  culture?: string | null;
  signal?: AbortSignal;
  policy?: Partial<RetryPolicy>;
  /** Share a scheduler's provider limits; a private set is used otherwise. */
  limits?: ProviderLimits;
};

/** Asks the judge twice (X shown first, then Y shown first) and combines the verdicts. */
export async function comparePair(args: ComparePairArgs): Promise<PairComparison> {
  const signal = args.signal ?? new AbortController().signal;
  const policy = { ...DEFAULT_RETRY_POLICY, ...args.policy };
  const limits = args.limits ?? new ProviderLimits();
  const limit = limits.get(args.judge.provider.key, args.judge.provider.maxConcurrency);
  const structured = args.judge.capabilities.structuredOutput;
  const ask = async (first: string, second: string): Promise<PairRun> => {
    const prompt = buildPairwisePrompt(
      args.item,
      { post: args.post, first, second, culture: args.culture },
      { structured },
    );
    const result = await withRetries(
      (attemptSignal) =>
        args.judge.complete(
          {
            messages: prompt.messages,
            mode: structured ? 'structured' : 'text',
            responseFormat: prompt.responseFormat,
          },
          attemptSignal,
        ),
      { policy, signal, schedule: (fn) => limit(fn) },
    );
    if (!result.ok)
      return {
        verdict: { status: 'missing', reason: result.error.message },
        rawOutput: result.error.options.rawBody ?? null,
        error: result.error.message,
      };
    return { verdict: parsePairVerdict(result.value.text), rawOutput: result.value.text, error: null };
  };
  const [xFirst, yFirst] = await Promise.all([ask(args.x, args.y), ask(args.y, args.x)]);
  if (signal.aborted) throw new JudgeCancelledError();
  const outcome = combineBothOrders(
    xFirst.verdict.status === 'ok' ? xFirst.verdict.verdict : null,
    yFirst.verdict.status === 'ok' ? yFirst.verdict.verdict : null,
  );
  return { outcome, xFirst, yFirst };
}
