// Migration 2: profiles (trainees, and instructors and supervisors who need a passcode), and its upgrade from version 1.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

function freshDb() {
  const db = new BetterSqlite3(':memory:');
  migrate(db, upTo(2));
  return db;
}

const addProfile = (db: BetterSqlite3.Database, name: string, role: string, hash: string | null = null) =>
  db.prepare('INSERT INTO profile (display_name, role, passcode_hash) VALUES (?, ?, ?)').run(name, role, hash);

describe('migration 2: profiles', () => {
  it('is the second migration and upgrades a version-1 database, keeping its cultures', () => {
    expect(migrations[1]).toMatchObject({ version: 2, name: 'profiles' });
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(1));
    db.prepare(
      "INSERT INTO culture (id, name, languages, notes) VALUES ('korean', 'Korean', '[\"ko\"]', 'Mine')",
    ).run();
    expect(migrate(db, upTo(2))).toBe(2);
    expect(readUserVersion(db)).toBe(2);
    expect(db.prepare("SELECT name, notes FROM culture WHERE id = 'korean'").get()).toEqual({
      name: 'Korean',
      notes: 'Mine',
    });
    expect(db.prepare('SELECT count(*) AS n FROM culture').get()).toEqual({ n: 5 });
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'profile'").all()).toEqual(
      expect.arrayContaining([{ name: 'profile_role' }]),
    );
  });

  it('requires a passcode hash for instructors and supervisors, not for trainees', () => {
    const db = freshDb();
    addProfile(db, 'A', 'trainee');
    expect(() => addProfile(db, 'B', 'instructor')).toThrow(/CHECK/);
    expect(() => addProfile(db, 'B', 'supervisor')).toThrow(/CHECK/);
    addProfile(db, 'D', 'supervisor', 'scrypt$x');
    addProfile(db, 'E', 'instructor', 'scrypt$y');
    // Removing an instructor's passcode is refused: they could otherwise be entered without one.
    expect(() => db.prepare("UPDATE profile SET passcode_hash = NULL WHERE display_name = 'E'").run()).toThrow(/CHECK/);
    expect(db.prepare('SELECT count(*) AS n FROM profile').get()).toEqual({ n: 3 });
  });

  it('enforces its other constraints', () => {
    const db = freshDb();
    expect(() => addProfile(db, 'C', 'admin', 'scrypt$x')).toThrow(/CHECK/);
    expect(() => addProfile(db, '', 'trainee')).toThrow(/CHECK/);
    expect(() => addProfile(db, 'N'.repeat(61), 'trainee')).toThrow(/CHECK/);
    addProfile(db, 'N'.repeat(60), 'trainee');
    addProfile(db, '孙丽', 'trainee'); // names in any script
  });
});
