// Opens the SQLite database: refuses corrupt or newer files (never overwriting them), then migrates.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppError } from '../errors';
import { latestSchemaVersion, migrations, type Migration } from './migrations';

export type OpenOptions = {
  /** Path to a better-sqlite3 binding built for another ABI (Electron); the Node build is used otherwise. */
  nativeBinding?: string;
  readonly?: boolean;
  migrationList?: readonly Migration[];
};

export function readUserVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Runs every migration newer than the file's version, all in one transaction, with foreign keys
 * off (as SQLite prescribes for table rebuilds) and a foreign_key_check before committing: a
 * migration that leaves a dangling reference rolls back and the file stays as it was.
 */
export function migrate(db: Database, list: readonly Migration[] = migrations): number {
  const from = readUserVersion(db);
  const pending = list.filter((m) => m.version > from);
  if (pending.length === 0) return from;
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const migration of pending) {
        migration.up(db);
        db.pragma(`user_version = ${migration.version}`);
      }
      const dangling = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
      if (dangling.length > 0) {
        const first = dangling[0]!;
        throw new AppError(
          'database',
          `Upgrading the database would leave ${dangling.length} broken reference(s) (first: ${first.table} row ${first.rowid} → ${first.parent}); nothing was changed.`,
          { reason: 'migration_foreign_keys', dangling: dangling.slice(0, 20) },
        );
      }
    })();
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return readUserVersion(db);
}

export function openDatabase(path: string, options: OpenOptions = {}): Database {
  const list = options.migrationList ?? migrations;
  const latest = list.at(-1)?.version ?? 0;
  const existed = existsSync(path);
  if (!existed) mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path, {
    nativeBinding: options.nativeBinding,
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  let version: number;
  try {
    version = readUserVersion(db);
    if (existed) db.prepare('SELECT count(*) FROM sqlite_schema').get();
  } catch (error) {
    db.close();
    throw new AppError(
      'database',
      `The database file ${path} is damaged or is not a CultureCare database (${(error as Error).message}). It was left untouched; restore a backup or choose another data folder.`,
      { path, reason: 'corrupt' },
    );
  }
  if (version > latest) {
    db.close();
    throw new AppError(
      'database',
      `The database file ${path} was written by a newer version of CultureCare Trainer (schema ${version}, this version knows up to ${latest}). It was left untouched; update the app or choose another data folder.`,
      { path, reason: 'newer', version, latest },
    );
  }
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    try {
      migrate(db, list);
    } catch (error) {
      db.close(); // a refused upgrade must not keep the file open (and locked on Windows)
      throw error;
    }
  }
  return db;
}

export { latestSchemaVersion };
