// Judge request failures, which of them are worth retrying, and Retry-After parsing.

export type JudgeFailureKind = 'http' | 'network' | 'timeout' | 'invalid_response' | 'unexpected';

export class JudgeRequestError extends Error {
  constructor(
    readonly kind: JudgeFailureKind,
    message: string,
    readonly options: {
      status?: number;
      retryAfterMs?: number | null;
      rawBody?: string | null;
      /** The network error fetch threw, kept for classifying it (connection-failure.ts). */
      cause?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'JudgeRequestError';
  }

  /** 429, 5xx, network errors and timeouts are transient; everything else fails at once. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    const status = this.options.status ?? 0;
    return this.kind === 'http' && (status === 429 || (status >= 500 && status <= 599));
  }
}

/** The run was cancelled through its AbortSignal. */
export class JudgeCancelledError extends Error {
  constructor() {
    super('Judging was cancelled.');
    this.name = 'JudgeCancelledError';
  }
}

/**
 * Milliseconds to wait from the `retry-after-ms` header, else `Retry-After` as seconds or an HTTP
 * date; null when absent or unreadable.
 */
export function parseRetryAfter(
  headers: { get(name: string): string | null },
  now: number = Date.now(),
): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Math.round(Number(ms));
  const value = headers.get('retry-after');
  if (value === null) return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.round(Number(value) * 1000);
  // Otherwise an HTTP date ("Wed, 21 Oct 2026 07:28:00 GMT"): it names a weekday or month in letters.
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const causeCode = (error: unknown): string | null => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : null;
};

/**
 * Classifies whatever one attempt threw: cancellation of the run, the attempt's own timeout, an
 * HTTP or protocol failure already typed, or a network failure from fetch.
 */
export function classifyAttemptError(error: unknown, run: AbortSignal, timeout: AbortSignal, timeoutMs: number): Error {
  if (run.aborted) return new JudgeCancelledError();
  if (timeout.aborted) return new JudgeRequestError('timeout', `No answer within ${timeoutMs} ms.`);
  if (error instanceof JudgeRequestError || error instanceof JudgeCancelledError) return error;
  if (error instanceof TypeError) {
    const code = causeCode(error);
    return new JudgeRequestError('network', `Network error: ${error.message}${code ? ` (${code})` : ''}.`, {
      cause: error,
    });
  }
  return new JudgeRequestError('unexpected', error instanceof Error ? error.message : String(error));
}
