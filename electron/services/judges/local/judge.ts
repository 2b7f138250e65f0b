// The in-process local LLM judge: a transformers.js causal LM in a worker thread, scored from one forward pass per item.
import { availableParallelism } from 'node:os';
import { JudgeRequestError } from '../errors';
import type { Completion, CompletionRequest, ModelJudge } from '../types';
import type { ModelInfo, WorkerOptions, WorkerStats } from './protocol';
import { localLlmJudgeConfigSchema, type LocalLlmJudgeConfig } from './schema';
import { JudgeWorkerClient } from './worker-client';

export type LocalLlmJudge = ModelJudge & {
  readonly kind: 'local';
  readonly modelDir: string;
  /** Loads the model now (otherwise the first item does); resolves with what the worker found. */
  load(): Promise<ModelInfo>;
  /** Forward passes, prompt tokens and tokens reused from shared prefixes so far. */
  stats(): Promise<WorkerStats>;
  /** Stops the worker (the next request starts it again). */
  close(): Promise<void>;
};

/** The scheduler's concurrency key shared by all in-process judges. */
export const IN_PROCESS_PROVIDER = 'in-process';

/** onnxruntime threads unless configured: every core but one, which stays free for the app's main thread. */
export const defaultThreads = (): number => Math.max(1, availableParallelism() - 1);

/** What the worker of a judge with this configuration is started with. */
export function workerOptionsFor(config: LocalLlmJudgeConfig): WorkerOptions {
  const c = localLlmJudgeConfigSchema.parse(config);
  return {
    modelDir: c.modelDir,
    dtype: c.dtype,
    threads: c.threads ?? defaultThreads(),
    prefixCacheBytes: Math.round(c.prefixCacheMb * 1024 * 1024),
    topK: c.topK,
  };
}

/**
 * Creates the judge; the configuration is validated here, the model is loaded on first use. Scores
 * come from the next-token distribution (log-prob mode only): the worker returns the log-probs of
 * every token that reads as a single digit or letter, and the scheduler's gEvalScore keeps the
 * scale's options, renormalises and takes the expected value. `shared.client` lets judges of one
 * model share its worker (see LocalModelWorkers); by default the judge starts its own.
 */
export function createLocalLlmJudge(
  config: LocalLlmJudgeConfig,
  shared?: { client: JudgeWorkerClient },
): LocalLlmJudge {
  const c = localLlmJudgeConfigSchema.parse(config);
  const client = shared?.client ?? new JudgeWorkerClient(workerOptionsFor(config));

  async function complete(request: CompletionRequest, signal: AbortSignal): Promise<Completion> {
    if (request.mode !== 'logprobs') {
      throw new JudgeRequestError(
        'unexpected',
        'The in-process judge reads scores from the next-token distribution and answers in log-prob mode only.',
      );
    }
    const result = await client.score(request.messages, signal);
    return {
      text: result.text,
      topLogprobs: result.logprobs,
      promptTokens: result.promptTokens,
      // One forward pass; no token is generated.
      completionTokens: 0,
      structuredFallback: false,
    };
  }

  return {
    id: c.id,
    kind: 'local',
    label: c.label ?? `${c.modelId} (in-process)`,
    capabilities: { logprobs: true, structuredOutput: false, streaming: false, pairwise: false },
    // Every in-process judge shares one limit (they share the CPU, and onnxruntime already uses its cores);
    // by default one request at a time. A worker runs its passes one after another in any case.
    provider: { key: IN_PROCESS_PROVIDER, maxConcurrency: c.maxConcurrency },
    settingsFingerprint: JSON.stringify({
      api: 'transformers.js',
      model: c.modelId,
      revision: c.revision ?? null,
      dtype: c.dtype,
      mode: 'logprobs',
    }),
    scoring: {
      mode: 'logprobs',
      rationaleFirst: false,
      ...(c.coverageFloor === undefined ? {} : { coverageFloor: c.coverageFloor }),
    },
    modelDir: c.modelDir,
    complete,
    load: () => client.load(),
    stats: () => client.stats(),
    close: () => client.close(),
  };
}
