// The services every request relies on (who is signed in, settings, profiles, accounts, tasks, app
// info) and the dispatcher built on them. startServices builds these first and the rest on top; browser
// mode builds them alone first, so the first screen's reads answer while the other services load.
// Kept free of the heavy services (analyzer, judges, library, exports) so this module loads quickly.
import type { AppInfo } from '../../shared/api/contract';
import { AccountService, type AppMode } from './accounts/service';
import { WebSessionStore, type SessionLimits } from './accounts/web-sessions';
import type { OpenedDatabase } from './app-database';
import { APP_VERSION, RELEASES_URL } from './app-version';
import { auditTarget } from './audit/audited';
import { auditDetails, recordAudit } from './audit/log';
import { readUserVersion } from './db/open';
import { createDispatcher, type Dispatch } from './dispatcher';
import type { CallHandlers, TaskHandlers } from './handlers';
import { ProfileService } from './profiles/service';
import { Session } from './session';
import { SettingsService, type KeyValueStore } from './settings/service';
import { TaskRunner } from './tasks';

export type CoreOptions = {
  dataDir: string;
  shell: AppInfo['shell'];
  settingsStore: KeyValueStore;
  database: OpenedDatabase;
  /** 'server': a class server, where everyone signs in with a password and nothing is public. */
  mode?: AppMode;
  /** How long browser sessions on a class server last without use, and at most. */
  sessionLimits?: SessionLimits;
};

export type CoreServices = {
  dataDir: string;
  databasePath: string;
  db: OpenedDatabase['db'];
  session: Session;
  settings: SettingsService;
  profiles: ProfileService;
  tasks: TaskRunner;
  accounts: AccountService;
  webSessions: WebSessionStore;
  mode: AppMode;
  info: () => AppInfo;
};

export function startCoreServices(options: CoreOptions): CoreServices {
  const { db, databasePath } = options.database;
  const session = new Session();
  const settings = new SettingsService(options.settingsStore);
  const profiles = new ProfileService(db, settings);
  const mode = options.mode ?? 'desktop';
  const webSessions = new WebSessionStore(db, options.sessionLimits);
  const accounts = new AccountService(db, webSessions, mode);
  if (mode === 'desktop') profiles.restoreLastProfile(session);
  return {
    dataDir: options.dataDir,
    databasePath,
    db,
    session,
    settings,
    profiles,
    tasks: new TaskRunner(),
    accounts,
    webSessions,
    mode,
    info: (): AppInfo => ({
      version: APP_VERSION,
      shell: options.shell,
      mode,
      dataDir: options.dataDir,
      databasePath,
      schemaVersion: readUserVersion(db),
      settingsPath: settings.path,
      releasesUrl: RELEASES_URL,
      runtime: {
        node: process.versions.node,
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
      },
    }),
  };
}

/**
 * The dispatcher over the core services and the given handlers: one validation, access check and
 * audit path, whether all the handlers are there or only the first screen's (browser mode's start).
 */
export function coreDispatcher(
  core: CoreServices,
  handlers: { calls: Partial<CallHandlers>; tasks: Partial<TaskHandlers> },
): Dispatch {
  return createDispatcher({
    session: core.session,
    tasks: core.tasks,
    handlers,
    currentProfile: (id) => core.profiles.current(id),
    mode: core.mode,
    audit: (caller, method, request, address) =>
      recordAudit(
        core.db,
        caller,
        { action: method, target: auditTarget(request), details: auditDetails(request) },
        address,
      ),
  });
}
