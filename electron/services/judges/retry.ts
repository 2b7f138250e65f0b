// Attempts with a timeout each, retried with exponential backoff and jitter (honouring Retry-After), cancellable.
import { classifyAttemptError, JudgeCancelledError, JudgeRequestError } from './errors';

export type RetryPolicy = {
  /** Attempts in all, including the first. */
  maxAttempts: number;
  /** Backoff before the second attempt; doubles each time, capped by maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server's Retry-After is honoured up to this long. */
  maxRetryAfterMs: number;
  /** Each attempt is aborted after this long. */
  timeoutMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
  timeoutMs: 60_000,
};

/** Exponential backoff with jitter after the given failed attempt (1-based): between half and all of the cap. */
export function backoffDelay(failedAttempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));
  return Math.round(cap / 2 + (random() * cap) / 2);
}

/** The wait before the next attempt: the server's Retry-After when it gave one, else backoff. */
export function retryDelay(
  error: JudgeRequestError,
  failedAttempt: number,
  policy: RetryPolicy,
  random?: () => number,
): number {
  const retryAfter = error.options.retryAfterMs;
  if (typeof retryAfter === 'number') return Math.min(Math.max(0, retryAfter), policy.maxRetryAfterMs);
  return backoffDelay(failedAttempt, policy, random);
}

/** Resolves after `ms`, or rejects with JudgeCancelledError as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new JudgeCancelledError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new JudgeCancelledError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export type RetryOptions = {
  policy: RetryPolicy;
  signal: AbortSignal;
  /** Wraps each attempt, e.g. in a per-provider concurrency limiter. */
  schedule?: <R>(attempt: () => Promise<R>) => Promise<R>;
  random?: () => number;
  onRetry?: (info: { failedAttempt: number; error: JudgeRequestError; delayMs: number }) => void;
};

export type RetryFailure = { error: JudgeRequestError; attempts: number };

/**
 * Runs `attempt` until it succeeds, fails with a non-retryable error, or runs out of attempts.
 * Resolves with the value and the attempt count, or with the final failure; rejects only with
 * JudgeCancelledError when the signal aborts.
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: RetryOptions,
): Promise<{ ok: true; value: T; attempts: number } | ({ ok: false } & RetryFailure)> {
  const { policy, signal } = options;
  const schedule = options.schedule ?? ((fn) => fn());
  for (let n = 1; ; n++) {
    if (signal.aborted) throw new JudgeCancelledError();
    let failure: Error;
    try {
      const value = await schedule(async () => {
        if (signal.aborted) throw new JudgeCancelledError();
        const timeout = AbortSignal.timeout(policy.timeoutMs);
        try {
          return await attempt(AbortSignal.any([signal, timeout]));
        } catch (error) {
          throw classifyAttemptError(error, signal, timeout, policy.timeoutMs);
        }
      });
      return { ok: true, value, attempts: n };
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    if (failure instanceof JudgeCancelledError || signal.aborted) throw new JudgeCancelledError();
    const typed = failure instanceof JudgeRequestError ? failure : new JudgeRequestError('unexpected', failure.message);
    if (!typed.retryable || n >= policy.maxAttempts) return { ok: false, error: typed, attempts: n };
    const delayMs = retryDelay(typed, n, policy, options.random);
    options.onRetry?.({ failedAttempt: n, error: typed, delayMs });
    await sleep(delayMs, signal);
  }
}
