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
export type EventListener = (event: TaskEvent) => void;

export class TaskRunner {
  private readonly running = new Map<string, AbortController>();
  private readonly listeners = new Set<EventListener>();

  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: TaskEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Starts the work on the next tick so the caller can subscribe before the first event. */
  start<T>(fn: TaskFn<T>): string {
    const taskId = randomUUID();
    const controller = new AbortController();
    this.running.set(taskId, controller);
    const progress = (done: number, total: number) => {
      if (!controller.signal.aborted) this.emit({ type: 'task.progress', taskId, done, total });
    };
    const output = (key: string, text: string) => {
      if (!controller.signal.aborted) this.emit({ type: 'task.output', taskId, key, text });
    };
    setImmediate(() => {
      fn({ signal: controller.signal, progress, output })
        .then((value) => {
          if (controller.signal.aborted) throw new AppError('cancelled', 'The task was cancelled.');
          this.emit({ type: 'task.done', taskId, value });
        })
        .catch((error: unknown) => {
          const apiError = controller.signal.aborted
            ? { code: 'cancelled' as const, message: 'The task was cancelled.' }
            : toApiError(error);
          this.emit({ type: 'task.failed', taskId, error: apiError });
        })
        .finally(() => this.running.delete(taskId));
    });
    return taskId;
  }

  cancel(taskId: string): boolean {
    const controller = this.running.get(taskId);
    if (!controller) return false;
    controller.abort();
    return true;
  }

  cancelAll(): void {
    for (const controller of this.running.values()) controller.abort();
  }
}
