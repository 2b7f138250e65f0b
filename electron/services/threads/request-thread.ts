// The main side of a worker thread that loads something once and then answers requests in order: a request is a message
// with an id, answered by a result or an error with the same id; the thread reports that it is ready (with what it
// loaded) or why it could not load. Used by the encoder pool and the analyzer thread.
import type { Worker } from 'node:worker_threads';

/** What such a worker sends back. */
export type FromRequestWorker<Info = undefined> =
  | { type: 'ready'; info: Info }
  | { type: 'load-failed'; message: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string };

/** What it is sent: a request (`type` other than 'close', with an id) or 'close'. */
export type ToRequestWorker = { type: string; id?: number; [key: string]: unknown };

/** How long close() waits for the work in flight before terminating the thread anyway. */
const CLOSE_GRACE_MS = 10_000;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class RequestThread<Info = undefined> {
  readonly ready: Promise<Info>;
  private readonly exited: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** The weight of the requests sent and not answered yet (a pool sends new work to the least busy thread). */
  load = 0;
  alive = true;

  /** `what` names the thread in errors ("sentence encoder", "analyzer"). */
  constructor(
    private readonly worker: Worker,
    private readonly what: string,
  ) {
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    this.ready = new Promise<Info>((resolve, reject) => {
      const fail = (error: Error) => {
        this.alive = false;
        reject(error);
        for (const p of [...this.pending.values()]) p.reject(error);
      };
      worker.on('message', (message: FromRequestWorker<Info>) => {
        if (message.type === 'ready') {
          resolve(message.info);
          this.idleCheck();
        } else if (message.type === 'load-failed') {
          fail(new Error(`The ${what} could not be loaded in its worker thread: ${message.message}`));
          void this.close();
        } else this.settle(message);
      });
      worker.on('error', (error) => fail(new Error(`The ${what} thread failed: ${error.message}`)));
      worker.on('exit', (code) => fail(new Error(`The ${what} thread stopped (exit code ${code}).`)));
    });
    // Callers see the failure through ready or request; a rejection nobody awaits must not crash the process.
    this.ready.catch(() => undefined);
  }

  /** Sends a request and resolves with its result; `transfer` moves buffers instead of copying them. */
  request<T>(message: Omit<ToRequestWorker, 'id'>, weight = 0): Promise<T> {
    if (!this.alive) return Promise.reject(new Error(`The ${this.what} thread has stopped.`));
    const id = this.nextId++;
    this.load += weight;
    this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        this.pending.delete(id);
        this.load -= weight;
        this.idleCheck();
      };
      this.pending.set(id, {
        resolve: (value) => {
          done();
          resolve(value as T);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Asks the worker to end once idle; terminates it only if it does not within the grace period. */
  async close(): Promise<void> {
    this.alive = false;
    this.worker.ref();
    this.worker.postMessage({ type: 'close' } satisfies ToRequestWorker);
    const timer = setTimeout(() => void this.worker.terminate(), CLOSE_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  private settle(message: Extract<FromRequestWorker, { id: number }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type === 'error') pending.reject(new Error(`The ${this.what} failed: ${message.message}`));
    else pending.resolve(message.value);
  }

  /** An idle worker does not keep the process alive. */
  private idleCheck(): void {
    if (this.pending.size === 0) this.worker.unref();
  }
}
