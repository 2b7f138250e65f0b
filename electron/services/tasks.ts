// Long-running work as tasks: each gets an id, reports progress as events, and can be cancelled.
import { randomUUID } from 'node:crypto';
import type { TaskEvent } from '../../shared/api/events';
import { AppError } from './errors';
import { toApiError } from './to-api-error';

export type TaskContext = {
  signal: AbortSignal;
  progress: (done: number, total: number) => void;
  /** Streams partial output (e.g. generated text so far); optional for callers outside a task. */
  output?: (key: string, text: string) => void;
};
export type TaskFn<T> = (context: TaskContext) => Promise<T>;
/** Hears every task event with the key of the session that started the task (undefined: the shell's own session). */
export type EventListener = (event: TaskEvent, owner: string | undefined) => void;

export class TaskRunner {
  private readonly running = new Map<string, { controller: AbortController; owner: string | undefined }>();
  private readonly listeners = new Set<EventListener>();

  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts the work on the next tick so the caller can subscribe before the first event. `owner` is
   * the key of the session that asked: on a class server its events go only to that session.
   */
  start<T>(fn: TaskFn<T>, owner?: string): string {
    const taskId = randomUUID();
    const controller = new AbortController();
    this.running.set(taskId, { controller, owner });
    const emit = (event: TaskEvent) => {
      for (const listener of this.listeners) listener(event, owner);
    };
    const progress = (done: number, total: number) => {
      if (!controller.signal.aborted) emit({ type: 'task.progress', taskId, done, total });
    };
    const output = (key: string, text: string) => {
      if (!controller.signal.aborted) emit({ type: 'task.output', taskId, key, text });
    };
    setImmediate(() => {
      fn({ signal: controller.signal, progress, output })
        .then((value) => {
          if (controller.signal.aborted) throw new AppError('cancelled', 'The task was cancelled.');
          emit({ type: 'task.done', taskId, value });
        })
        .catch((error: unknown) => {
          const apiError = controller.signal.aborted
            ? { code: 'cancelled' as const, message: 'The task was cancelled.' }
            : toApiError(error);
          emit({ type: 'task.failed', taskId, error: apiError });
        })
        .finally(() => this.running.delete(taskId));
    });
    return taskId;
  }

  /** Cancels a running task; a task started by another session cannot be cancelled from this one. */
  cancel(taskId: string, owner?: string): boolean {
    const task = this.running.get(taskId);
    if (!task || task.owner !== owner) return false;
    task.controller.abort();
    return true;
  }

  cancelAll(): void {
    for (const task of this.running.values()) task.controller.abort();
  }
}
