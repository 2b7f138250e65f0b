// The main side of the judge worker: starts it, sends requests, cancels them, and fails pending work if it stops.
import { Worker } from 'node:worker_threads';
import type { ChatMessage } from '../../../../shared/prompts/types';
import { JudgeCancelledError, JudgeRequestError } from '../errors';
import type { FromWorker, ModelInfo, ScoreResult, ToWorker, WorkerOptions, WorkerStats } from './protocol';
import { workerEntry } from './worker-entry';

/** How long close() waits for the pass in flight before terminating the thread anyway. */
const CLOSE_GRACE_MS = 60_000;

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void; done: () => void };
type Running = { worker: Worker; ready: Promise<ModelInfo>; exited: Promise<void> };

const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new JudgeCancelledError();

export class JudgeWorkerClient {
  private running: Running | null = null;
  /** Set when the model could not be loaded: later requests fail at once (create a new judge to try again). */
  private loadFailure: JudgeRequestError | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(readonly options: WorkerOptions) {}

  /** The model could not be loaded (this client keeps failing; a new one tries again). */
  get loadFailed(): boolean {
    return this.loadFailure !== null;
  }

  /** Starts the worker if needed; resolves when the model is loaded. */
  load(): Promise<ModelInfo> {
    if (this.loadFailure) return Promise.reject(this.loadFailure);
    return this.start().ready;
  }

  /** One forward pass in the worker. Rejects at once when the signal aborts; queued work is then dropped. */
  score(messages: readonly ChatMessage[], signal: AbortSignal): Promise<ScoreResult> {
    return this.request<ScoreResult>((id) => ({ type: 'score', id, messages: [...messages] }), signal);
  }

  /** Counts of the running worker (zeros when none runs: counts start again with each worker). */
  stats(): Promise<WorkerStats> {
    if (!this.running)
      return Promise.resolve({
        forwardPasses: 0,
        promptTokens: 0,
        reusedTokens: 0,
        cancelledBeforeStart: 0,
        cacheEntries: 0,
        cacheBytes: 0,
      });
    return this.request<WorkerStats>((id) => ({ type: 'stats', id }), new AbortController().signal);
  }

  /**
   * Fails pending requests, lets the worker finish the pass in flight, release the model and
   * exit (terminating it mid-pass would abort the process). The next request starts a new one.
   */
  async close(): Promise<void> {
    const running = this.running;
    this.stopped(new JudgeRequestError('unexpected', 'The local judge was closed.'));
    if (running) await shutDown(running);
  }

  private start(): Running {
    if (this.running) return this.running;
    const worker = new Worker(workerEntry(import.meta.url), { workerData: this.options, execArgv: [] });
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const ready = new Promise<ModelInfo>((resolve, reject) => {
      const fail = (error: Error) => {
        reject(error);
        if (this.running?.worker === worker) this.stopped(error);
      };
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          resolve(message.info);
          if (this.pending.size === 0) worker.unref();
        } else if (message.type === 'load-failed') {
          this.loadFailure = new JudgeRequestError(
            'unexpected',
            `Could not load the local model from ${this.options.modelDir}: ${message.message}`,
          );
          fail(this.loadFailure);
          void shutDown({ worker, ready, exited });
        } else this.settle(message);
      });
      worker.on('error', (error) =>
        fail(new JudgeRequestError('unexpected', `The local judge worker failed: ${error.message}`)),
      );
      worker.on('exit', (code) =>
        fail(new JudgeRequestError('unexpected', `The local judge worker stopped (exit code ${code}).`)),
      );
    });
    // load() callers see the failure; a rejection nobody awaits must not crash the process.
    ready.catch(() => undefined);
    this.running = { worker, ready, exited };
    return this.running;
  }

  private request<T>(message: (id: number) => ToWorker, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    if (this.loadFailure) return Promise.reject(this.loadFailure);
    const { worker } = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        this.pending.get(id)?.done();
        worker.postMessage({ type: 'cancel', id } satisfies ToWorker);
        reject(abortError(signal));
      };
      const done = () => {
        this.pending.delete(id);
        signal.removeEventListener('abort', onAbort);
        // An idle worker does not keep the process alive.
        if (this.pending.size === 0) worker.unref();
      };
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject, done });
      signal.addEventListener('abort', onAbort, { once: true });
      worker.ref();
      worker.postMessage(message(id));
    });
  }

  private settle(message: Extract<FromWorker, { id: number }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return; // cancelled meanwhile
    pending.done();
    if (message.type === 'error')
      pending.reject(new JudgeRequestError('unexpected', `The local model failed: ${message.message}`));
    else pending.resolve((message.type === 'result' ? message.result : message.stats) as never);
  }

  /** The worker is gone (or going): fail everything pending and forget it. */
  private stopped(error: Error): void {
    for (const pending of [...this.pending.values()]) {
      pending.done();
      pending.reject(error);
    }
    this.running = null;
  }
}

/** Asks the worker to end once idle; terminates it only if it does not within the grace period. */
async function shutDown({ worker, exited }: Running): Promise<void> {
  worker.ref();
  worker.postMessage({ type: 'close' } satisfies ToWorker);
  const timer = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
