// The migration runner (one transaction, foreign keys off during migrations and checked before commit)
// and refusal of damaged or newer database files. Each migration has its own test file, migration-N.test.ts.
import BetterSqlite3 from 'better-sqlite3';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, readUserVersion } from '../../electron/services/db/open';
import { latestSchemaVersion, migrations, type Migration } from '../../electron/services/db/migrations';
import { AppError } from '../../electron/services/errors';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

describe('migration list', () => {
  it('is numbered 1..n in order', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(latestSchemaVersion()).toBe(migrations.length);
  });
});

describe('migrate', () => {
  it('runs all pending migrations in one transaction: a failure leaves the file as it was', () => {
    const db = new BetterSqlite3(':memory:');
    const broken: Migration[] = [
      ...migrations,
      { version: latestSchemaVersion() + 1, name: 'ok', up: (d) => d.exec('CREATE TABLE fine (x INTEGER)') },
      { version: latestSchemaVersion() + 2, name: 'fails', up: (d) => d.exec('CREATE TABLE culture (x INTEGER)') },
    ];
    migrate(db, migrations);
    expect(() => migrate(db, broken)).toThrow();
    expect(readUserVersion(db)).toBe(latestSchemaVersion());
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'fine'").get()).toBeUndefined();
  });

  it('is idempotent', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    expect(migrate(db)).toBe(latestSchemaVersion());
  });
});

/** Version 1: a parent table and a child whose rows go with their parent, seeded with two parents and three children. */
const parentAndChild: Migration = {
  version: 1,
  name: 'parent and child',
  up: (d) =>
    d.exec(`
      CREATE TABLE parent (id INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT;
      CREATE TABLE child (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER NOT NULL REFERENCES parent (id) ON DELETE CASCADE,
        note TEXT NOT NULL
      ) STRICT;
      INSERT INTO parent (id, name) VALUES (1, 'one'), (2, 'two');
      INSERT INTO child (parent_id, note) VALUES (1, 'a'), (1, 'b'), (2, 'c');
    `),
};

/** A version-1 connection with foreign keys on, as openDatabase leaves it. */
function parentChildDb() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, [parentAndChild]);
  return db;
}

