// The kinds of judge or model server failure the interface explains (see connection-failure.ts), and
// a reader for a classified failure that needs no zod: the error text on every screen uses it, and the
// first screen loads without the zod library.
export const CONNECTION_FAILURE_KINDS = [
  'refused',
  'dns',
  'tls',
  'unauthorized',
  'forbidden',
  'model_not_found',
  'timeout',
  'rate_limited',
  'server_error',
  'bad_response',
  'network',
] as const;
export type ConnectionFailureKind = (typeof CONNECTION_FAILURE_KINDS)[number];

/** A classified failure, as connectionFailureSchema (connection-failure.ts) describes it. */
export type ConnectionFailureShape = { kind: ConnectionFailureKind; status: number | null; host: string | null };

/** Reads a classified failure out of an API error's details ({ connection: ... }), or null; the same
 * checks as connectionFailureSchema (tests/unit/connection-failure-kinds.test.ts keeps them equal). */
export function readConnectionFailure(details: unknown): ConnectionFailureShape | null {
  const candidate = (details as { connection?: unknown } | null | undefined)?.connection;
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return null;
  const keys = Object.keys(candidate);
  if (keys.length !== 3 || !['kind', 'status', 'host'].every((key) => keys.includes(key))) return null;
  const { kind, status, host } = candidate as Record<string, unknown>;
  if (!(CONNECTION_FAILURE_KINDS as readonly unknown[]).includes(kind)) return null;
  if (status !== null && !Number.isSafeInteger(status)) return null;
  if (host !== null && (typeof host !== 'string' || host.length > 300)) return null;
  return { kind: kind as ConnectionFailureKind, status: status as number | null, host: host as string | null };
}
