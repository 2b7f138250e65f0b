// Builds every service once, database first, for one run of a shell (Electron, browser mode or CLI).
import type { Database } from 'better-sqlite3';
import type { AppInfo, RestoreResult } from '../../shared/api/contract';
import { CalibrationService } from './calibration/service';
import { DashboardService } from './dashboard/service';
import { prepareRestore } from './data/restore';
import { openAppDatabase, type OpenedDatabase } from './app-database';
import { coreDispatcher, startCoreServices, type CoreServices } from './core-services';
import { AppError } from './errors';
import type { Dispatch } from './dispatcher';
import { createHandlers } from './handlers';
import { ExchangeService } from './exchange/service';
import { ExportService } from './exports/service';
import { GenerationService } from './generation/service';
import { PairwiseService } from './judges/pairwise-service';
import { JudgingService } from './judges/service';
import { syncBuiltInLibraryIfChanged } from './library/builtin';
import { indexMissingScenarios } from './library/import-commit';
import { LibraryService } from './library/service';
import { ModelManager } from './models/manager';
import { OpenedFiles } from './opened-files';
import { ExerciseService } from './practice/exercises-service';
import { PracticeService } from './practice/practice-service';
import { sharedAnalyzer } from './practice/shared-analyzer';
import { appRootFrom } from './paths';
import type { ProfileService } from './profiles/service';
import { RatingService } from './ratings/service';
import { RoleplayService } from './roleplay/roleplay-service';
import { ReviewService } from './review/service';
import type { ServiceLifecycle } from './service-host';
import type { Session } from './session';
import { markStartup } from './startup-timing';
import { fileCipher } from './secrets/file-cipher';
import { SecretStore, type SecretCipher } from './secrets/store';
import type { KeyValueStore, SettingsService } from './settings/service';
import type { TaskRunner } from './tasks';
import type { AppJobs } from './jobs/app-jobs';
import { appJobsEntry } from './jobs/entry';
import { JobRunner } from './jobs/runner';
import type { AccountService, AppMode } from './accounts/service';
import type { SessionLimits, WebSessionStore } from './accounts/web-sessions';

export type ServiceOptions = {
  dataDir: string;
  shell: AppInfo['shell'];
  settingsStore: KeyValueStore;
  nativeBinding?: string;
  /** Folder of the built-in library files (assets/library); installed or upgraded at start. */
  libraryDir?: string;
  /** How secrets (API keys) are encrypted: the OS keychain in Electron; a local key file otherwise. */
  secretCipher?: SecretCipher;
  /** The service host running these services; restoring a backup needs it (the CLI has none). */
  lifecycle?: ServiceLifecycle;
  /** 'server': a class server, where everyone signs in with a password and nothing is public. */
  mode?: AppMode;
  /** How long browser sessions on a class server last without use, and at most. */
  sessionLimits?: SessionLimits;
  /** The database, when the shell opened it already (openAppDatabase); opened here otherwise. */
  database?: OpenedDatabase;
  /** Files handed over on the command line, when the shell read them before the services started. */
  openedFiles?: OpenedFiles;
  /** The core services, when the shell started them already (browser mode answers the first screen with them). */
  core?: CoreServices;
};

export type AppServices = {
  dataDir: string;
  databasePath: string;
  db: Database;
  session: Session;
  settings: SettingsService;
  profiles: ProfileService;
  library: LibraryService;
  secrets: SecretStore;
  judging: JudgingService;
  pairwise: PairwiseService;
  generation: GenerationService;
  models: ModelManager;
  exercises: ExerciseService;
  practice: PracticeService;
  ratings: RatingService;
  exports: ExportService;
  exchange: ExchangeService;
  roleplay: RoleplayService;
  review: ReviewService;
  calibration: CalibrationService;
  dashboard: DashboardService;
  tasks: TaskRunner;
  /** Long jobs (imports, exports, backups) in worker threads, so they never hold up other requests. */
  jobs: JobRunner<AppJobs>;
  accounts: AccountService;
  webSessions: WebSessionStore;
  mode: AppMode;
  openedFiles: OpenedFiles;
  dispatch: Dispatch;
  info: () => AppInfo;
  /** Checks a backup and keeps the current data aside; the host then restarts the services on the backup. */
  restore: (fileName: string) => Promise<RestoreResult>;
  /** Loads the coaching analyzer now rather than at the first draft (a class server, at start). */
  warmAnalyzer: () => Promise<void>;
  stop: () => void;
};