const schemaOf = (db: BetterSqlite3.Database) =>
  db.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY name').all();

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('migrate: foreign keys', () => {
  it('turns foreign keys off while migrating, so a rebuilt table keeps the rows that refer to it; restores them after', () => {
    const db = parentChildDb();
    let duringMigration: unknown;
    const rebuild: Migration = {
      version: 2,
      name: 'rebuild parent',
      up: (d) => {
        duringMigration = d.pragma('foreign_keys', { simple: true });
        // SQLite's recipe for changing a table: create the new one, copy, drop the old, rename.
        d.exec(`
          CREATE TABLE parent_new (id INTEGER PRIMARY KEY, name TEXT NOT NULL CHECK (length(name) > 0), rank INTEGER NOT NULL DEFAULT 0) STRICT;
          INSERT INTO parent_new (id, name) SELECT id, name FROM parent;
          DROP TABLE parent;
          ALTER TABLE parent_new RENAME TO parent;
        `);
      },
    };
    expect(migrate(db, [parentAndChild, rebuild])).toBe(2);
    expect(duringMigration).toBe(0);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // Dropping the old table with foreign keys on would have deleted every child row (ON DELETE CASCADE).
    expect(db.prepare('SELECT parent_id, note FROM child ORDER BY id').all()).toEqual([
      { parent_id: 1, note: 'a' },
      { parent_id: 1, note: 'b' },
      { parent_id: 2, note: 'c' },
    ]);
    expect(db.prepare('SELECT id, name, rank FROM parent ORDER BY id').all()).toEqual([
      { id: 1, name: 'one', rank: 0 },
      { id: 2, name: 'two', rank: 0 },
    ]);
    // The children now refer to the rebuilt table, and the rules hold again.
    expect(() => db.prepare("INSERT INTO child (parent_id, note) VALUES (9, 'x')").run()).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM parent WHERE id = 1').run();
    expect(db.prepare('SELECT note FROM child').all()).toEqual([{ note: 'c' }]);
  });

  it('still upgrades a file that already had a dangling reference from before (only new ones count)', () => {
    const db = parentChildDb();
    db.pragma('foreign_keys = OFF');
    db.exec("INSERT INTO child (parent_id, note) VALUES (99, 'orphan written by another tool')");
    db.pragma('foreign_keys = ON');
    const next: Migration = { version: 2, name: 'adds a table', up: (d) => d.exec('CREATE TABLE extra (x INTEGER)') };
    expect(migrate(db, [parentAndChild, next])).toBe(2);
    expect(db.pragma('foreign_key_check')).toHaveLength(1);
  });

  it('leaves foreign keys off afterwards on a connection that had them off', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = OFF');
    migrate(db, [parentAndChild]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(0);
  });

  it('rolls back everything when a migration leaves a broken reference, and names the table', () => {
    const db = parentChildDb();
    const schemaBefore = schemaOf(db);
    const fine: Migration = {
      version: 2,
      name: 'adds a table',
      up: (d) => d.exec("CREATE TABLE extra (x INTEGER); ALTER TABLE child ADD COLUMN tag TEXT NOT NULL DEFAULT '';"),
    };
    const breaks: Migration = {
      version: 3,
      name: 'drops a parent row without its children',
      up: (d) => d.exec("DELETE FROM parent WHERE id = 1; UPDATE parent SET name = 'renamed' WHERE id = 2;"),
    };
    const error = caught(() => migrate(db, [parentAndChild, fine, breaks]));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('database');
    expect((error as AppError).message).toMatch(/2 broken reference\(s\)/);
    expect((error as AppError).message).toMatch(/child row \d+ → parent/);
    expect((error as AppError).message).toMatch(/nothing was changed/);
    expect((error as AppError).details).toMatchObject({
      reason: 'migration_foreign_keys',
      dangling: [
        { table: 'child', parent: 'parent' },
        { table: 'child', parent: 'parent' },
      ],
    });
    // The file is exactly as it was: version, schema (also of the earlier, fine migration) and rows.
    expect(readUserVersion(db)).toBe(1);
    expect(schemaOf(db)).toEqual(schemaBefore);
    expect(db.prepare('SELECT id, name FROM parent ORDER BY id').all()).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM child').get()).toEqual({ n: 3 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('turns foreign keys back on after a failed migration on a connection that had them on', () => {
    const db = parentChildDb();
    const dangling: Migration = {
      version: 2,
      name: 'inserts an orphan',
      up: (d) => d.exec("INSERT INTO child (parent_id, note) VALUES (99, 'orphan')"),
    };
    expect(() => migrate(db, [parentAndChild, dangling])).toThrow(AppError);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const failing: Migration = { version: 2, name: 'bad SQL', up: (d) => d.exec('CREATE TABLE parent (x INTEGER)') };
    expect(() => migrate(db, [parentAndChild, failing])).toThrow(/already exists/);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // And they are enforced, not merely reported as on.
    expect(() => db.prepare("INSERT INTO child (parent_id, note) VALUES (99, 'orphan')").run()).toThrow(/FOREIGN KEY/);
    expect(readUserVersion(db)).toBe(1);
  });

  it('refuses, through openDatabase, to upgrade a file into broken references and leaves the file usable', () => {
    const path = join(dir.path, 'fk.sqlite3');
    openDatabase(path, { migrationList: [parentAndChild] }).close();
    const orphan: Migration = {
      version: 2,
      name: 'orphan',
      up: (d) => d.exec("INSERT INTO child (parent_id, note) VALUES (99, 'orphan')"),
    };
    const error = caught(() => openDatabase(path, { migrationList: [parentAndChild, orphan] }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/child/);
    // The refused connection is closed (SQLite removes the WAL files when the last one closes), so
    // nothing keeps the file locked for a restore or a move of the data folder.
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(existsSync(`${path}-shm`)).toBe(false);
    const db = openDatabase(path, { migrationList: [parentAndChild] });
    expect(readUserVersion(db)).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM child').get()).toEqual({ n: 3 });
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('upgrades a full database with data from version 1 to the latest with no broken reference', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations.slice(0, 2));
    db.prepare("INSERT INTO profile (display_name, role) VALUES ('Tam', 'trainee')").run();
    expect(migrate(db)).toBe(latestSchemaVersion());
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.prepare('SELECT display_name FROM profile').all()).toEqual([{ display_name: 'Tam' }]);
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
