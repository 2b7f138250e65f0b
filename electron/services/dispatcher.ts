// The single entry both shells call: checks the method, validates the request with zod, finds the
// caller from the request's session (re-read from the database, so a deleted profile or a changed
// role takes effect at once), enforces the method's access rule, runs the handler, wraps the result.
import { contract, isMethodName, type MethodName } from '../../shared/api/contract';
import { fail, ok, type ApiResult } from '../../shared/api/result';
import type { ProfileSummary } from '../../shared/domain/profile';
import { requireProfile, requireRole, type Caller } from './caller';
import type { CallHandlers, TaskHandlers } from './handlers';
import type { Session } from './session';
import type { TaskRunner } from './tasks';
import { toApiError } from './to-api-error';

/** What a shell knows about one request: whose session it belongs to, and the client's address when known. */
export type RequestContext = { session?: Session; clientAddress?: string };

/** What every handler receives besides the request: the caller, the session for sign-in methods, the client's address. */
export type HandlerContext = { caller: Caller; session: Session; clientAddress?: string };

export type Dispatch = (method: string, request: unknown, context?: RequestContext) => Promise<ApiResult<unknown>>;

function checkAccess(method: MethodName, caller: Caller): void {
  const access = contract[method].access;
  if (access === 'public') return;
  if (access === 'signedIn') requireProfile(caller);
  else requireRole(caller, access);
}

export function createDispatcher(deps: {
  /** The session used when a shell passes none (the desktop window, the command line). */
  session: Session;
  tasks: TaskRunner;
  handlers: { calls: CallHandlers; tasks: TaskHandlers };
  /** The profile as stored now, or null when it no longer exists. */
  currentProfile: (id: number) => ProfileSummary | null;
}): Dispatch {
  const callerOf = (session: Session): Caller => {
    const signedIn = session.profile;
    if (!signedIn) return null;
    const fresh = deps.currentProfile(signedIn.id);
    if (fresh) session.signIn(fresh);
    else session.signOut();
    return fresh;
  };

  return async (method, rawRequest, context) => {
    if (!isMethodName(method)) return fail('unknown_method', `There is no API method called "${method}".`);
    const definition = contract[method];
    const parsed = definition.request.safeParse(rawRequest ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return fail('invalid_request', `The request for ${method} is not valid: ${summary}`, { issues });
    }
    try {
      const session = context?.session ?? deps.session;
      const caller = callerOf(session);
      checkAccess(method, caller);
      const handlerContext: HandlerContext = { caller, session, clientAddress: context?.clientAddress };
      if (definition.kind === 'task') {
        const handler = deps.handlers.tasks[method as keyof TaskHandlers] as (
          r: unknown,
          c: HandlerContext,
        ) => Parameters<TaskRunner['start']>[0];
        return ok({ taskId: deps.tasks.start(handler(parsed.data, handlerContext)) });
      }
      const handler = deps.handlers.calls[method as keyof CallHandlers] as (r: unknown, c: HandlerContext) => unknown;
      const value = await handler(parsed.data, handlerContext);
      callerOf(session); // a rename or cohort change of the caller shows in their session at once
      return ok(value);
    } catch (error) {
      return { ok: false, error: toApiError(error) };
    }
  };
}
