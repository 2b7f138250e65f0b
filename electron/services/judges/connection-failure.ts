// Classifies why a call to a judge or model server failed (refused, name not found, TLS, 401/403,
// 404 model, timeout, 429, 5xx, a reply that is not what an OpenAI-compatible server sends), from the
// typed judge errors, fetch's network errors (undici puts the system code on `cause`) and timeouts.
import type { ConnectionFailure, ConnectionFailureKind } from '../../../shared/domain/connection-failure';
import { JudgeRequestError } from './errors';

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|EPROTO/;

/** System or undici codes found on the error, its causes and an AggregateError's members. */
function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown; options?: { cause?: unknown } };
  const own = typeof e.code === 'string' ? [e.code] : [];
  const members = Array.isArray(e.errors) ? e.errors.flatMap((m) => codesOf(m, depth + 1)) : [];
  const kept = error instanceof JudgeRequestError ? codesOf(error.options.cause, depth + 1) : [];
  return [...own, ...kept, ...codesOf(e.cause, depth + 1), ...members];
}

function fromCode(code: string): ConnectionFailureKind | null {
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'dns';
  if (TLS_CODE.test(code)) return 'tls';
  if (/TIMEDOUT|TIMEOUT/.test(code)) return 'timeout';
  if (/^E[A-Z]+$|^UND_ERR/.test(code)) return 'network';
  return null;
}

export function fromStatus(status: number): ConnectionFailureKind | null {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'model_not_found';
  if (status === 408) return 'timeout';
  if (status === 429) return 'rate_limited';
  if (status >= 500 && status <= 599) return 'server_error';
  return null;
}

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * What kind of connection failure this is, or null when it is not one (a bug, a refused request
 * the server understood, a cancellation). `url` is the address that was called, for the message.
 */
export function classifyConnectionFailure(error: unknown, url?: string | null): ConnectionFailure | null {
  const host = hostOf(url);
  const result = (kind: ConnectionFailureKind | null, status: number | null = null) =>
    kind ? { kind, status, host } : null;
  if (error instanceof JudgeRequestError) {
    if (error.kind === 'timeout') return result('timeout');
    if (error.kind === 'http') return result(fromStatus(error.options.status ?? 0), error.options.status ?? null);
    if (error.kind === 'invalid_response') return result('bad_response');
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return result('timeout');
  for (const code of codesOf(error)) {
    const kind = fromCode(code);
    if (kind) return result(kind);
  }
  if (error instanceof JudgeRequestError && error.kind === 'network') return result('network');
  // fetch without a code on its cause ("fetch failed"): the server could not be reached.
  if (error instanceof TypeError && /fetch failed|network/i.test(error.message)) return result('network');
  return null;
}
