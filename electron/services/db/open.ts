// Opens the SQLite database: refuses corrupt or newer files (never overwriting them), then migrates.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeBackupSync } from '../data/backups';
import { AppError } from '../errors';
import { asDatabaseFault, classifyDatabaseFault, databaseFaultError } from './faults';
import { latestSchemaVersion, migrations, type Migration } from './migrations';
import { cacheStatements } from './statement-cache';

export type OpenOptions = {
  /** Path to a better-sqlite3 binding built for another ABI (Electron); the Node build is used otherwise. */
  nativeBinding?: string;
  readonly?: boolean;
  migrationList?: readonly Migration[];
  /** A data folder: before a schema upgrade, a verified automatic backup goes to its backups/ folder. */
  backupBeforeUpgrade?: string;
  /** How the connection is made; tests pass one that simulates read-only media or injected faults. */
  connect?: (path: string, options: BetterSqlite3.Options) => Database;
};

export function readUserVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

type DanglingReference = { table: string; rowid: number; parent: string; fkid: number };
const danglingReferences = (db: Database) => db.pragma('foreign_key_check') as DanglingReference[];
const referenceKey = (d: DanglingReference) => `${d.table}:${d.rowid}:${d.parent}:${d.fkid}`;

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
      const before = new Set(danglingReferences(db).map(referenceKey));
      for (const migration of pending) {
        migration.up(db);
        db.pragma(`user_version = ${migration.version}`);
      }
      // Only references the upgrade broke count: a file with an old dangling reference can still be upgraded.
      const dangling = danglingReferences(db).filter((d) => !before.has(referenceKey(d)));
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

const defaultConnect = (path: string, options: BetterSqlite3.Options): Database => new BetterSqlite3(path, options);

/**
 * Opens (creating when absent) and upgrades the database. Refuses damaged files (a quick_check at
 * start) and files from a newer version without touching them, takes a verified backup before any
 * schema upgrade, and turns read-only media, missing permissions and full disks into clear errors.
 */
export function openDatabase(path: string, options: OpenOptions = {}): Database {
  const list = options.migrationList ?? migrations;
  const latest = list.at(-1)?.version ?? 0;
  const existed = existsSync(path);
  try {
    if (!existed) mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw databaseFaultError('cannot_open', path, error);
  }
  let db: Database;
  try {
    db = (options.connect ?? defaultConnect)(path, {
      nativeBinding: options.nativeBinding,
      readonly: options.readonly ?? false,
      fileMustExist: options.readonly ?? false,
    });
  } catch (error) {
    throw asDatabaseFault(error, path) ?? databaseFaultError('cannot_open', path, error);
  }
  try {
    const version = readVersionChecked(db, path, existed);
    if (version > latest) {
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
      // SQLite falls back to read-only on write-protected files: say so now, before anyone types.
      if (db.readonly) throw databaseFaultError('read_only', path);
      probeWritable(db);
      if (existed && version > 0 && version < latest && options.backupBeforeUpgrade) {
        writeBackupSync(db, options.backupBeforeUpgrade, 'automatic');
      }
      migrate(db, list);
    }
    return cacheStatements(db);
  } catch (error) {
    db.close();
    if (error instanceof AppError) throw error;
    throw asDatabaseFault(error, path) ?? error;
  }
}

/** Rewrites the schema version in place: fails at once on read-only media; a lock held elsewhere is fine. */
function probeWritable(db: Database): void {
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    db.pragma(`user_version = ${readUserVersion(db)}`);
  } catch (error) {
    if (classifyDatabaseFault(error) !== 'busy') throw error;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}

/** The schema version, after checking that an existing file is a healthy SQLite database. */
function readVersionChecked(db: Database, path: string, existed: boolean): number {
  try {
    const version = readUserVersion(db);
    if (existed) {
      const rows = db.pragma('quick_check') as { quick_check: string }[];
      if (rows.length !== 1 || rows[0]?.quick_check !== 'ok') {
        throw new AppError(
          'database',
          `The database file ${path} is damaged (${rows
            .slice(0, 2)
            .map((r) => r.quick_check)
            .join(
              '; ',
            )}). It was left untouched; restore the latest verified backup (Settings → Data and backups, or \`culturecare db restore FILE\`) or choose another data folder.`,
          { path, reason: 'corrupt' },
        );
      }
    }
    return version;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const fault = asDatabaseFault(error, path);
    if (fault && (fault.details as { reason: string }).reason !== 'corrupt') throw fault;
    throw new AppError(
      'database',
      `The database file ${path} is damaged or is not a CultureCare database (${(error as Error).message}). It was left untouched; restore the latest verified backup (Settings → Data and backups, or \`culturecare db restore FILE\`) or choose another data folder.`,
      { path, reason: 'corrupt' },
    );
  }
}

export { latestSchemaVersion };
