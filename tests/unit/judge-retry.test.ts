// Retry policy pieces: Retry-After parsing, backoff with jitter, error classification, cancellable waits.
import { describe, expect, it } from 'vitest';
import {
  classifyAttemptError,
  JudgeCancelledError,
  JudgeRequestError,
  parseRetryAfter,
} from '../../electron/services/judges/errors';
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  retryDelay,
  sleep,
  withRetries,
  type RetryPolicy,
} from '../../electron/services/judges/retry';

const headers = (values: Record<string, string>) => new Headers(values);
const policy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 100,
  maxDelayMs: 1_000,
  maxRetryAfterMs: 5_000,
  timeoutMs: 1_000,
};

describe('parseRetryAfter', () => {
  it('reads seconds, an HTTP date, and retry-after-ms (preferred)', () => {
    expect(parseRetryAfter(headers({ 'Retry-After': '3' }))).toBe(3_000);
    expect(parseRetryAfter(headers({ 'Retry-After': '0.5' }))).toBe(500);
    expect(parseRetryAfter(headers({ 'retry-after-ms': '250', 'Retry-After': '3' }))).toBe(250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(headers({ 'Retry-After': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5_000);
    expect(parseRetryAfter(headers({ 'Retry-After': 'Wed, 31 Dec 2025 23:59:00 GMT' }), now)).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    expect(parseRetryAfter(headers({}))).toBeNull();
    expect(parseRetryAfter(headers({ 'Retry-After': 'soon' }))).toBeNull();
    expect(parseRetryAfter(headers({ 'Retry-After': '-1' }))).toBeNull();
  });
});

describe('backoff', () => {
  it('doubles per attempt up to the cap, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy, () => 1))).toEqual([100, 200, 400, 800, 1_000]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy, () => 0))).toEqual([50, 100, 200, 400, 500]);
    for (let i = 0; i < 50; i++) {
      const d = backoffDelay(3, policy);
      expect(d).toBeGreaterThanOrEqual(200);
      expect(d).toBeLessThanOrEqual(400);
    }
  });

  it('uses the server Retry-After when given, capped', () => {
    const err = (retryAfterMs: number | null) => new JudgeRequestError('http', 'x', { status: 429, retryAfterMs });
    expect(retryDelay(err(2_000), 1, policy)).toBe(2_000);
    expect(retryDelay(err(0), 3, policy)).toBe(0);
    expect(retryDelay(err(60_000), 1, policy)).toBe(5_000);
    expect(retryDelay(err(null), 2, policy, () => 1)).toBe(200);
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBeGreaterThan(1);
  });
});

describe('which failures are retried', () => {
  it('429, 5xx, network errors and timeouts; not other 4xx or bad responses', () => {
    const http = (status: number) => new JudgeRequestError('http', 'x', { status });
    expect([429, 500, 502, 503, 504].map((s) => http(s).retryable)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 422].map((s) => http(s).retryable)).toEqual([false, false, false, false, false]);
    expect(new JudgeRequestError('network', 'x').retryable).toBe(true);
    expect(new JudgeRequestError('timeout', 'x').retryable).toBe(true);
    expect(new JudgeRequestError('invalid_response', 'x').retryable).toBe(false);
    expect(new JudgeRequestError('unexpected', 'x').retryable).toBe(false);
  });

  it('classifies what an attempt threw', () => {
    const idle = new AbortController().signal;
    const aborted = AbortSignal.abort();
    expect(classifyAttemptError(new Error('x'), aborted, idle, 10)).toBeInstanceOf(JudgeCancelledError);
    expect(classifyAttemptError(new Error('x'), idle, aborted, 10)).toMatchObject({
      kind: 'timeout',
      message: 'No answer within 10 ms.',
    });
    const network = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    expect(classifyAttemptError(network, idle, idle, 10)).toMatchObject({
      kind: 'network',
      message: 'Network error: fetch failed (ECONNREFUSED).',
    });
    expect(classifyAttemptError(new RangeError('bug'), idle, idle, 10)).toMatchObject({
      kind: 'unexpected',
      message: 'bug',
    });
    const typed = new JudgeRequestError('http', 'x', { status: 500 });
    expect(classifyAttemptError(typed, idle, idle, 10)).toBe(typed);
  });
});

describe('sleep and withRetries', () => {
  it('sleep resolves after the delay, or rejects at once on abort', async () => {
    const started = Date.now();
    await sleep(30, new AbortController().signal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(JudgeCancelledError);
    await expect(sleep(10, AbortSignal.abort())).rejects.toBeInstanceOf(JudgeCancelledError);
  });

  it('retries transient failures, reports each retry, and stops on a permanent one', async () => {
    const fast = { ...policy, baseDelayMs: 1, maxDelayMs: 2 };
    let calls = 0;
    const retries: number[] = [];
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new JudgeRequestError('http', 'busy', { status: 503 });
        return 'done';
      },
      { policy: fast, signal: new AbortController().signal, onRetry: (r) => retries.push(r.failedAttempt) },
    );
    expect(result).toEqual({ ok: true, value: 'done', attempts: 3 });
    expect(retries).toEqual([1, 2]);

    calls = 0;
    const permanent = await withRetries(
      async () => {
        calls += 1;
        throw new JudgeRequestError('http', 'bad key', { status: 401 });
      },
      { policy: fast, signal: new AbortController().signal },
    );
    expect(permanent).toMatchObject({ ok: false, attempts: 1, error: { message: 'bad key' } });
    expect(calls).toBe(1);
  });

  it('passes each attempt a signal that times out', async () => {
    const result = await withRetries(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      { policy: { ...policy, timeoutMs: 20, maxAttempts: 2, baseDelayMs: 1 }, signal: new AbortController().signal },
    );
    expect(result).toMatchObject({ ok: false, attempts: 2, error: { kind: 'timeout' } });
  });
});
