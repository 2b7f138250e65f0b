// Opens the services for one CLI command, optionally signed in as a profile (--as / --as-passcode).
import { startServices, type AppServices } from '../services/app-services';
import { AppError } from '../services/errors';
import { appRootFrom, builtInLibraryDir, resolveDataDir } from '../services/paths';
import { createConfStore } from '../services/settings/conf-store';

export type GlobalOptions = { dataDir?: string; json?: boolean; as?: string; asPasscode?: string };

export async function openCliServices(options: GlobalOptions): Promise<AppServices> {
  const dataDir = resolveDataDir({ explicit: options.dataDir });
  const services = startServices({
    dataDir,
    shell: 'browser',
    settingsStore: createConfStore(dataDir),
    libraryDir: builtInLibraryDir(appRootFrom(import.meta.url)),
  });
  services.session.signOut();
  const as = options.as ?? (process.env.CULTURECARE_AS || undefined);
  if (as) {
    const wanted = as;
    const profile = services.profiles.list().find((p) => String(p.id) === wanted || p.displayName === wanted);
    if (!profile) throw new AppError('not_found', `No profile called "${wanted}".`);
    await services.profiles.switchTo(
      profile.id,
      options.asPasscode ?? (process.env.CULTURECARE_AS_PASSCODE || undefined),
    );
  }
  return services;
}

/** Calls a contract method through the same dispatcher the app uses; throws AppError on failure. */
export async function callApi(services: AppServices, method: string, request: unknown): Promise<unknown> {
  const result = await services.dispatch(method, request);
  if (!result.ok) throw new AppError(result.error.code, result.error.message, result.error.details);
  return result.value;
}
