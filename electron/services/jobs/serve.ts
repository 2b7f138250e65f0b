// The worker side of the job runner: runs each job it is sent with progress and cancellation, at a
// lower CPU priority than the request thread where the system allows, and reports the result or
// the error (an AppError keeps its code, so the caller sees the same error as on the main thread).
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../errors';
import type { FromWorker, JobTable, SentError, ToWorker } from './protocol';
import { lowerThisThreadPriority } from './thread-priority';

function sentError(error: unknown): SentError {
  if (error instanceof AppError) return { code: error.code, message: error.message, details: error.details };
  const sqliteCode = (error as { code?: unknown })?.code;
  return {
    code: null,
    message: error instanceof Error ? error.message : String(error),
    details: typeof sqliteCode === 'string' ? { sqliteCode } : undefined,
  };
}

/** Serves jobs from `jobs` in this worker thread (call it from the worker's entry module). */
export function serveJobs(jobs: JobTable): void {
  const port = parentPort;
  if (!port) throw new Error('Jobs run in a worker thread started by the job runner.');
  // Requests come first: this thread yields the CPU to the one that answers them.
  lowerThisThreadPriority();
  const send = (message: FromWorker) => port.postMessage(message);
  const running = new Map<number, AbortController>();
  const data = (workerData as { data?: unknown } | null)?.data;
  port.on('message', (message: ToWorker) => {
    if (message.type === 'cancel') {
      running.get(message.id)?.abort(new AppError('cancelled', 'The job was cancelled.'));
      return;
    }
    const { id } = message;
    const job = jobs[message.kind];
    if (!job) {
      send({
        type: 'failed',
        id,
        error: { code: 'internal', message: `There is no background job "${message.kind}".` },
      });
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const progress = (done: number, total: number) => {
      if (!controller.signal.aborted) send({ type: 'progress', id, done, total });
    };
    job(message.input, { signal: controller.signal, progress, workerData: data })
      .then(
        (value) => send({ type: 'done', id, value }),
        (error: unknown) => send({ type: 'failed', id, error: sentError(error) }),
      )
      .finally(() => running.delete(id));
  });
}
