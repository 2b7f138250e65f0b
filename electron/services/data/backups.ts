// Backups that are never half-written: each is written under a temporary name, verified with
// integrity_check, described in a small sidecar file and only then renamed to its real name.
// Automatic backups (taken before a schema upgrade) keep the newest ten.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
// zod/mini's named functions, not the full zod: opening the database (before browser mode prints its
// address) loads this file, and the full library loads later.
import { enum as oneOf, int, literal, nonnegative, object, string, type infer as Infer } from 'zod/mini';
import { AppError } from '../errors';
import { asDatabaseFault } from '../db/faults';
import type { BackupInfo, BackupKind } from '../../../shared/domain/backups';
import { backupsFolderName } from '../paths';

export type { BackupInfo, BackupKind };

export const AUTOMATIC_BACKUPS_KEPT = 10;

const sidecarSchema = object({
  kind: oneOf(['manual', 'automatic', 'before_restore']),
  createdAt: string(),
  schemaVersion: int().check(nonnegative()),
  sizeBytes: int().check(nonnegative()),
  integrity: literal('ok'),
});

const FILE_PATTERN = /^culturecare-(auto-|before-restore-)?[0-9TZ-]+\.sqlite3$/;
const prefix: Record<BackupKind, string> = { manual: '', automatic: 'auto-', before_restore: 'before-restore-' };

export const backupsFolder = (dataDir: string) => join(dataDir, backupsFolderName);
const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');
const sidecarPath = (path: string) => `${path}.json`;

/** A free file name for a new backup of this kind. */
function newBackupPath(folder: string, kind: BackupKind, date: Date): string {
  const base = `culturecare-${prefix[kind]}${stamp(date)}`;
  let path = join(folder, `${base}.sqlite3`);
  for (let n = 2; existsSync(path); n++) path = join(folder, `${base}-${n}.sqlite3`);
  return path;
}

/** Opens a file read-only and runs integrity_check; returns its schema version, or throws why it is unusable. */
export function verifyDatabaseFile(path: string): { schemaVersion: number } {
  let db: Database | null = null;
  try {
    db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    if (rows.length !== 1 || rows[0]?.integrity_check !== 'ok') {
      throw new AppError(
        'database',
        `${basename(path)} failed the integrity check: ${rows
          .slice(0, 3)
          .map((r) => r.integrity_check)
          .join('; ')}`,
        { reason: 'corrupt', path },
      );
    }
    return { schemaVersion: db.pragma('user_version', { simple: true }) as number };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'database',
      `${basename(path)} is not a readable CultureCare database (${(error as Error).message}).`,
      { reason: 'corrupt', path },
    );
  } finally {
    db?.close();
  }
}

function fsyncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Verifies a freshly written temporary file, records its sidecar and moves it to its real name. */
function commitBackup(temporary: string, finalPath: string, kind: BackupKind, createdAt: Date): BackupInfo {
  const { schemaVersion } = verifyDatabaseFile(temporary);
  fsyncFile(temporary);
  const sizeBytes = statSync(temporary).size;
  const sidecar = { kind, createdAt: createdAt.toISOString(), schemaVersion, sizeBytes, integrity: 'ok' as const };
  writeFileSync(`${sidecarPath(finalPath)}.partial`, JSON.stringify(sidecar, null, 2));
  renameSync(temporary, finalPath);
  renameSync(`${sidecarPath(finalPath)}.partial`, sidecarPath(finalPath));
  return {
    fileName: basename(finalPath),
    path: finalPath,
    kind,
    sizeBytes,
    createdAt: sidecar.createdAt,
    schemaVersion,
    verified: true,
  };
}

const temporaryFor = (finalPath: string) => join(finalPath, '..', `.${basename(finalPath)}.partial`);

function discard(...paths: string[]): void {
  for (const path of paths) rmSync(path, { force: true });
}

export type BackupProgress = { signal?: AbortSignal; progress?: (done: number, total: number) => void };

