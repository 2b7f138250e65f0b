// Migration 10: the role-play tables (role cards and their versions, sessions, turns, scores,
// comments), their constraints, and what deleting a scenario, profile, card or session does to them.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const count = (db: BetterSqlite3.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** A version-10 database with a trainee, a scenario, a card with two versions, a session with two turns, a score and a comment. */
function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(10));
  db.prepare("INSERT INTO profile (id, display_name, role) VALUES (1, 'Tam', 'trainee')").run();
  db.prepare(
    "INSERT INTO profile (id, display_name, role, passcode_hash) VALUES (2, 'Dr. Sup', 'supervisor', 'x')",
  ).run();
  db.prepare(
    "INSERT INTO scenario (id, uid, culture_id, title, language, post_text, source, provenance) VALUES (10, 'u:10', 'german', 'Post', 'de', 'Ein Text.', 'authored', '{}')",
  ).run();
  db.prepare(
    "INSERT INTO role_card (id, scenario_id, scenario_title, culture_id, language, seed, version, attributes) VALUES (20, 10, 'Post', 'german', 'de', 7, 2, '{}')",
  ).run();
  db.prepare(
    "INSERT INTO role_card_version (card_id, version, seed, attributes, locked) VALUES (20, 1, 7, '{}', '[]'), (20, 2, 7, '{}', '[\"trust\"]')",
  ).run();
  db.prepare(
    "INSERT INTO roleplay_session (id, card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap) VALUES (30, 20, 2, '{}', 1, 'model', 12)",
  ).run();
  db.prepare(
    "INSERT INTO roleplay_turn (session_id, turn_index, speaker, text) VALUES (30, 1, 'seeker', 'Hallo.'), (30, 2, 'trainee', 'Hallo!')",
  ).run();
  db.prepare("INSERT INTO roleplay_score (session_id, result) VALUES (30, '{}')").run();
  db.prepare(
    "INSERT INTO roleplay_comment (session_id, turn_index, body, author_id) VALUES (30, 2, 'Warm start.', 2)",
  ).run();
  return db;
}

describe('migration 10: role-play', () => {
  it('is the tenth migration and upgrades a version-9 database, keeping its data', () => {
    expect(migrations[9]).toMatchObject({ version: 10, name: 'role-play' });
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(9));
    db.prepare("INSERT INTO profile (display_name, role) VALUES ('Tam', 'trainee')").run();
    expect(migrate(db, upTo(10))).toBe(10);
    expect(readUserVersion(db)).toBe(10);
    expect(count(db, 'profile')).toBe(1);
    const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'role_card',
        'role_card_version',
        'roleplay_session',
        'roleplay_turn',
        'roleplay_score',
        'roleplay_comment',
      ]),
    );
  });

  it('enforces its constraints', () => {
    const db = seeded();
    const card =
      'INSERT INTO role_card (scenario_title, culture_id, language, seed, attributes) VALUES (?, ?, ?, ?, ?)';
    expect(() => db.prepare(card).run('T', 'german', 'fr', 1, '{}')).toThrow(/CHECK/);
    expect(() => db.prepare(card).run('T', 'german', 'de', -1, '{}')).toThrow(/CHECK/);
    expect(() => db.prepare(card).run('T', 'german', 'de', 1, 'not json')).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO role_card_version (card_id, version, seed, attributes, locked) VALUES (20, 2, 7, '{}', '[]')",
        )
        .run(),
    ).toThrow(/UNIQUE|PRIMARY/);
    const session =
      'INSERT INTO roleplay_session (card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap, status, end_reason) VALUES (20, 1, ?, 1, ?, ?, ?, ?)';
    expect(() => db.prepare(session).run('{}', 'm', 1, 'active', null)).toThrow(/CHECK/);
    expect(() => db.prepare(session).run('{}', 'm', 41, 'active', null)).toThrow(/CHECK/);
    // Ended exactly when there is an end reason, and only known reasons.
    expect(() => db.prepare(session).run('{}', 'm', 12, 'ended', null)).toThrow(/CHECK/);
    expect(() => db.prepare(session).run('{}', 'm', 12, 'active', 'natural')).toThrow(/CHECK/);
    expect(() => db.prepare(session).run('{}', 'm', 12, 'ended', 'bored')).toThrow(/CHECK/);
    expect(() => db.prepare(session).run('{}', 'm', 12, 'stopped', null)).toThrow(/CHECK/);
    expect(db.prepare(session).run('{}', 'm', 12, 'ended', 'turn_cap').changes).toBe(1);
    expect(() => db.prepare(session).run('nope', 'm', 12, 'active', null)).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO roleplay_session (card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap) VALUES (99, 1, '{}', 1, 'm', 12)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    const turn = 'INSERT INTO roleplay_turn (session_id, turn_index, speaker, text, coaching) VALUES (30, ?, ?, ?, ?)';
    expect(() => db.prepare(turn).run(2, 'seeker', 'Again', null)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => db.prepare(turn).run(3, 'coach', 'Hi', null)).toThrow(/CHECK/);
    expect(() => db.prepare(turn).run(3, 'seeker', '', null)).toThrow(/CHECK/);
    expect(() => db.prepare(turn).run(-1, 'seeker', 'Hi', null)).toThrow(/CHECK/);
    expect(() => db.prepare(turn).run(3, 'trainee', 'Hi', 'not json')).toThrow(/CHECK/);
    expect(() => db.prepare("INSERT INTO roleplay_score (session_id, result) VALUES (30, '{}')").run()).toThrow(
      /UNIQUE|PRIMARY/,
    );
    expect(() =>
      db.prepare("INSERT INTO roleplay_comment (session_id, turn_index, body) VALUES (30, 1, '')").run(),
    ).toThrow(/CHECK/);
  });

  it('keeps cards when their scenario goes, refuses to delete a card with sessions, and removes what belongs to a deleted session or profile', () => {
    const db = seeded();
    db.prepare('DELETE FROM scenario WHERE id = 10').run();
    expect(db.prepare('SELECT scenario_id FROM role_card WHERE id = 20').get()).toEqual({ scenario_id: null });
    expect(() => db.prepare('DELETE FROM role_card WHERE id = 20').run()).toThrow(/FOREIGN KEY/);

    // The supervisor's profile goes: the comment stays, without an author.
    db.prepare('DELETE FROM profile WHERE id = 2').run();
    expect(db.prepare('SELECT author_id FROM roleplay_comment').get()).toEqual({ author_id: null });

    // A restart points at the session it restarted; deleting that one leaves the restart standing.
    db.prepare(
      "INSERT INTO roleplay_session (id, card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap, restart_of) VALUES (31, 20, 2, '{}', 1, 'model', 12, 30)",
    ).run();
    db.prepare('DELETE FROM roleplay_session WHERE id = 30').run();
    expect(count(db, 'roleplay_turn')).toBe(0);
    expect(count(db, 'roleplay_score')).toBe(0);
    expect(count(db, 'roleplay_comment')).toBe(0);
    expect(db.prepare('SELECT restart_of FROM roleplay_session WHERE id = 31').get()).toEqual({ restart_of: null });

    // The trainee's profile goes: so do their sessions; then the card can be deleted with its versions.
    db.prepare('DELETE FROM profile WHERE id = 1').run();
    expect(count(db, 'roleplay_session')).toBe(0);
    db.prepare('DELETE FROM role_card WHERE id = 20').run();
    expect(count(db, 'role_card_version')).toBe(0);
  });
});
