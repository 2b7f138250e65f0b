// The app's long jobs as they run inside a worker thread (imports, exports, backups, the dashboard's
// analyzer batches): each that needs the database opens its own connection to the
// database file (WAL, so it reads beside the server and writes in short transactions), does the
// work with the same code the app used before, and closes the connection.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { BackupResult } from '../../../shared/api/contract';
import type { ExportFile } from '../../../shared/domain/review';
import type { Caller } from '../caller';
import { analyzeStrategies, type StrategyBatchInput } from '../dashboard/strategy-batch';
import { backupDatabase } from '../data/service';
import { ExportService, type ExportRequest } from '../exports/service';
import { importCulturecare, type CulturecareArgs } from '../library/import-culturecare';
import { importPack, type PackArgs } from '../library/pack';
import { cacheStatements } from '../db/statement-cache';
import type { SettingsService } from '../settings/service';
import type { JobContext, JobTable } from './protocol';

/** What every app job's worker receives: where the database is, and the native binding to open it with. */
export type AppJobsData = { databasePath: string; nativeBinding?: string };

async function withDatabase<T>(context: JobContext, work: (db: Database) => Promise<T>): Promise<T> {
  const { databasePath, nativeBinding } = context.workerData as AppJobsData;
  const db = cacheStatements(new BetterSqlite3(databasePath, { fileMustExist: true, nativeBinding }));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    return await work(db);
  } finally {
    db.close();
  }
}

export type ExportJob = {
  caller: Caller;
  request: ExportRequest;
  settings: ReturnType<SettingsService['get']>;
  exportedAt: string;
};

export const appJobs = {
  'import.culturecare': (input: CulturecareArgs, context: JobContext) =>
    withDatabase(context, (db) => importCulturecare(db, input, context.signal)),
  'import.pack': (input: PackArgs, context: JobContext) =>
    withDatabase(context, (db) => importPack(db, input, context.signal)),
  'exports.create': (input: ExportJob, context: JobContext): Promise<ExportFile> =>
    withDatabase(context, (db) =>
      new ExportService(db, { get: () => input.settings }, () => new Date(input.exportedAt)).plan(
        input.caller,
        input.request,
      )(context),
    ),
  'data.backup': (input: { dataDir: string }, context: JobContext): Promise<BackupResult> =>
    withDatabase(context, (db) => backupDatabase(db, input.dataDir, context)),
  'analyzer.strategies': (input: StrategyBatchInput, context: JobContext) => analyzeStrategies(input, context),
} satisfies JobTable;

export type AppJobs = typeof appJobs;
