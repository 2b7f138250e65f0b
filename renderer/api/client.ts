// The one API client the UI uses. It cannot tell, and does not care, which shell it runs in.
import { createApiClient, type Transport } from '../../shared/api/client';
import type { ApiError } from '../../shared/api/result';
import { pickTransport } from './transport';

export { ApiCallError } from '../../shared/api/client';

const failureListeners = new Set<(error: ApiError) => void>();

/** Hears every call the host answered with an error (a class server's session watcher waits for not_signed_in). */
export function onCallFailed(listener: (error: ApiError) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function observed(transport: Transport): Transport {
  return {
    ...transport,
    invoke: async (method, request, signal) => {
      const result = await transport.invoke(method, request, signal);
      if (!result.ok) for (const listener of failureListeners) listener(result.error);
      return result;
    },
  };
}

const transport = pickTransport();

export const api = createApiClient(observed(transport));

/** Every event the services send (task progress, and app-wide news such as a restored backup). */
export const onServerEvent = (listener: (event: unknown) => void): (() => void) => transport.onEvent(listener);
