// The single entry both shells call: checks the method, validates the request with zod, finds the
// caller from the request's session (re-read from the database, so a deleted profile or a changed
// role takes effect at once), enforces the method's access rule, runs the handler, wraps the result.
import { contract, isMethodName, type MethodName } from '../../shared/api/contract';
import { fail, ok, type ApiResult } from '../../shared/api/result';
import { accessIn, type AppMode } from '../../shared/api/mode-access';
import type { ProfileSummary } from '../../shared/domain/profile';
import { AUDITED_METHODS, isDryRun } from './audit/audited';
import { AppError } from './errors';
import { requireProfile, requireRole, type Caller } from './caller';
import type { CallHandlers, TaskHandlers } from './handlers';
import type { Session } from './session';
import type { TaskRunner } from './tasks';
import { toApiError } from './to-api-error';

/** What a shell knows about one request: whose session it belongs to (the shared one when absent), and from which address. */
export type RequestContext = { session?: Session; address?: string | null };

/** What every handler receives besides the request: the caller, the session (for sign-in methods) and the address. */
export type HandlerContext = { caller: Caller; session: Session; address: string | null };

export type Dispatch = (method: string, request: unknown, context?: RequestContext) => Promise<ApiResult<unknown>>;

function checkAccess(mode: AppMode, method: MethodName, caller: Caller): void {
  const access = accessIn(mode, method, contract[method].access);
  if (access === 'off') {
    throw new AppError(
      'unknown_method',
      mode === 'server'
        ? `${method} is not available on a class server.`
        : `${method} is only available on a class server.`,
    );
  }
  if (access === 'public') return;
  // On a class server nobody picks a profile: a missing caller means the session ended or never began.
  if (mode === 'server' && !caller) throw new AppError('not_signed_in', 'You are not signed in: sign in again.');
  if (access === 'signedIn') requireProfile(caller);
  else requireRole(caller, access);
}

/** A method's handler; a dispatcher given only some handlers (browser mode's first screen) says when one is missing. */
function handlerOf(handlers: Partial<CallHandlers> | Partial<TaskHandlers>, method: MethodName): unknown {
  const handler = (handlers as Record<string, unknown>)[method];
  if (!handler) throw new AppError('internal', `${method} is not available yet: the app is still starting.`);
  return handler;
}

export function createDispatcher(deps: {
  /** The session used when a shell passes none (the desktop window, the command line). */
  session: Session;
  tasks: TaskRunner;
  /** Every method's handler; browser mode starts with the first screen's only (others are routed elsewhere). */
  handlers: { calls: Partial<CallHandlers>; tasks: Partial<TaskHandlers> };
  /** The profile as stored now, or null when it no longer exists. */
  currentProfile: (id: number) => ProfileSummary | null;
  /** Desktop (the default) or class server: which methods are public and which exist at all. */
  mode?: AppMode;
  /** Writes a staff action to the audit log. */
  audit?: (caller: Caller, method: MethodName, request: unknown, address: string | null) => void;
}): Dispatch {
  const mode = deps.mode ?? 'desktop';
  const audit = (caller: Caller, method: MethodName, request: unknown, address: string | null) => {
    if (!AUDITED_METHODS.has(method) || isDryRun(request)) return;
    try {
      deps.audit?.(caller, method, request, address);
    } catch (error) {
      console.error('[culturecare] could not write the audit log:', error);
    }
  };
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
      checkAccess(mode, method, caller);
      const address = context?.address ?? null;
      const handlerContext: HandlerContext = { caller, session, address };
      if (definition.kind === 'task') {
        const handler = handlerOf(deps.handlers.tasks, method) as (
          r: unknown,
          c: HandlerContext,
        ) => Parameters<TaskRunner['start']>[0];
        const taskId = deps.tasks.start(handler(parsed.data, handlerContext), session.key);
        audit(caller, method, parsed.data, address);
        return ok({ taskId });
      }
      const handler = handlerOf(deps.handlers.calls, method) as (r: unknown, c: HandlerContext) => unknown;
      const value = await handler(parsed.data, handlerContext);
      callerOf(session); // a rename or cohort change of the caller shows in their session at once
      audit(caller, method, parsed.data, address);
      return ok(value);
    } catch (error) {
      return { ok: false, error: toApiError(error) };
    }
  };
}
