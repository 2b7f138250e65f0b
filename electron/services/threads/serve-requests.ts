// The worker side of a request thread (request-thread.ts): loads once, reports ready or why not, then answers each
// request in order with the handler for its type; 'close' ends the thread once no work is in flight.
import { parentPort } from 'node:worker_threads';
import type { FromRequestWorker, ToRequestWorker } from './request-thread';

/** What answers one request: its result, and buffers to move to the main thread instead of copying. */
export type Answer = { value: unknown; transfer?: ArrayBuffer[] };

export interface Served<Loaded, Info> {
  load: () => Promise<Loaded>;
  info: (loaded: Loaded) => Info;
  handle: (loaded: Loaded, message: ToRequestWorker) => Promise<Answer>;
  dispose: (loaded: Loaded) => Promise<void>;
}

export function serveRequests<Loaded, Info>(served: Served<Loaded, Info>): void {
  const port = parentPort;
  if (!port) throw new Error('This module must run in a worker thread.');
  const send = (message: FromRequestWorker<Info>, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let loaded: Loaded | null = null;
  /** The requests in order: each starts when the one before it has been answered. */
  let queue: Promise<void> = Promise.resolve();
  const loading = served.load().then(
    (value) => {
      loaded = value;
      send({ type: 'ready', info: served.info(value) });
    },
    (error: unknown) => send({ type: 'load-failed', message: messageOf(error) }),
  );
  const answer = async (message: ToRequestWorker) => {
    const id = message.id ?? 0;
    try {
      if (loaded === null) throw new Error('Not loaded.');
      const { value, transfer } = await served.handle(loaded, message);
      send({ type: 'result', id, value }, transfer);
    } catch (error) {
      send({ type: 'error', id, message: messageOf(error) });
    }
  };
  /** Ends the thread once no native work is in flight: terminating it during a model call would abort the process. */
  const close = async () => {
    await loading;
    await queue;
    if (loaded !== null) await served.dispose(loaded);
    process.exit(0);
  };
  port.on('message', (message: ToRequestWorker) => {
    if (message.type === 'close') void close();
    else queue = queue.then(() => answer(message));
  });
}
