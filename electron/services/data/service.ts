// Database status (schema version, integrity) and online backups with progress and cancel.
import type { Database } from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupResult, DatabaseStatus } from '../../../shared/api/contract';
import { latestSchemaVersion, readUserVersion } from '../db/open';
import { AppError } from '../errors';
import { backupsFolderName } from '../paths';
import type { TaskContext } from '../tasks';

export function databaseStatus(db: Database, path: string): DatabaseStatus {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  return {
    path,
    schemaVersion: readUserVersion(db),
    latestVersion: latestSchemaVersion(),
    integrity: rows.map((r) => r.integrity_check),
    sizeBytes: statSync(path).size,
  };
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** Copies the live database page by page into <data>/backups/, reporting progress; cancellable. */
export async function backupDatabase(db: Database, dataDir: string, context: TaskContext): Promise<BackupResult> {
  const folder = join(dataDir, backupsFolderName);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `culturecare-${stamp(new Date())}.sqlite3`);
  let pages = 0;
  await db.backup(path, {
    progress: ({ totalPages, remainingPages }) => {
      if (context.signal.aborted) throw new AppError('cancelled', 'The backup was cancelled.');
      pages = totalPages;
      context.progress(totalPages - remainingPages, totalPages);
      return 64;
    },
  });
  context.progress(pages, pages);
  return { path, pages };
}
