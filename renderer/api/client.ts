// The one API client the UI uses. It cannot tell, and does not care, which shell it runs in.
import type {
  CallMethod,
  MethodName,
  RequestOf,
  ResponseOf,
  TaskMethod,
  TaskResultOf,
} from '../../shared/api/contract';
import type { TaskEvent, TaskStarted } from '../../shared/api/events';
import type { ErrorCode } from '../../shared/api/result';
import { pickTransport } from './transport';

export class ApiCallError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const transport = pickTransport();

const doneListeners = new Set<(method: MethodName) => void>();

/** Listens for every call that succeeded and every task that ran (the query cache refreshes what they touched). */
function onFinished(listener: (method: MethodName) => void): () => void {
  doneListeners.add(listener);
  return () => doneListeners.delete(listener);
}

const announce = (method: MethodName) => {
  for (const listener of doneListeners) listener(method);
};

async function call<M extends CallMethod>(
  method: M,
  request: RequestOf<M>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<M>> {
  const result = await transport.invoke(method, request, options.signal);
  if (!result.ok) throw new ApiCallError(result.error.code, result.error.message, result.error.details);
  announce(method);
  return result.value as ResponseOf<M>;
}

type TaskOptions = {
  onProgress?: (done: number, total: number) => void;
  onOutput?: (key: string, text: string) => void;
  signal?: AbortSignal;
};

/** Starts a long-running method and resolves with its result; progress streams in, abort cancels it. */
async function task<M extends TaskMethod>(
  method: M,
  request: RequestOf<M>,
  options: TaskOptions = {},
): Promise<TaskResultOf<M>> {
  await transport.ready();
  const early: TaskEvent[] = [];
  let taskId: string | null = null;
  let settle: ((event: TaskEvent) => void) | null = null;
  const unsubscribe = transport.onEvent((raw) => {
    const event = raw as TaskEvent;
    if (taskId === null) early.push(event);
    else if (event.taskId === taskId) settle?.(event);
  });
  try {
    const started = await transport.invoke(method, request);
    if (!started.ok) throw new ApiCallError(started.error.code, started.error.message, started.error.details);
    taskId = (started.value as TaskStarted).taskId;
    const id = taskId;
    options.signal?.addEventListener('abort', () => void call('tasks.cancel', { taskId: id }), { once: true });
    return await new Promise<TaskResultOf<M>>((resolve, reject) => {
      settle = (event) => {
        if (event.type === 'task.progress') options.onProgress?.(event.done, event.total);
        else if (event.type === 'task.output') options.onOutput?.(event.key, event.text);
        else if (event.type === 'task.done') resolve(event.value as TaskResultOf<M>);
        else reject(new ApiCallError(event.error.code, event.error.message, event.error.details));
      };
      for (const event of early.splice(0)) if (event.taskId === id) settle(event);
    });
  } finally {
    unsubscribe();
    // A task that ran may have stored part of its work even when it failed or was stopped.
    if (taskId !== null) announce(method);
  }
}

export const api = { call, task, onFinished };
