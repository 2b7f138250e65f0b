// The main side of the judge worker: starts it, sends requests, cancels them, and fails pending work if it stops.
import { Worker } from 'node:worker_threads';
import type { ChatMessage } from '../../../../shared/prompts/types';
import { JudgeCancelledError, JudgeRequestError } from '../errors';
import type { FromWorker, ModelInfo, ScoreResult, ToWorker, WorkerOptions, WorkerStats } from './protocol';
import { workerEntry } from './worker-entry';

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void; done: () => void };

const abortError = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new JudgeCancelledError());

export class JudgeWorkerClient {
  private worker: Worker | null = null;
  private ready: Promise<ModelInfo> | null = null;
  /** Set when the model could not be loaded: later requests fail at once (create a new judge to try again). */
  private loadFailure: JudgeRequestError | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly options: WorkerOptions) {}

  /** Starts the worker if needed; resolves when the model is loaded. */
  load(): Promise<ModelInfo> {
    if (this.loadFailure) return Promise.reject(this.loadFailure);
    this.start();
    return this.ready!;
  }

  /** One forward pass in the worker. Rejects at once when the signal aborts; queued work is then dropped. */
  score(messages: readonly ChatMessage[], signal: AbortSignal): Promise<ScoreResult> {
    return this.request<ScoreResult>((id) => ({ type: 'score', id, messages: [...messages] }), signal);
  }

  stats(): Promise<WorkerStats> {
    return this.request<WorkerStats>((id) => ({ type: 'stats', id }), new AbortController().signal);
  }

  /** Stops the worker; pending requests fail. The next request starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.stopped(new JudgeRequestError('unexpected', 'The local judge was closed.'));
    await worker?.terminate();
  }

  private start(): void {
    if (this.worker) return;
    const worker = new Worker(workerEntry(import.meta.url), { workerData: this.options });
    const current = () => this.worker === worker;
    this.worker = worker;
    this.ready = new Promise<ModelInfo>((resolve, reject) => {
      const fail = (error: Error) => {
        reject(error);
        if (current()) this.stopped(error);
      };
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          resolve(message.info);
          if (this.pending.size === 0) worker.unref();
        } else if (message.type === 'load-failed') {
          this.loadFailure = new JudgeRequestError('unexpected', `Could not load the local model from ${this.options.modelDir}: ${message.message}`);
          fail(this.loadFailure);
          void worker.terminate();
        } else this.settle(message);
      });
      worker.on('error', (error) => fail(new JudgeRequestError('unexpected', `The local judge worker failed: ${error.message}`)));
      worker.on('exit', (code) => fail(new JudgeRequestError('unexpected', `The local judge worker stopped (exit code ${code}).`)));
    });
    // load() callers see the failure; a rejection nobody awaits must not crash the process.
    this.ready.catch(() => undefined);
  }

  private request<T>(message: (id: number) => ToWorker, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    if (this.loadFailure) return Promise.reject(this.loadFailure);
    this.start();
    const worker = this.worker!;
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
        if (this.pending.size === 0) worker.unref();
      };
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject, done });
      signal.addEventListener('abort', onAbort, { once: true });
      worker.ref();
      worker.postMessage(message(id));
    });
  }

  private settle(message: Exclude<FromWorker, { type: 'ready' | 'load-failed' }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return; // cancelled meanwhile
    pending.done();
    if (message.type === 'error') pending.reject(new JudgeRequestError('unexpected', `The local model failed: ${message.message}`));
    else pending.resolve((message.type === 'result' ? message.result : message.stats) as never);
  }

  /** The worker is gone (or going): fail everything pending and forget it. */
  private stopped(error: Error): void {
    for (const pending of [...this.pending.values()]) {
      pending.done();
      pending.reject(error);
    }
    this.worker = null;
    this.ready = null;
  }
}
