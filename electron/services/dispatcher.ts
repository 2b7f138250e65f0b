// The single entry both shells call: checks the method, validates the request with zod,
// enforces the method's access rule against the session, runs the handler, wraps the result.
import { contract, isMethodName, type MethodName } from '../../shared/api/contract';
import { fail, ok, type ApiResult } from '../../shared/api/result';
import type { CallHandlers, TaskHandlers } from './handlers';
import type { Session } from './session';
import type { TaskRunner } from './tasks';
import { toApiError } from './to-api-error';

export type Dispatch = (method: string, request: unknown) => Promise<ApiResult<unknown>>;

export function createDispatcher(deps: {
  session: Session;
  tasks: TaskRunner;
  handlers: { calls: CallHandlers; tasks: TaskHandlers };
}): Dispatch {
  const checkAccess = (method: MethodName) => {
    const access = contract[method].access;
    if (access === 'public') return;
    if (access === 'signedIn') deps.session.requireProfile();
    else deps.session.requireRole(access);
  };

  return async (method, rawRequest) => {
    if (!isMethodName(method)) return fail('unknown_method', `There is no API method called "${method}".`);
    const definition = contract[method];
    const parsed = definition.request.safeParse(rawRequest ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return fail('invalid_request', `The request for ${method} is not valid: ${summary}`, { issues });
    }
    try {
      checkAccess(method);
      if (definition.kind === 'task') {
        const handler = deps.handlers.tasks[method as keyof TaskHandlers] as (
          r: unknown,
        ) => Parameters<TaskRunner['start']>[0];
        return ok({ taskId: deps.tasks.start(handler(parsed.data)) });
      }
      const handler = deps.handlers.calls[method as keyof CallHandlers] as (r: unknown) => unknown;
      return ok(await handler(parsed.data));
    } catch (error) {
      return { ok: false, error: toApiError(error) };
    }
  };
}
