// Events streamed from the services to the renderer: progress of long-running tasks.
import type { ApiError } from './result';

export type TaskEvent =
  | { type: 'task.progress'; taskId: string; done: number; total: number }
  | { type: 'task.done'; taskId: string; value: unknown }
  | { type: 'task.failed'; taskId: string; error: ApiError };

export type TaskStarted = { taskId: string };
