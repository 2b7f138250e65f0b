// The service host both shells run: it owns the current AppServices, relays their events, and can
// stop them and start them again on another database file (restoring a backup) while the shell keeps
// serving. Requests that arrive during the swap wait for it and then reach the new services; every
// window is told through the event stream and reloads.
import type { ServerEvent } from '../../shared/api/events';
import { fail, type ApiResult } from '../../shared/api/result';
import type { AppServices } from './app-services';
import { replaceDatabaseFile, type RestorePlan } from './data/restore';
import type { Dispatch } from './dispatcher';
import { AppError } from './errors';
import { toApiError } from './to-api-error';

/** What the services may ask of the host that runs them. */
export type ServiceLifecycle = {
  /** Called by data.restore once the backup is checked and the current file kept aside. */
  scheduleRestore: (plan: RestorePlan) => void;
};

export type ServiceFactory = (lifecycle: ServiceLifecycle) => AppServices;

type Outcome = ApiResult<null>;

export class ServiceHost {
  private current: AppServices;
  private detach: () => void;
  private pending: RestorePlan | null = null;
  private swapping: Promise<Outcome> | null = null;
  private readonly listeners = new Set<(event: ServerEvent) => void>();
  private readonly lifecycle: ServiceLifecycle = {
    scheduleRestore: (plan) => {
      if (this.pending || this.swapping) throw new AppError('conflict', 'A restore is already under way.');
      this.pending = plan;
    },
  };

  constructor(private readonly factory: ServiceFactory) {
    this.current = factory(this.lifecycle);
    this.detach = this.attach(this.current);
  }

  /** The services running now (they change when a backup is restored). */
  get services(): AppServices {
    return this.current;
  }

  onEvent(listener: (event: ServerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  readonly dispatch: Dispatch = async (method, request, context) => {
    if (this.swapping) await this.swapping;
    const result = await this.current.dispatch(method, request, context);
    const plan = this.pending;
    if (plan) {
      this.pending = null;
      this.swapping = this.restore(plan).finally(() => (this.swapping = null));
    }
    // The restore request answers only once the new services run (or with why they could not).
    if (method === 'data.restore' && result.ok && this.swapping) {
      const outcome = await this.swapping;
      if (!outcome.ok) return outcome;
    }
    return result;
  };

  stop(): void {
    this.detach();
    this.current.stop();
  }

  private attach(services: AppServices): () => void {
    return services.tasks.onEvent((event) => this.emit(event));
  }

  private emit(event: ServerEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private restart(): void {
    this.current = this.factory(this.lifecycle);
    this.detach = this.attach(this.current);
  }

  /** Stops the services, puts the backup in place and starts them again; puts the old file back if that fails. */
  private async restore(plan: RestorePlan): Promise<Outcome> {
    await new Promise((resolve) => setImmediate(resolve));
    const old = this.current;
    // Profile ids of the restored data may differ: nobody is signed in again automatically.
    old.settings.setLastProfile(null);
    this.detach();
    old.stop();
    try {
      replaceDatabaseFile(old.databasePath, plan.from);
    } catch (error) {
      this.restart();
      return { ok: false, error: toApiError(error) };
    }
    try {
      this.restart();
    } catch (error) {
      const why = toApiError(error);
      replaceDatabaseFile(old.databasePath, plan.keptAside.path);
      this.restart();
      return fail(
        why.code,
        `The restored file could not be opened (${why.message}); the data as it was before was put back.`,
      );
    }
    this.emit({ type: 'app.restored', restoredFrom: plan.restoredFrom, keptAside: plan.keptAside.fileName });
    return { ok: true, value: null };
  }
}
