// Each migration, the migration runner, and refusal of damaged or newer database files.
import BetterSqlite3 from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, readUserVersion } from '../../electron/services/db/open';
import { latestSchemaVersion, migrations, type Migration } from '../../electron/services/db/migrations';
import { AppError } from '../../electron/services/errors';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

describe('migration list', () => {
  it('is numbered 1..n in order', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(latestSchemaVersion()).toBe(migrations.length);
  });
});

describe('migration 1: cultures', () => {
  it('creates the culture table with the four built-in cultures as data', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(1));
    expect(readUserVersion(db)).toBe(1);
    const rows = db.prepare('SELECT id, name, languages, built_in FROM culture ORDER BY id').all() as {
      id: string;
      languages: string;
      built_in: number;
    }[];
    expect(rows.map((r) => r.id)).toEqual(['arabic', 'chinese', 'german', 'jewish']);
    expect(rows.every((r) => r.built_in === 1 && Array.isArray(JSON.parse(r.languages)))).toBe(true);
    // Instructors can add their own cultures: it is a table, not an enum.
    db.prepare("INSERT INTO culture (id, name, languages) VALUES ('korean', 'Korean', '[\"ko\"]')").run();
    expect(() => db.prepare("INSERT INTO culture (id, name, languages) VALUES ('x', 'X', 'not json')").run()).toThrow();
  });
});

describe('migration 2: profiles', () => {
  it('creates profiles and requires a passcode hash for instructors and supervisors', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(1));
    migrate(db, upTo(2));
    expect(readUserVersion(db)).toBe(2);
    db.prepare("INSERT INTO profile (display_name, role) VALUES ('A', 'trainee')").run();
    expect(() => db.prepare("INSERT INTO profile (display_name, role) VALUES ('B', 'instructor')").run()).toThrow(
      /CHECK/,
    );
    expect(() => db.prepare("INSERT INTO profile (display_name, role) VALUES ('C', 'admin')").run()).toThrow(/CHECK/);
    db.prepare("INSERT INTO profile (display_name, role, passcode_hash) VALUES ('D', 'supervisor', 'scrypt$x')").run();
    expect(db.prepare('SELECT count(*) AS n FROM profile').get()).toEqual({ n: 2 });
  });
});

describe('migrate', () => {
  it('runs all pending migrations in one transaction: a failure leaves the file as it was', () => {
    const db = new BetterSqlite3(':memory:');
    const broken: Migration[] = [
      ...migrations,
      { version: migrations.length + 1, name: 'ok', up: (d) => d.exec('CREATE TABLE fine (x INTEGER)') },
      { version: migrations.length + 2, name: 'fails', up: (d) => d.exec('CREATE TABLE culture (x INTEGER)') },
    ];
    migrate(db, migrations);
    expect(() => migrate(db, broken)).toThrow();
    expect(readUserVersion(db)).toBe(migrations.length);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'fine'").get()).toBeUndefined();
  });

  it('is idempotent', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    expect(migrate(db)).toBe(latestSchemaVersion());
  });
});

describe('openDatabase', () => {
  it('creates a new file with WAL and foreign keys on', () => {
    const db = openDatabase(join(dir.path, 'sub', 'a.sqlite3'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(readUserVersion(db)).toBe(latestSchemaVersion());
    db.close();
  });

  it('refuses a database from a newer version, names the path and leaves it untouched', () => {
    const path = join(dir.path, 'future.sqlite3');
    const future = new BetterSqlite3(path);
    future.pragma(`user_version = ${latestSchemaVersion() + 5}`);
    future.close();
    const before = readFileSync(path);
    let error: unknown;
    try {
      openDatabase(path);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toContain(path);
    expect((error as AppError).message).toMatch(/newer version/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('refuses a corrupt file, names the path and never overwrites it', () => {
    const path = join(dir.path, 'corrupt.sqlite3');
    const garbage = Buffer.from('this is not a database, it is a shopping list: bread, tea, dates'.repeat(80));
    writeFileSync(path, garbage);
    expect(() => openDatabase(path)).toThrow(path);
    expect(readFileSync(path).equals(garbage)).toBe(true);
  });
});
