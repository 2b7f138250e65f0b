// Opens the services for one CLI command, optionally signed in as a profile (--as / --as-passcode),
// and gives the typed API client every command calls them through.
import { createApiClient, type ApiClient } from '../../shared/api/client';
import { startServices, type AppServices } from '../services/app-services';
import { registerRunning } from '../services/data/running';
import { AppError } from '../services/errors';
import { appRootFrom, builtInLibraryDir, resolveDataDir } from '../services/paths';
import { createFileStore } from '../services/settings/file-store';

export type GlobalOptions = { dataDir?: string; json?: boolean; as?: string; asPasscode?: string };

export async function openCliServices(options: GlobalOptions): Promise<AppServices> {
  const dataDir = resolveDataDir({ explicit: options.dataDir });
  const services = startServices({
    dataDir,
    shell: 'browser',
    settingsStore: createFileStore(dataDir),
    libraryDir: builtInLibraryDir(appRootFrom(import.meta.url)),
  });
  // While a command runs (an import, say), restoring a backup in the app waits for it to finish.
  const running = registerRunning(dataDir, 'cli');
  const stop = services.stop;
  services.stop = () => {
    stop();
    running.release();
  };
  services.session.signOut();
  const as = options.as ?? (process.env.CULTURECARE_AS || undefined);
  if (as) {
    const wanted = as;
    const profile = services.profiles.list().find((p) => String(p.id) === wanted || p.displayName === wanted);
    if (!profile) throw new AppError('not_found', `No profile called "${wanted}".`);
    await services.profiles.switchTo(
      services.session,
      profile.id,
      options.asPasscode ?? (process.env.CULTURECARE_AS_PASSCODE || undefined),
    );
  }
  return services;
}

/** The typed API client over the services' dispatcher: the same client, contract and access rules as the app. */
export function apiOf(services: AppServices): ApiClient {
  const cached = clients.get(services);
  if (cached) return cached;
  const client = createApiClient({
    invoke: (method, request) => services.dispatch(method, request),
    onEvent: (listener) => services.tasks.onEvent(listener),
    ready: () => Promise.resolve(),
  });
  clients.set(services, client);
  return client;
}

const clients = new WeakMap<AppServices, ApiClient>();
