// Browser mode's early backend: the core services and a dispatcher with the first screen's handlers
// only, started before the other services load. Requests go through the same dispatcher code
// (validation, access rules) as later; methods it does not handle wait for the full services.
import { coreDispatcher, startCoreServices, type CoreOptions, type CoreServices } from './core-services';
import type { Dispatch } from './dispatcher';
import { createFirstScreenHandlers, FIRST_SCREEN_METHODS } from './first-screen-handlers';
import { markStartup } from './startup-timing';

export type FirstScreenBackend = {
  core: CoreServices;
  dispatch: Dispatch;
  /** Whether this early dispatcher answers the method (the others wait for the full services). */
  handles: (method: string) => boolean;
};

const methods = new Set<string>(FIRST_SCREEN_METHODS);

export function startFirstScreenBackend(options: CoreOptions): FirstScreenBackend {
  const core = startCoreServices(options);
  const dispatch = coreDispatcher(core, { calls: createFirstScreenHandlers(core), tasks: {} });
  markStartup('first screen services');
  return { core, dispatch, handles: (method) => methods.has(method) };
}
