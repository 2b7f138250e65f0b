// Database faults get clear, correct messages: damaged bytes found at start, read-only media,
// folders that cannot be written, a full disk and a busy database, simulated without chmod
// (CI runs as root, where file modes do not stop writes).
import BetterSqlite3 from 'better-sqlite3';
import { openSync, readFileSync, writeSync, closeSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/services/db/open';
import { AppError } from '../../electron/services/errors';
import { toApiError } from '../../electron/services/to-api-error';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());
const dbPath = () => join(dir.path, 'culturecare.sqlite3');

function caught(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected an AppError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected an error');
}

function filledDatabase(): void {
  const db = openDatabase(dbPath());
  const insert = db.prepare(
    "INSERT INTO scenario (uid, culture_id, title, language, post_text, source, provenance) VALUES (?, 'german', 'T', 'de', ?, 'authored', '{}')",
  );
  db.transaction(() => {
    for (let i = 0; i < 400; i++) insert.run(`u:${i}`, `Beitrag ${i} `.repeat(200));
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

describe('opening the database', () => {
  it('detects random bytes in the middle of the file at start and says to restore a backup, without touching it', () => {
    filledDatabase();
    const size = statSync(dbPath()).size;
    const fd = openSync(dbPath(), 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xa7), 0, 4096, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);
    const before = readFileSync(dbPath());
    const error = caught(() => openDatabase(dbPath()));
    expect(error.code).toBe('database');
    expect(error.details).toMatchObject({ reason: 'corrupt' });
    expect(error.message).toMatch(/damaged/);
    expect(error.message).toMatch(/backup/);
    expect(readFileSync(dbPath()).equals(before)).toBe(true);
  });

  it('reports read-only media as read-only, never as damaged', () => {
    filledDatabase();
    const error = caught(() =>
      openDatabase(dbPath(), { connect: (path, options) => new BetterSqlite3(path, { ...options, readonly: true }) }),
    );
    expect(error.code).toBe('read_only');
    expect(error.message).toMatch(/can only be read, not written/);
    expect(error.message).not.toMatch(/damaged|restore/);
  });

  it('reports a folder that cannot be opened for writing', () => {
    const error = caught(() =>
      openDatabase(dbPath(), {
        connect: () => {
          throw Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' });
        },
      }),
    );
    expect(error.code).toBe('read_only');
    expect(error.message).toMatch(/could not be opened for writing/);
  });
});

describe('faults while working', () => {
  it('a full disk gives a clear message, not SQLITE_FULL, and keeps what was saved', () => {
    filledDatabase();
    const db = openDatabase(dbPath());
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages + 1}`);
    let thrown: unknown;
    try {
      db.prepare(
        "INSERT INTO scenario (uid, culture_id, title, language, post_text, source, provenance) VALUES ('big', 'german', 'T', 'de', ?, 'authored', '{}')",
      ).run('x'.repeat(1_000_000));
    } catch (error) {
      thrown = error;
    }
    const api = toApiError(thrown);
    expect(api.code).toBe('disk_full');
    expect(api.message).toMatch(/disk .* is full/);
    expect(api.message).not.toMatch(/SQLITE_/);
    expect(db.prepare('SELECT count(*) AS n FROM scenario').get()).toEqual({ n: 400 });
    db.close();
  });

  it('a write lock held by another program gives the "busy" message after the timeout', () => {
    filledDatabase();
    const holder = new BetterSqlite3(dbPath());
    holder.exec('BEGIN IMMEDIATE');
    const db = openDatabase(dbPath());
    db.pragma('busy_timeout = 50');
    let thrown: unknown;
    try {
      db.prepare("UPDATE scenario SET title = 'x' WHERE uid = 'u:1'").run();
    } catch (error) {
      thrown = error;
    }
    expect(toApiError(thrown)).toMatchObject({ code: 'busy' });
    holder.exec('ROLLBACK');
    holder.close();
    db.close();
  });
});
