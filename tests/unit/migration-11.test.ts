// Migration 11: accounts for a class server. Profiles are rebuilt with email, language and a pending
// join state without losing a profile or what refers to it; join codes, browser sessions and the audit
// log arrive with their constraints and cascades.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

/** A version-10 database with a trainee, a supervisor. */
function versionTen() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(10));
  db.prepare("INSERT INTO profile (id, display_name, role, cohort) VALUES (1, 'Tam', 'trainee', 'WS26')").run();
  db.prepare(
    "INSERT INTO profile (id, display_name, role, passcode_hash) VALUES (2, 'Dr. Sup', 'supervisor', 'hash')",
  ).run();
  db.prepare(
    "INSERT INTO scenario (id, uid, culture_id, title, language, post_text, source, provenance) VALUES (10, 'u:10', 'german', 'Post', 'de', 'Ein Text.', 'authored', '{}')",
  ).run();
  return db;
}

describe('migration 11: accounts', () => {
  it('is the eleventh migration and keeps every profile, its role, passcode and cohort', () => {
    expect(migrations[10]).toMatchObject({ version: 11, name: 'accounts' });
    const db = versionTen();
    expect(migrate(db, upTo(11))).toBe(11);
    expect(readUserVersion(db)).toBe(11);
    expect(
      db
        .prepare(
          'SELECT id, display_name, role, passcode_hash, cohort, email, language, join_pending FROM profile ORDER BY id',
        )
        .all(),
    ).toEqual([
      {
        id: 1,
        display_name: 'Tam',
        role: 'trainee',
        passcode_hash: null,
        cohort: 'WS26',
        email: null,
        language: null,
        join_pending: 0,
      },
      {
        id: 2,
        display_name: 'Dr. Sup',
        role: 'supervisor',
        passcode_hash: 'hash',
        cohort: null,
        email: null,
        language: null,
        join_pending: 0,
      },
    ]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('keeps emails unique regardless of case and refuses malformed emails and unknown languages', () => {
    const db = versionTen();
    migrate(db, upTo(11));
    db.prepare("UPDATE profile SET email = 'Tam@Uni.example' WHERE id = 1").run();
    expect(() => db.prepare("UPDATE profile SET email = 'tam@uni.example' WHERE id = 2").run()).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE profile SET email = 'no-at-sign' WHERE id = 2").run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE profile SET language = 'fr' WHERE id = 1").run()).toThrow(/CHECK/);
    db.prepare("UPDATE profile SET language = 'ar' WHERE id = 1").run();
  });

  it('lets staff exist without a passcode only while they wait to join', () => {
    const db = versionTen();
    migrate(db, upTo(11));
    expect(() => db.prepare("INSERT INTO profile (display_name, role) VALUES ('New', 'instructor')").run()).toThrow(
      /CHECK/,
    );
    db.prepare("INSERT INTO profile (display_name, role, join_pending) VALUES ('New', 'instructor', 1)").run();
  });

  it('deletes a profile’s join code and browser sessions with it and keeps the audit record of what they did', () => {
    const db = versionTen();
    migrate(db, upTo(11));
    db.prepare(
      "INSERT INTO join_code (profile_id, code_hash, expires_at, created_by) VALUES (1, 'c', '2030-01-01', 2)",
    ).run();
    db.prepare("INSERT INTO web_session (token_hash, profile_id, expires_at) VALUES ('t1', 1, '2030-01-01')").run();
    db.prepare(
      "INSERT INTO audit_log (actor_id, actor_name, action, target) VALUES (2, 'Dr. Sup', 'accounts.create', 'profile:1')",
    ).run();
    expect(() => db.prepare("INSERT INTO audit_log (action, details) VALUES ('x', 'not json')").run()).toThrow(/CHECK/);
    db.prepare('DELETE FROM profile WHERE id = 1').run();
    expect(db.prepare('SELECT count(*) AS n FROM join_code').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM web_session').get()).toEqual({ n: 0 });
    db.prepare('DELETE FROM profile WHERE id = 2').run();
    expect(db.prepare('SELECT actor_id, actor_name, action FROM audit_log').all()).toEqual([
      { actor_id: null, actor_name: 'Dr. Sup', action: 'accounts.create' },
    ]);
  });
});
