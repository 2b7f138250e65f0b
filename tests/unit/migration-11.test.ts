// Migration 11: the sign-in throttle table; upgrading a version-10 database keeps its data.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

describe('migration 11: sign-in throttle', () => {
  it('is the eleventh migration and upgrades a version-10 database, keeping its data', () => {
    expect(migrations[10]).toMatchObject({ version: 11, name: 'sign-in throttle' });
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(10));
    db.prepare("INSERT INTO profile (display_name, role, passcode_hash) VALUES ('Dr. W', 'instructor', 'x')").run();
    expect(migrate(db, upTo(11))).toBe(11);
    expect(readUserVersion(db)).toBe(11);
    expect(db.prepare('SELECT count(*) FROM profile').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM sign_in_throttle').pluck().get()).toBe(0);
  });

  it('enforces its constraints', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(11));
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
