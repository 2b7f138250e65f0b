// Migration 15: the class exchange tables. A version-14 database (built here from migrations up to
// 14) upgrades keeping its data; the new tables enforce their rules and follow their owners.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const base = () => migrations.filter((m) => m.version <= 14);
const withExchange = () => migrations.filter((m) => m.version <= 15);

function upgraded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, base());
  db.prepare("INSERT INTO profile (id, display_name, role) VALUES (1, 'Tam', 'trainee')").run();
  db.prepare(
    `INSERT INTO exercise (id, title, config) VALUES (1, 'Family', '{"steps":["draft"],"feedbackRounds":1,"customEmotions":[],"rubricIds":[],"judgeIds":[],"aiScoresVisible":true}')`,
  ).run();
  migrate(db, withExchange());
  return db;
}

describe('migration 15: class exchange', () => {
  it('upgrades a version-14 database to 15, keeping its rows', () => {
    expect(migrations.find((m) => m.version === 15)).toMatchObject({ name: 'class exchange' });
    const db = upgraded();
    expect(readUserVersion(db)).toBe(15);
    expect(db.prepare('SELECT display_name FROM profile').all()).toEqual([{ display_name: 'Tam' }]);
    const tables = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'exchange_%' ORDER BY name")
        .all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).toEqual([
      'exchange_attempt',
      'exchange_batch',
      'exchange_exercise',
      'exchange_feedback',
      'exchange_identity',
      'exchange_person',
      'exchange_reported_score',
      'exchange_signing_key',
      'exchange_trusted_key',
    ]);
  });

  it('keeps one identity row, one exchange id per programme and exercise, and unique pseudonyms', () => {
    const db = upgraded();
    db.prepare("INSERT INTO exchange_identity (id, programme_id) VALUES (1, 'abcdef0123456789')").run();
    expect(() =>
      db.prepare("INSERT INTO exchange_identity (id, programme_id) VALUES (2, 'abcdef0123456789')").run(),
    ).toThrow(/CHECK/);
    db.prepare(
      "INSERT INTO exchange_exercise (exercise_id, programme_id, uid, origin, file_version) VALUES (1, 'p1234567', 'u1234567', 'imported', 1)",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO exchange_exercise (exercise_id, programme_id, uid, origin, file_version) VALUES (2, 'p1234567', 'u1234567', 'imported', 1)",
        )
        .run(),
    ).toThrow(/UNIQUE|FOREIGN/);
    db.prepare(
      "INSERT INTO exchange_person (profile_id, pseudonym, shown_name, origin) VALUES (1, '0123456789abcdef0123456789abcdef', 'Tam', 'local')",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO exchange_person (profile_id, pseudonym, shown_name, origin) VALUES (1, 'short', 'T', 'local')",
        )
        .run(),
    ).toThrow();
  });

  it('removes exchange records with their exercise and profile', () => {
    const db = upgraded();
    db.prepare(
      "INSERT INTO exchange_exercise (exercise_id, programme_id, uid, origin, file_version) VALUES (1, 'p1234567', 'u1234567', 'imported', 1)",
    ).run();
    db.prepare(
      "INSERT INTO exchange_person (profile_id, pseudonym, shown_name, origin) VALUES (1, '0123456789abcdef0123456789abcdef', 'Tam', 'imported')",
    ).run();
    db.prepare('DELETE FROM exercise WHERE id = 1').run();
    db.prepare('DELETE FROM profile WHERE id = 1').run();
    expect(db.prepare('SELECT count(*) AS n FROM exchange_exercise').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM exchange_person').get()).toEqual({ n: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