/** Copies the live database page by page (the app keeps running), then verifies and names it. */
export async function writeBackup(
  db: Database,
  dataDir: string,
  kind: BackupKind,
  options: BackupProgress = {},
): Promise<BackupInfo> {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const createdAt = new Date();
  const finalPath = newBackupPath(folder, kind, createdAt);
  const temporary = temporaryFor(finalPath);
  try {
    let pages = 0;
    await db.backup(temporary, {
      progress: ({ totalPages, remainingPages }) => {
        if (options.signal?.aborted) throw new AppError('cancelled', 'The backup was cancelled.');
        pages = totalPages;
        options.progress?.(totalPages - remainingPages, totalPages);
        return 64;
      },
    });
    options.progress?.(pages, pages);
    const info = commitBackup(temporary, finalPath, kind, createdAt);
    if (kind === 'automatic') pruneAutomaticBackups(dataDir);
    return info;
  } catch (error) {
    discard(temporary, `${sidecarPath(finalPath)}.partial`);
    throw asDatabaseFault(error, finalPath) ?? error;
  }
}

/** The same, synchronously (VACUUM INTO), for the moment before a schema upgrade when nothing else runs. */
export function writeBackupSync(db: Database, dataDir: string, kind: BackupKind): BackupInfo {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const createdAt = new Date();
  const finalPath = newBackupPath(folder, kind, createdAt);
  const temporary = temporaryFor(finalPath);
  try {
    db.prepare('VACUUM INTO ?').run(temporary);
    const info = commitBackup(temporary, finalPath, kind, createdAt);
    if (kind === 'automatic') pruneAutomaticBackups(dataDir);
    return info;
  } catch (error) {
    discard(temporary, `${sidecarPath(finalPath)}.partial`);
    throw asDatabaseFault(error, finalPath) ?? error;
  }
}

function readSidecar(path: string): Infer<typeof sidecarSchema> | null {
  try {
    const parsed = sidecarSchema.safeParse(JSON.parse(readFileSync(sidecarPath(path), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const kindFromName = (name: string): BackupKind =>
  name.startsWith('culturecare-auto-')
    ? 'automatic'
    : name.startsWith('culturecare-before-restore-')
      ? 'before_restore'
      : 'manual';

/** Every finished backup in the folder, newest first. Temporary files of interrupted backups are not listed. */
export function listBackups(dataDir: string): BackupInfo[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  const list: BackupInfo[] = [];
  for (const name of readdirSync(folder)) {
    if (!FILE_PATTERN.test(name)) continue;
    const path = join(folder, name);
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile()) continue;
    const sidecar = readSidecar(path);
    list.push({
      fileName: name,
      path,
      kind: sidecar?.kind ?? kindFromName(name),
      sizeBytes: stats.size,
      createdAt: sidecar?.createdAt ?? stats.mtime.toISOString(),
      schemaVersion: sidecar?.schemaVersion ?? null,
      verified: sidecar !== null && sidecar.sizeBytes === stats.size,
    });
  }
  return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.fileName.localeCompare(a.fileName));
}

/** Keeps the newest automatic backups and removes older ones (with their sidecars). */
export function pruneAutomaticBackups(dataDir: string, keep = AUTOMATIC_BACKUPS_KEPT): string[] {
  const removed: string[] = [];
  for (const backup of listBackups(dataDir)
    .filter((b) => b.kind === 'automatic')
    .slice(keep)) {
    discard(backup.path, sidecarPath(backup.path));
    removed.push(backup.fileName);
  }
  return removed;
}

/** Removes temporary files left by backups that were interrupted (killed, power loss). */
export function removeInterruptedBackups(dataDir: string): number {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return 0;
  const leftovers = readdirSync(folder).filter((name) => name.endsWith('.partial'));
  discard(...leftovers.map((name) => join(folder, name)));
  return leftovers.length;
}
