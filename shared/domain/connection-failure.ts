// Why a call to a judge or model server failed, as the services classify it (see
// electron/services/judges/connection-failure.ts): the kinds the interface explains, with what to try.
import { z } from 'zod';
import { CONNECTION_FAILURE_KINDS } from './connection-failure-kinds';

export { CONNECTION_FAILURE_KINDS, type ConnectionFailureKind } from './connection-failure-kinds';

export const connectionFailureSchema = z
  .object({
    kind: z.enum(CONNECTION_FAILURE_KINDS),
    /** The HTTP status when the server answered; null when it never did. */
    status: z.number().int().nullable(),
    /** The address that was called (scheme, host and port only), when known. */
    host: z.string().max(300).nullable(),
  })
  .strict();
export type ConnectionFailure = z.infer<typeof connectionFailureSchema>;

/** Reads a classified failure out of an API error's details ({ connection: ... }), or null. */
export function connectionFailureOf(details: unknown): ConnectionFailure | null {
  const candidate = (details as { connection?: unknown } | null | undefined)?.connection;
  const parsed = connectionFailureSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
