// Restoring a backup: check it (integrity, a CultureCare schema this version can open), make sure no
// other program has the data folder open, keep the current file aside as a 'before_restore' backup,
// then put a copy of the backup in place of the (closed) database file.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BackupInfo } from '../../../shared/domain/backups';
import { latestSchemaVersion } from '../db/migrations';
import { AppError } from '../errors';
import { backupsFolder, listBackups, verifyDatabaseFile, writeBackup, writeBackupSync } from './backups';
import { describeRunning, othersRunning } from './running';

/** What the services need to restore: the open database and where it lives. */
export type RestoreSource = { db: Database; dataDir: string };

/** A restore the service host carries out once the request that asked for it has finished. */
export type RestorePlan = { from: string; restoredFrom: string; keptAside: BackupInfo; schemaVersion: number };

/** Checks that a file can replace the database; returns its schema version. */
export function checkRestorable(path: string): { schemaVersion: number } {
  if (!existsSync(path)) throw new AppError('not_found', `There is no file ${path}.`);
  const { schemaVersion } = verifyDatabaseFile(path);
  if (schemaVersion === 0) {
    throw new AppError('invalid_request', `${basename(path)} is an SQLite file but not a CultureCare database.`);
  }
  const latest = latestSchemaVersion();
  if (schemaVersion > latest) {
    throw new AppError(
      'invalid_request',
      `${basename(path)} was written by a newer version of CultureCare Trainer (schema ${schemaVersion}; this version knows up to ${latest}). Update the app first.`,
    );
  }
  return { schemaVersion };
}

/** Refuses while another program (another window's browser mode, a command-line import, …) uses the folder. */
export function assertAloneInFolder(dataDir: string): void {
  const others = othersRunning(dataDir);
  if (others.length === 0) return;
  throw new AppError(
    'busy',
    `The data folder is in use by ${others.map(describeRunning).join(', ')}. Close ${others.length === 1 ? 'it' : 'them'} first, then restore.`,
    { reason: 'in_use', running: others },
  );
}

function fsyncPath(path: string, flags: 'r' | 'r+'): void {
  let fd: number | null = null;
  try {
    fd = openSync(path, flags);
    fsyncSync(fd);
  } catch {
    // Directories cannot be fsynced on every system; the rename is still atomic.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * Puts a copy of `from` in place of the database file, which must be closed: copied next to it under
 * a temporary name, flushed, the old write-ahead log removed, then renamed over (atomic), so an
 * interruption leaves either the old file or the restored one, never a mix.
 */
export function replaceDatabaseFile(databasePath: string, from: string): void {
  const temporary = `${databasePath}.restoring`;
  try {
    copyFileSync(from, temporary);
    fsyncPath(temporary, 'r+');
    rmSync(`${databasePath}-wal`, { force: true });
    rmSync(`${databasePath}-shm`, { force: true });
    renameSync(temporary, databasePath);
    fsyncPath(dirname(databasePath), 'r');
  } catch (error) {
    rmSync(temporary, { force: true });
    if (error instanceof AppError) throw error;
    throw new AppError('database', `The backup could not be put in place: ${(error as Error).message}`);
  }
}

/** In the app: checks the chosen backup and keeps the live database aside; the host then swaps the files. */
export async function prepareRestore(source: RestoreSource, fileName: string): Promise<RestorePlan> {
  const backup = listBackups(source.dataDir).find((b) => b.fileName === fileName);
  if (!backup) throw new AppError('not_found', `There is no backup called ${fileName} in the backups folder.`);
  const { schemaVersion } = checkRestorable(backup.path);
  assertAloneInFolder(source.dataDir);
  const keptAside = await writeBackup(source.db, source.dataDir, 'before_restore');
  return { from: backup.path, restoredFrom: backup.fileName, keptAside, schemaVersion };
}

/**
 * From the command line, with the app closed: keeps the current file aside as a verified
 * 'before_restore' backup when it can be read, or as a plain copy (with its write-ahead log) when it
 * is damaged, which is when people restore. Returns the kept file's path, or null when there was none.
 */
export function keepAsideClosed(dataDir: string, databasePath: string): { path: string; verified: boolean } | null {
  if (!existsSync(databasePath)) return null;
  let db: Database | null = null;
  try {
    db = new BetterSqlite3(databasePath, { fileMustExist: true });
    db.pragma('wal_checkpoint(TRUNCATE)');
    const info = writeBackupSync(db, dataDir, 'before_restore');
    return { path: info.path, verified: true };
  } catch {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    mkdirSync(backupsFolder(dataDir), { recursive: true });
    // No sidecar: the backup list shows it as not verified.
    const path = join(backupsFolder(dataDir), `culturecare-before-restore-${stamp}.sqlite3`);
    copyFileSync(databasePath, path);
    if (existsSync(`${databasePath}-wal`)) copyFileSync(`${databasePath}-wal`, `${path}-wal`);
    return { path, verified: false };
  } finally {
    db?.close();
  }
}
