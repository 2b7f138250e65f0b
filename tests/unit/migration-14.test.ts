// Migration 14: the sign-in throttle table; upgrading a version-13 database keeps its data. Built on
// whatever migrations up to 13 exist, so it does not depend on what migration 13 holds.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const migration14 = () => migrations.find((m) => m.version === 14)!;

/** A database at version 13 (every migration before 14; user_version set to 13 in case 13 is not here yet). */
function versionThirteen() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(13));
  db.pragma('user_version = 13');
  return db;
}

describe('migration 14: sign-in throttle', () => {
  it('is migration 14 and upgrades a version-13 database, keeping its data', () => {
    expect(migration14()).toMatchObject({ version: 14, name: 'sign-in throttle' });
    const db = versionThirteen();
    db.prepare("INSERT INTO profile (display_name, role, passcode_hash) VALUES ('Dr. W', 'instructor', 'x')").run();
    expect(migrate(db, [migration14()])).toBe(14);
    expect(readUserVersion(db)).toBe(14);
    expect(db.prepare('SELECT count(*) FROM profile').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM sign_in_throttle').pluck().get()).toBe(0);
  });

  it('enforces its constraints', () => {
    const db = versionThirteen();
    migrate(db, [migration14()]);
    const insert = db.prepare(
      'INSERT INTO sign_in_throttle (key, failures, last_failure_at, blocked_until) VALUES (?, ?, ?, ?)',
    );
    insert.run('profile:1', 3, 1_700_000_000_000, 0);
    expect(() => insert.run('profile:1', 1, 1, 0)).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => insert.run('profile:2', 0, 1, 0)).toThrow(/CHECK/);
    expect(() => insert.run('', 1, 1, 0)).toThrow(/CHECK/);
    expect(() => insert.run('profile:3', 1, -1, 0)).toThrow(/CHECK/);
    expect(() => insert.run('profile:4', 1, 1, 'soon')).toThrow(/cannot store TEXT|datatype mismatch/i);
  });
});
