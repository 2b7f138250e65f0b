// Runs many judge jobs: per-provider concurrency, timeouts, retries, cancellation, progress and a result cache.
import type { Judgement } from '../../../shared/scoring/judgement';
import { JudgeCancelledError } from './errors';
import { judgementFromFailure, judgementFromOutcome } from './judgement-record';
import type { JudgeJob } from './jobs';
import { ProviderLimits } from './limiter';
import { comparePair, type ComparePairArgs, type PairComparison } from './pairwise';
import { prepareJob, type PreparedJob } from './prepare-job';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './retry';
import { scoreItemOnce, type ItemOutcome } from './score-item';
import type { JudgementStore } from './store';

export type JobResult =
  | {
      index: number;
      status: 'done';
      /** cache: an earlier judgement was reused; judged: the model was asked; shared: a duplicate job in this run. */
      source: 'cache' | 'judged' | 'shared';
      judgement: Judgement;
      /** Model calls made for this job (0 from the cache). */
      attempts: number;
    }
  | { index: number; status: 'cancelled' };

export type RunCounts = {
  done: number;
  total: number;
  fromCache: number;
  ok: number;
  missing: number;
  error: number;
  cancelled: number;
};
export type RunProgress = RunCounts & { last: JobResult | null };
export type RunReport = { results: JobResult[]; counts: RunCounts; cancelled: boolean };

export type RunOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: RunProgress) => void;
  /** Overrides the scheduler's retry and timeout policy for this run. */
  policy?: Partial<RetryPolicy>;
  /** Asks again where the stored judgement is missing (the judge answered, but with no usable score). */
  retryMissing?: boolean;
};

export type SchedulerOptions = {
  store: JudgementStore;
  policy?: Partial<RetryPolicy>;
  /** Source of jitter (tests make it deterministic). */
  random?: () => number;
};

type Settled = { status: 'done'; source: 'judged'; judgement: Judgement; attempts: number } | { status: 'cancelled' };

export class JudgeScheduler {
  private readonly limits = new ProviderLimits();
  private readonly store: JudgementStore;
  private readonly policy: RetryPolicy;
  private readonly random: () => number;
  /**
   * Requests being asked now, by cache key, across runs: a run started while another is still asking
   * the same thing (a page reloaded during scoring, a second window) waits for that answer instead of
   * asking the judge again.
   */
  private readonly asking = new Map<string, Promise<Settled>>();

  constructor(options: SchedulerOptions) {
    this.store = options.store;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    this.random = options.random ?? Math.random;
  }

  /** Sets how many requests may run at once against one provider (across all runs). */
  setConcurrency(providerKey: string, maxConcurrency: number): void {
    this.limits.set(providerKey, maxConcurrency);
  }

  /** Pairwise comparison (both orders) under this scheduler's provider limits and retry policy. */
  comparePair(args: Omit<ComparePairArgs, 'limits'>): Promise<PairComparison> {
    return comparePair({ ...args, policy: { ...this.policy, ...args.policy }, limits: this.limits });
  }

  /** Requests running right now against a provider. */
  activeRequests(providerKey: string): number {
    return this.limits.active(providerKey);
  }

  /**
   * Scores every job. An unchanged text (same judge, settings, rubric version, item and prompt)
   * is served from the store without a request; jobs that fail after all retries are stored as
   * errors and asked again next run; missing answers are asked again only with retryMissing. Resolves when every job is done or cancelled.
   * Invalid jobs (unknown item, blank text) throw before any request is made.
   */
  async run(jobs: readonly JudgeJob[], options: RunOptions = {}): Promise<RunReport> {
    const signal = options.signal ?? new AbortController().signal;
    const policy = { ...this.policy, ...options.policy };
    const prepared = jobs.map(prepareJob);
    const counts: RunCounts = { done: 0, total: jobs.length, fromCache: 0, ok: 0, missing: 0, error: 0, cancelled: 0 };

    const report = (result: JobResult) => {
      if (result.status === 'cancelled') counts.cancelled += 1;
      else {
        counts.done += 1;
        if (result.source === 'cache') counts.fromCache += 1;
        counts[result.judgement.status] += 1;
      }
      options.onProgress?.({ ...counts, last: result });
      return result;
    };

    const runOne = async (p: PreparedJob): Promise<JobResult> => {
      if (signal.aborted) return { index: p.index, status: 'cancelled' };
      const cached = this.store.find(p.cacheKey);
      if (cached && cached.status !== 'error' && !(options.retryMissing && cached.status === 'missing'))
        return { index: p.index, status: 'done', source: 'cache', judgement: cached, attempts: 0 };
      const existing = this.asking.get(p.cacheKey);
      if (existing) {
        const settled = await existing;
        if (settled.status === 'done')
          return { index: p.index, status: 'done', source: 'shared', judgement: settled.judgement, attempts: 0 };
        // The run that was asking was cancelled: this one asks by itself (unless it is cancelled too).
        return runOne(p);
      }
      const promise = this.judgeAndStore(p, policy, signal);
      this.asking.set(p.cacheKey, promise);
      const forget = () => {
        if (this.asking.get(p.cacheKey) === promise) this.asking.delete(p.cacheKey);
      };
      promise.then(forget, forget);
      const settled = await promise;
      return settled.status === 'cancelled' ? { index: p.index, status: 'cancelled' } : { index: p.index, ...settled };
    };

    options.onProgress?.({ ...counts, last: null });
    const results = await Promise.all(prepared.map((p) => runOne(p).then(report)));
    return { results, counts, cancelled: signal.aborted };
  }

  private async judgeAndStore(p: PreparedJob, policy: RetryPolicy, signal: AbortSignal): Promise<Settled> {
    const { job, item, prompt } = p;
    const limit = this.limits.get(job.judge.provider.key, job.judge.provider.maxConcurrency);
    let latencyMs: number | null = null;
    let outcome: Awaited<ReturnType<typeof withRetries<ItemOutcome>>>;
    try {
      outcome = await withRetries(
        async (attemptSignal) => {
          const started = performance.now();
          try {
            return await scoreItemOnce(job.judge, item, prompt, attemptSignal);
          } finally {
            latencyMs = performance.now() - started;
          }
        },
        { policy, signal, schedule: (fn) => limit(fn), random: this.random },
      );
    } catch (error) {
      if (error instanceof JudgeCancelledError) return { status: 'cancelled' };
      throw error;
    }
    const record = outcome.ok
      ? judgementFromOutcome(p, outcome.value, latencyMs)
      : judgementFromFailure(p, outcome.error, outcome.attempts, latencyMs);
    return { status: 'done', source: 'judged', judgement: this.store.save(record), attempts: outcome.attempts };
  }
}
