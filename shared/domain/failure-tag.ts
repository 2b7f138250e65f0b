// A classified connection failure carried inside a stored error message, so that feedback kept in the
// database (a judge's failed judgement, a failed role-play turn feedback) can still say what failed
// and what to try in the reader's language, without a new column: "... [connection:refused;host=...]".
import { CONNECTION_FAILURE_KINDS, type ConnectionFailure, type ConnectionFailureKind } from './connection-failure';

const TAG = /\s*\[connection:([a-z_]+)(?:;status=(\d{3}))?(?:;host=([^\]\s;]+))?\]\s*$/;

/** The message with the failure appended as a tag (unchanged when the failure is not a connection one). */
export function withFailureTag(message: string, failure: ConnectionFailure | null): string {
  if (!failure) return message;
  const status = failure.status !== null ? `;status=${failure.status}` : '';
  const host = failure.host ? `;host=${failure.host.replace(/[\]\s;]/g, '')}` : '';
  return `${message} [connection:${failure.kind}${status}${host}]`;
}

/** The message without its tag, and the failure the tag names (null when there is none or it is unknown). */
export function readFailureTag(message: string | null | undefined): {
  text: string | null;
  failure: ConnectionFailure | null;
} {
  if (!message) return { text: message ?? null, failure: null };
  const match = TAG.exec(message);
  if (!match) return { text: message, failure: null };
  const text = message.slice(0, match.index);
  const kind = match[1] as ConnectionFailureKind;
  if (!CONNECTION_FAILURE_KINDS.includes(kind)) return { text, failure: null };
  return { text, failure: { kind, status: match[2] ? Number(match[2]) : null, host: match[3] ?? null } };
}

/** The first classified failure among stored messages (a rubric's, then its judgements'), or null. */
export function firstTaggedFailure(messages: readonly (string | null | undefined)[]): ConnectionFailure | null {
  for (const message of messages) {
    const { failure } = readFailureTag(message);
    if (failure) return failure;
  }
  return null;
}
