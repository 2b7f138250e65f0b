// The typed API client over any transport: the renderer (preload bridge or HTTP) and the command
// line (the dispatcher in the same process) call the services through this one implementation.
import type { CallMethod, MethodName, RequestOf, ResponseOf, TaskMethod, TaskResultOf } from './contract';
import type { TaskEvent, TaskStarted } from './events';
import type { ApiResult, ErrorCode } from './result';

export class ApiCallError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export type Transport = {
  /** An abort stops waiting for the answer (browser mode also drops the request); the service may still finish it. */
  invoke: (method: MethodName, request: unknown, signal?: AbortSignal) => Promise<ApiResult<unknown>>;
  onEvent: (listener: (event: unknown) => void) => () => void;
  /** Resolves once events can be received (e.g. the browser's event stream is connected). */
  ready: () => Promise<void>;
};

export type TaskOptions = {
  onProgress?: (done: number, total: number) => void;
  onOutput?: (key: string, text: string) => void;
  signal?: AbortSignal;
};

export type ApiClient = {
  call: <M extends CallMethod>(
    method: M,
    request: RequestOf<M>,
    options?: { signal?: AbortSignal },
  ) => Promise<ResponseOf<M>>;
  /** Starts a long-running method and resolves with its result; progress streams in, abort cancels it. */
  task: <M extends TaskMethod>(method: M, request: RequestOf<M>, options?: TaskOptions) => Promise<TaskResultOf<M>>;
  /** Hears every call that succeeded and every task that ran (caches refresh what they touched). */
  onFinished: (listener: (method: MethodName) => void) => () => void;
};

export function createApiClient(transport: Transport): ApiClient {
  const doneListeners = new Set<(method: MethodName) => void>();
  const announce = (method: MethodName) => {
    for (const listener of doneListeners) listener(method);
  };
  const onFinished = (listener: (method: MethodName) => void) => {
    doneListeners.add(listener);
    return () => doneListeners.delete(listener);
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
      const cancel = () => void call('tasks.cancel', { taskId: id }).catch(() => undefined);
      if (options.signal?.aborted) cancel();
      else options.signal?.addEventListener('abort', cancel, { once: true });
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

  return { call, task, onFinished };
}
