// `culturecare db backup` and `culturecare db restore FILE`: a verified backup of the database, and
// putting a backup (or any CultureCare database file) in its place while no program uses the folder.
import BetterSqlite3 from 'better-sqlite3';
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listBackups, writeBackup } from '../services/data/backups';
import { assertAloneInFolder, checkRestorable, keepAsideClosed, replaceDatabaseFile } from '../services/data/restore';
import { registerRunning } from '../services/data/running';
import { AppError } from '../services/errors';
import { databaseFileName, resolveDataDir } from '../services/paths';
import type { GlobalOptions } from './context';
import { printResult, printTable } from './output';

type Globals = () => GlobalOptions;

export function addDbCommands(db: Command, globals: Globals): void {
  db.command('backup')
    .description('write a verified backup of the database to backups/ (safe while the app runs)')
    .action(async () => {
      const dataDir = resolveDataDir({ explicit: globals().dataDir });
      const path = join(dataDir, databaseFileName);
      if (!existsSync(path)) throw new AppError('not_found', `There is no database in ${dataDir} yet.`);
      // Opened without migrating: a backup copies the file as it is.
      const connection = new BetterSqlite3(path, { fileMustExist: true });
      try {
        connection.pragma('busy_timeout = 5000');
        const info = await writeBackup(connection, dataDir, 'manual');
        printResult(!!globals().json, info, () =>
          console.log(
            `Backup written and verified: ${info.path} (${info.sizeBytes} bytes, schema ${info.schemaVersion}).`,
          ),
        );
      } finally {
        connection.close();
      }
    });

  db.command('backups')
    .description('list the backups in the data folder, newest first')
    .action(() => {
      const list = listBackups(resolveDataDir({ explicit: globals().dataDir }));
      printResult(!!globals().json, list, () =>
        printTable(list, ['fileName', 'kind', 'createdAt', 'sizeBytes', 'schemaVersion', 'verified']),
      );
    });

  db.command('restore <file>')
    .description(
      'replace the database with FILE (a backup); the current database is kept aside in backups/ first. Refused while the app or another command uses the data folder',
    )
    .action((file: string) => {
      const dataDir = resolveDataDir({ explicit: globals().dataDir });
      const databasePath = join(dataDir, databaseFileName);
      const from = existsSync(file) ? resolve(file) : join(dataDir, 'backups', file);
      const { schemaVersion } = checkRestorable(from);
      assertAloneInFolder(dataDir);
      const running = registerRunning(dataDir, 'cli');
      try {
        const keptAside = keepAsideClosed(dataDir, databasePath);
        replaceDatabaseFile(databasePath, from);
        const result = { restoredFrom: from, keptAside, schemaVersion, databasePath };
        printResult(!!globals().json, result, () => {
          console.log(`Restored ${from} to ${databasePath} (schema ${schemaVersion}).`);
          if (keptAside)
            console.log(
              `The database as it was is kept in ${keptAside.path}${keptAside.verified ? '' : ' (a plain copy: it could not be verified)'}.`,
            );
        });
      } finally {
        running.release();
      }
    });
}
