// Turns SQLite's low-level failures (read-only media, a full disk, a lock held by another program,
// damaged files) into errors a person can act on, without stack traces or raw SQLITE_* codes.
import { AppError } from '../errors';

export type DatabaseFault = 'read_only' | 'cannot_open' | 'disk_full' | 'busy' | 'corrupt' | 'io';

const sqliteCode = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
};

/** Which kind of fault a SQLite error is, or null when it is not one of the faults people can act on. */
export function classifyDatabaseFault(error: unknown): DatabaseFault | null {
  const code = sqliteCode(error);
  if (!code) return null;
  if (code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') return 'cannot_open';
  if (code === 'SQLITE_FULL' || (code === 'SQLITE_IOERR_WRITE' && /no space/i.test(String((error as Error).message))))
    return 'disk_full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'corrupt';
  if (code.startsWith('SQLITE_IOERR')) return 'io';
  return null;
}

const where = (path: string | undefined) => (path ? ` (${path})` : '');

/** The message and API error code for a fault; `path` names the database file when known. */
export function databaseFaultError(fault: DatabaseFault, path?: string, cause?: unknown): AppError {
  const details = { reason: fault, path: path ?? null, sqlite: sqliteCode(cause) };
  switch (fault) {
    case 'read_only':
      return new AppError(
        'read_only',
        `The database${where(path)} can only be read, not written: it is on a read-only disk or share, or the permissions of its file or folder do not allow writing. Your data is intact; nothing was changed. Choose a writable data folder or ask your IT support to allow writing there.`,
        details,
      );
    case 'cannot_open':
      return new AppError(
        'read_only',
        `The database${where(path)} could not be opened for writing: the folder is missing or not writable. Your data was not changed. Check that the data folder exists and that you may write to it, or choose another with --data-dir.`,
        details,
      );
    case 'disk_full':
      return new AppError(
        'disk_full',
        `The disk holding the database${where(path)} is full, so this change was not saved; everything saved before is intact. Free some space (old backups in the backups folder can be moved elsewhere) and try again.`,
        details,
      );
    case 'busy':
      return new AppError(
        'busy',
        'The database is busy with work from another window or program (for example an import on the command line). Nothing was changed; try again in a moment.',
        details,
      );
    case 'corrupt':
      return new AppError(
        'database',
        `The database file${where(path)} is damaged. It was left untouched. Restore the latest verified backup (Settings → Data and backups, or \`culturecare db restore FILE\`), or choose another data folder.`,
        { ...details, reason: 'corrupt' },
      );
    case 'io':
      return new AppError(
        'database',
        `The disk reported a read or write error for the database${where(path)}. Nothing more was changed. Check the disk (or network share) and try again.`,
        details,
      );
  }
}

/** The fault's AppError when the error is a known SQLite fault, otherwise null. */
export function asDatabaseFault(error: unknown, path?: string): AppError | null {
  const fault = classifyDatabaseFault(error);
  return fault ? databaseFaultError(fault, path, error) : null;
}
