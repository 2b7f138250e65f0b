// Events streamed from the services to the renderer: progress of long-running tasks, and app-wide
// news every open window must act on (the data was restored from a backup: reload).
import type { ApiError } from './result';

export type TaskEvent =
  | { type: 'task.progress'; taskId: string; done: number; total: number }
  /** Partial output of a streaming task (e.g. generated text so far), keyed by what it belongs to. */
  | { type: 'task.output'; taskId: string; key: string; text: string }
  | { type: 'task.done'; taskId: string; value: unknown }
  | { type: 'task.failed'; taskId: string; error: ApiError };

/** The services restarted on a restored database: every window reloads and people sign in again. */
export type AppEvent = { type: 'app.restored'; restoredFrom: string; keptAside: string | null };

export type ServerEvent = TaskEvent | AppEvent;

export const isAppEvent = (event: unknown): event is AppEvent =>
  typeof event === 'object' && event !== null && (event as { type?: unknown }).type === 'app.restored';

export type TaskStarted = { taskId: string };
