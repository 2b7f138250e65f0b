// Messages between the job runner (main thread) and a job worker thread.
import type { ErrorCode } from '../../../shared/api/result';

/** A job's work inside the worker: the input it was given, a cancel signal and a progress callback. */
export type JobContext = {
  signal: AbortSignal;
  progress: (done: number, total: number) => void;
  /** What the runner passed to every worker (the database path and binding, for the app's jobs). */
  workerData: unknown;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a job table maps each kind to its own input and result
export type JobTable = Record<string, (input: any, context: JobContext) => Promise<unknown>>;

/** An error crossing the thread boundary: an AppError keeps its code and details; anything else is 'internal'. */
export type SentError = { code: ErrorCode | null; message: string; details?: unknown };

/** A worker runs one job at a time; `id` tells the jobs it ran one after another apart. */
export type ToWorker = { type: 'run'; id: number; kind: string; input: unknown } | { type: 'cancel'; id: number };
export type FromWorker =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: SentError };
