// The two ways the renderer reaches the services: the Electron preload bridge, or HTTP in browser mode.
import type { Transport } from '../../shared/api/client';
import type { Bridge } from '../../shared/api/contract';
import type { ApiResult } from '../../shared/api/result';

export type { Transport };

/** The details of the error a request gets when the host did not answer at all (worth retrying). */
export const UNREACHABLE = { unreachable: true } as const;

/** Fired on window when browser mode refuses a request for its token (the tab outlived a restart). */
export const STALE_TAB_EVENT = 'culturecare:stale-tab';

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

/** How long a task waits for the event stream to open before it is started anyway. */
const STREAM_WAIT_MS = 5000;

function httpTransport(): Transport {
  const listeners = new Set<(event: unknown) => void>();
  let source: EventSource | null = null;
  /**
   * Resolves once the event stream is open. A stream the host refused for good (a class server
   * answers 401 once the session has ended) is closed by the browser and never retried, so the next
   * task opens a new one with the cookie of whoever is signed in then.
   */
  const connect = (): Promise<void> => {
    if (source && source.readyState === EventSource.OPEN) return Promise.resolve();
    if (!source || source.readyState === EventSource.CLOSED) {
      source = new EventSource('api/events');
      source.onmessage = (message: MessageEvent<string>) => {
        const event: unknown = JSON.parse(message.data);
        for (const listener of listeners) listener(event);
      };
    }
    const current = source;
    return new Promise<void>((resolve) => {
      // A host that does not answer at all: go on after a while, so the call itself reports it.
      const timer = window.setTimeout(() => settle(), STREAM_WAIT_MS);
      const settle = () => {
        window.clearTimeout(timer);
        current.removeEventListener('open', settle);
        current.removeEventListener('error', onError);
        resolve();
      };
      // While the browser reconnects by itself, keep waiting; once it gives up, go on (the call then says why).
      const onError = () => {
        if (current.readyState === EventSource.CLOSED) settle();
      };
      current.addEventListener('open', settle);
      current.addEventListener('error', onError);
    });
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
        const result = (await response.json()) as ApiResult<unknown>;
        // Refused for its token: this tab belongs to an earlier run of browser mode (see StaleTabNotice).
        if (response.status === 401) window.dispatchEvent(new Event(STALE_TAB_EVENT));
        return result;
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
