// Database status (schema version, integrity) and online backups with progress and cancel.
import type { Database } from 'better-sqlite3';
import { statSync } from 'node:fs';
import type { BackupResult, DatabaseStatus } from '../../../shared/api/contract';
import { latestSchemaVersion, readUserVersion } from '../db/open';
import { writeBackup } from './backups';
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

/** Copies the live database into <data>/backups/ under a temporary name, verifies it, then names it; cancellable. */
export async function backupDatabase(db: Database, dataDir: string, context: TaskContext): Promise<BackupResult> {
  let pages = 0;
  const info = await writeBackup(db, dataDir, 'manual', {
    signal: context.signal,
    progress: (done, total) => {
      pages = total;
      context.progress(done, total);
    },
  });
  return { ...info, pages };
}