/** How each job is named in its errors ("The import was cancelled."). */
const JOB_LABELS: Record<string, string> = {
  'import.culturecare': 'import',
  'import.pack': 'pack import',
  'exports.create': 'export',
  'data.backup': 'backup',
  'analyzer.strategies': 'strategy analysis',
};

export function startServices(options: ServiceOptions): AppServices {
  // Browser mode built the core services already (to answer the first screen early); others build them here.
  const core =
    options.core ??
    startCoreServices({
      ...options,
      database: options.database ?? openAppDatabase(options.dataDir, options.nativeBinding),
    });
  const { db, databasePath, settings, tasks } = core;
  const jobs = new JobRunner<AppJobs>(
    appJobsEntry(),
    { databasePath, nativeBinding: options.nativeBinding },
    { label: (kind) => JOB_LABELS[kind] ?? 'background job' },
  );
  const library = new LibraryService(db);
  const secrets = new SecretStore(
    options.dataDir,
    options.secretCipher ?? { ...fileCipher(options.dataDir), why: 'browser-mode' },
  );
  const models = new ModelManager({ appRoot: appRootFrom(import.meta.url), dataDir: options.dataDir });
  const judging = new JudgingService(db, secrets, { models });
  const pairwise = new PairwiseService(db, (ids, rubricId) => judging.pairwiseJudges(ids, rubricId));
  const generation = new GenerationService(db, secrets);
  const exercises = new ExerciseService(db, judging);
  // Practice and role-play coaching share one analyzer (models and threads loaded once).
  const analyzer = sharedAnalyzer();
  const practice = new PracticeService(db, judging, { secrets, analyzer: analyzer.factory });
  const ratings = new RatingService(db);
  const exportService = new ExportService(db, settings, undefined, (job, context) =>
    jobs.run('exports.create', job, context),
  );
  const roleplay = new RoleplayService(db, secrets, judging, { analyzer: analyzer.factory });
  const review = new ReviewService(db, () => judging.providers());
  const calibration = new CalibrationService(db, () => judging.providers());
  const dashboard = new DashboardService(db, calibration, {
    strategies: (texts) => jobs.run('analyzer.strategies', { texts }),
  });
  markStartup('services');
  if (options.libraryDir) syncBuiltInLibraryIfChanged(db, options.libraryDir);
  markStartup('library');
  // An import interrupted between its switch-in and its search indexing is indexed now, in the background.
  indexMissingScenarios(db).catch(() => undefined);

  const services = {
    // The core services (data folder, database, session, settings, profiles, accounts, tasks, app info).
    ...core,
    library,
    secrets,
    judging,
    pairwise,
    generation,
    models,
    exercises,
    practice,
    ratings,
    exports: exportService,
    exchange: new ExchangeService(db, judging),
    roleplay,
    review,
    calibration,
    dashboard,
    jobs,
    openedFiles: options.openedFiles ?? new OpenedFiles(),
    restore: async (fileName: string): Promise<RestoreResult> => {
      if (!options.lifecycle) {
        throw new AppError(
          'conflict',
          'Restoring from here is not possible; use `culturecare db restore FILE` with the app closed.',
        );
      }
      const plan = await prepareRestore({ db, dataDir: options.dataDir }, fileName);
      options.lifecycle.scheduleRestore(plan);
      return { restoredFrom: plan.restoredFrom, keptAside: plan.keptAside.fileName, schemaVersion: plan.schemaVersion };
    },
    warmAnalyzer: () => analyzer.warm(),
    stop: () => {
      tasks.cancelAll();
      void jobs.stop();
      void practice.stop();
      void roleplay.stop();
      void analyzer.stop();
      void dashboard.stop();
      void judging.stop();
      if (db.open) db.close();
    },
  } as AppServices;
  services.dispatch = coreDispatcher(core, createHandlers(services));
  return services;
}
