// Runs long jobs (imports, exports, PDF reports, backups) in worker threads, off the thread that
// answers requests. A job reports progress and can be cancelled (the worker is asked to stop, and
// ended if it does not within a grace period); a worker that dies becomes a clear error instead of
// a request that never answers. One idle worker is kept (not holding the process open) so the next
// job starts at once; jobs that run at the same time each get a worker of their own.
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import type { FromWorker, JobTable, SentError, ToWorker } from './protocol';
import { bundledWorker } from './source-bundle';

export type JobOptions = { signal?: AbortSignal; progress?: (done: number, total: number) => void };
export type JobInput<T extends JobTable, K extends keyof T> = Parameters<T[K]>[0];
export type JobResult<T extends JobTable, K extends keyof T> = Awaited<ReturnType<T[K]>>;

/** How long a cancelled job may take to stop by itself before its worker is ended. */
const DEFAULT_CANCEL_GRACE_MS = 3000;
/** Idle workers kept for the next job. */
const IDLE_KEPT = 1;

function received(error: SentError): Error {
  if (error.code) return new AppError(error.code, error.message, error.details);
  const sqliteCode = (error.details as { sqliteCode?: unknown } | undefined)?.sqliteCode;
  return Object.assign(new Error(error.message), typeof sqliteCode === 'string' ? { code: sqliteCode } : {});
}

export class JobRunner<T extends JobTable> {
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private nextId = 1;
  private stopped = false;

  /**
   * `entry` is the worker module (a built .js file, or a .ts source, bundled on first use); `data`
   * reaches every job as `context.workerData` (it must survive structured cloning).
   */
  constructor(
    private readonly entry: URL,
    private readonly data: unknown,
    private readonly options: { cancelGraceMs?: number; label?: (kind: string) => string } = {},
  ) {}

  /** How many worker threads exist now (running a job or idle). */
  get threads(): number {
    return this.workers.size;
  }

  private async acquire(): Promise<Worker> {
    const kept = this.idle.pop();
    if (kept) {
      kept.ref();
      return kept;
    }
    const entry = this.entry.pathname.endsWith('.ts') ? await bundledWorker(this.entry) : this.entry;
    const worker = new Worker(entry, { workerData: { data: this.data }, execArgv: [] });
    this.workers.add(worker);
    worker.on('exit', () => {
      this.workers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    // An idle worker that fails is simply dropped; a running job hears of it through its own listener.
    worker.on('error', () => undefined);
    return worker;
  }

  private release(worker: Worker): void {
    if (this.stopped || this.idle.length >= IDLE_KEPT) {
      void worker.terminate();
      return;
    }
    worker.unref();
    this.idle.push(worker);
  }

  async run<K extends keyof T & string>(
    kind: K,
    input: JobInput<T, K>,
    options: JobOptions = {},
  ): Promise<JobResult<T, K>> {
    const { signal, progress } = options;
    const what = this.options.label?.(kind) ?? kind;
    const cancelled = () => new AppError('cancelled', `The ${what} was cancelled.`);
    if (this.stopped) throw new AppError('internal', `The app is stopping; the ${what} was not started.`);
    const worker = await this.acquire();
    if (signal?.aborted) {
      this.release(worker);
      throw cancelled();
    }
    const id = this.nextId++;
    const send = (message: ToWorker) => worker.postMessage(message);
    return new Promise<JobResult<T, K>>((resolve, reject) => {
      let settled = false;
      let graceTimer: NodeJS.Timeout | undefined;
      const settle = (outcome: () => void, reusable: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(graceTimer);
        signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reusable) this.release(worker);
        outcome();
      };
      const onAbort = () => {
        send({ type: 'cancel', id });
        graceTimer = setTimeout(() => {
          settle(() => reject(cancelled()), false);
          void worker.terminate();
        }, this.options.cancelGraceMs ?? DEFAULT_CANCEL_GRACE_MS);
      };
      const onMessage = (message: FromWorker) => {
        if (message.id !== id) return;
        if (message.type === 'progress') {
          if (!signal?.aborted) progress?.(message.done, message.total);
        } else if (message.type === 'done') {
          settle(() => (signal?.aborted ? reject(cancelled()) : resolve(message.value as JobResult<T, K>)), true);
        } else {
          settle(() => reject(signal?.aborted ? cancelled() : received(message.error)), true);
        }
      };
      const onError = (error: Error) =>
        settle(
          () =>
            reject(
              new AppError(
                'internal',
                `The ${what} stopped with an error in its background worker (${error.message}); it did not finish. Try again.`,
              ),
            ),
          false,
        );
      const onExit = (code: number) =>
        settle(
          () =>
            reject(
              signal?.aborted
                ? cancelled()
                : new AppError(
                    'internal',
                    `The ${what} stopped unexpectedly: its background worker ended (exit code ${code}) before finishing. Try again.`,
                  ),
            ),
          false,
        );
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      send({ type: 'run', id, kind, input });
    });
  }

  /** Ends every worker (the app is stopping); jobs still running fail with a clear error. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }
}
