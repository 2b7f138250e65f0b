// Events streamed from the services to the renderer: progress of long-running tasks.
import type { ApiError } from './result';

export type TaskEvent =
  | { type: 'task.progress'; taskId: string; done: number; total: number }
  /** Partial output of a streaming task (e.g. generated text so far), keyed by what it belongs to. */
  | { type: 'task.output'; taskId: string; key: string; text: string }
  | { type: 'task.done'; taskId: string; value: unknown }
  | { type: 'task.failed'; taskId: string; error: ApiError };

export type TaskStarted = { taskId: string };
