// The strategy-mix analysis as a batch, for a worker thread: the fast analyzer's strategy per
// sentence for each text, with progress and cancellation. The analyzer is loaded once per worker
// (models and cues take about two seconds) and kept for the next dashboard.
import type { SupportStrategy } from '../../../shared/domain/vocabulary';
import { createAnalyzer, type Analyzer } from '../analyzer';
import { AppError } from '../errors';
import type { StrategyText } from './strategy-mix';

export type StrategyBatchInput = { texts: Omit<StrategyText, 'source'>[] };
export type StrategyBatchContext = { signal?: AbortSignal; progress?: (done: number, total: number) => void };

let loaded: Promise<Analyzer> | null = null;

function analyzer(): Promise<Analyzer> {
  loaded ??= createAnalyzer().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

/** Each text's strategies, in the order given. */
export async function analyzeStrategies(
  input: StrategyBatchInput,
  context: StrategyBatchContext = {},
): Promise<SupportStrategy[][]> {
  const ready = await analyzer();
  const results: SupportStrategy[][] = [];
  for (const [done, t] of input.texts.entries()) {
    if (context.signal?.aborted) throw new AppError('cancelled', 'The strategy analysis was cancelled.');
    const analysis = await ready.analyze({ reply: t.text, post: t.post, postLanguage: t.language });
    results.push(analysis.sentences.map((s) => s.strategy));
    context.progress?.(done + 1, input.texts.length);
  }
  return results;
}
