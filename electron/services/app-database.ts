// Opens a data folder's database the way every shell starts: refused when damaged or newer, upgraded
// (after a verified backup) when older, and backups a crash interrupted are cleared away. Its own
// module so browser mode can open the database (and refuse a bad one) before it prints its address,
// while the services load afterwards.
import type { Database } from 'better-sqlite3';
import { join } from 'node:path';
import { removeInterruptedBackups } from './data/backups';
import { openDatabase } from './db/open';
import { databaseFileName } from './paths';
import { markStartup } from './startup-timing';

export type OpenedDatabase = { db: Database; databasePath: string };

export function openAppDatabase(dataDir: string, nativeBinding?: string): OpenedDatabase {
  const databasePath = join(dataDir, databaseFileName);
  const db = openDatabase(databasePath, { nativeBinding, backupBeforeUpgrade: dataDir });
  removeInterruptedBackups(dataDir);
  markStartup('database');
  return { db, databasePath };
}
