// The two ways the renderer reaches the services: the Electron preload bridge, or HTTP in browser mode.
import type { Transport } from '../../shared/api/client';
import type { Bridge } from '../../shared/api/contract';
import type { ApiResult } from '../../shared/api/result';

export type { Transport };

/** The details of the error a request gets when the host did not answer at all (worth retrying). */
export const UNREACHABLE = { unreachable: true } as const;

function bridgeTransport(bridge: Bridge): Transport {
  return {
    invoke: (method, request, signal) =>
      new Promise<ApiResult<unknown>>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        (bridge.methods[method](request) as Promise<ApiResult<unknown>>).then(resolve, reject);
      }),
    onEvent: bridge.onEvent,
    ready: () => Promise.resolve(),
  };
}

function httpTransport(): Transport {
  const listeners = new Set<(event: unknown) => void>();
  let source: EventSource | null = null;
  let opened: Promise<void> | null = null;
  const connect = () => {
    if (opened) return opened;
    opened = new Promise<void>((resolve) => {
      source = new EventSource('api/events');
      source.onopen = () => resolve();
      source.onmessage = (message: MessageEvent<string>) => {
        const event: unknown = JSON.parse(message.data);
        for (const listener of listeners) listener(event);
      };
    });
    return opened;
  };
  return {
    invoke: async (method, request, signal) => {
      try {
        const response = await fetch(`api/call/${method}`, {
          method: 'POST',
          signal,
          headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
          body: JSON.stringify(request ?? {}),
        });
        return (await response.json()) as ApiResult<unknown>;
      } catch (failure) {
        if (signal?.aborted) throw failure;
        return {
          ok: false,
          error: { code: 'internal', message: 'The app host is not reachable.', details: UNREACHABLE },
        };
      }
    },
    onEvent: (listener) => {
      listeners.add(listener);
      void connect();
      return () => listeners.delete(listener);
    },
    ready: connect,
  };
}

export function pickTransport(): Transport {
  const bridge = (window as unknown as { culturecare?: Bridge }).culturecare;
  return bridge ? bridgeTransport(bridge) : httpTransport();
}
