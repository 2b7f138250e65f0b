// Migration 16: coach's notes per draft version, role-play modes (card default, session mode and
// exercise) and per-turn micro-feedback; old sessions become practice sessions, constraints hold, and
// deleting a version or a session takes its notes and feedback with it.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const base = () => migrations.filter((m) => m.version <= 15);
const withSixteen = () => migrations.filter((m) => m.version <= 16);
const count = (db: BetterSqlite3.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** A database before migration 16 with a trainee, a scenario, an exercise attempt with a version, a card and a session with turns. */
function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, base());
  db.prepare("INSERT INTO profile (id, display_name, role) VALUES (1, 'Tam', 'trainee')").run();
  db.prepare(
    "INSERT INTO scenario (id, uid, culture_id, title, language, post_text, source, provenance) VALUES (10, 'u:10', 'german', 'Post', 'de', 'Ein Text.', 'authored', '{}')",
  ).run();
  db.prepare("INSERT INTO exercise (id, title, config) VALUES (5, 'Ex', '{}')").run();
  db.prepare(
    "INSERT INTO attempt (id, exercise_id, exercise_version, scenario_id, profile_id, config, scenario_snapshot) VALUES (6, 5, 1, 10, 1, '{}', '{}')",
  ).run();
  db.prepare(
    "INSERT INTO draft_version (id, attempt_id, number, text, word_count, for_feedback) VALUES (7, 6, 1, 'Hallo.', 1, 1)",
  ).run();
  db.prepare(
    "INSERT INTO role_card (id, scenario_id, scenario_title, culture_id, language, seed, attributes) VALUES (20, 10, 'Post', 'german', 'de', 7, '{}')",
  ).run();
  db.prepare(
    "INSERT INTO roleplay_session (id, card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap) VALUES (30, 20, 1, '{}', 1, 'model', 12)",
  ).run();
  db.prepare(
    "INSERT INTO roleplay_turn (session_id, turn_index, speaker, text) VALUES (30, 1, 'seeker', 'Hallo.'), (30, 2, 'trainee', 'Hallo!')",
  ).run();
  return db;
}

describe('migration 16: coach notes and role-play modes', () => {
  it('upgrades the previous schema, keeping sessions and cards as practice mode', () => {
    expect(migrations.find((m) => m.version === 16)).toMatchObject({ name: 'coach notes and role-play modes' });
    const db = seeded();
    expect(migrate(db, withSixteen())).toBe(16);
    expect(readUserVersion(db)).toBe(16);
    expect(db.prepare('SELECT default_mode FROM role_card').get()).toEqual({ default_mode: 'practice' });
    expect(db.prepare('SELECT mode, exercise_id FROM roleplay_session').get()).toEqual({
      mode: 'practice',
      exercise_id: null,
    });
    expect(count(db, 'roleplay_turn')).toBe(2);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('stores notes and turn feedback with their constraints, and deletes them with their version or session', () => {
    const db = seeded();
    migrate(db, withSixteen());
    db.prepare(
      "INSERT INTO coach_note (version_id, status, source, locale, note, provenance) VALUES (7, 'done', 'automatic', 'en', '{}', '{}')",
    ).run();
    expect(() =>
      db.prepare("INSERT INTO coach_note (version_id, status, source, locale) VALUES (7, 'done', 'model', 'en')").run(),
    ).toThrow();
    // A finished note must carry its content; an unavailable one must not.
    db.prepare('DELETE FROM coach_note').run();
    expect(() =>
      db.prepare("INSERT INTO coach_note (version_id, status, source, locale) VALUES (7, 'done', 'model', 'en')").run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db.prepare("INSERT INTO coach_note (version_id, status, source, locale) VALUES (7, 'half', 'model', 'en')").run(),
    ).toThrow(/CHECK/);
    db.prepare(
      "INSERT INTO coach_note (version_id, status, source, locale, raw_output) VALUES (7, 'unavailable', 'model', 'ar', 'not json')",
    ).run();
    expect(() => db.prepare("UPDATE roleplay_session SET mode = 'exam' WHERE id = 30").run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE role_card SET default_mode = 'exam' WHERE id = 20").run()).toThrow(/CHECK/);
    db.prepare("UPDATE roleplay_session SET mode = 'assessment', exercise_id = 5 WHERE id = 30").run();
    db.prepare(
      "INSERT INTO roleplay_turn_feedback (session_id, turn_index, status, feedback) VALUES (30, 2, 'done', '{}')",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO roleplay_turn_feedback (session_id, turn_index, status, feedback) VALUES (30, 9, 'done', '{}')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM draft_version WHERE id = 7').run();
    expect(count(db, 'coach_note')).toBe(0);
    db.prepare('DELETE FROM attempt WHERE id = 6').run();
    db.prepare('DELETE FROM exercise WHERE id = 5').run();
    expect(db.prepare('SELECT exercise_id FROM roleplay_session').get()).toEqual({ exercise_id: null });
    db.prepare('DELETE FROM roleplay_session WHERE id = 30').run();
    expect(count(db, 'roleplay_turn_feedback')).toBe(0);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
