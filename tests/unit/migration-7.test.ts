// Migration 7: the practice tables (exercises, attempts, marks, versions, feedback, critiques, ratings),
// their constraints, and what deleting a profile, scenario, response or attempt does to them.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const snapshot = JSON.stringify({ title: 'A post' });
const config = JSON.stringify({ steps: ['draft'] });

/** A version-7 database with one trainee, one scenario with a response, one exercise and one attempt. */
function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(7));
  db.prepare("INSERT INTO profile (id, display_name, role) VALUES (1, 'Tam', 'trainee'), (2, 'Uli', 'trainee')").run();
  db.prepare(
    "INSERT INTO scenario (id, uid, culture_id, title, language, post_text, source, provenance) VALUES (10, 'u:10', 'german', 'Post', 'de', 'Ein Text.', 'authored', '{}')",
  ).run();
  db.prepare(
    "INSERT INTO response (id, scenario_id, kind, strategy, text, provenance) VALUES (20, 10, 'exemplar', 'standard', 'Antwort', '{}')",
  ).run();
  db.prepare('INSERT INTO exercise (id, title, config, created_by) VALUES (30, ?, ?, 1)').run('Exercise', config);
  db.prepare('INSERT INTO exercise_scenario (exercise_id, scenario_id, position) VALUES (30, 10, 0)').run();
  db.prepare(
    "INSERT INTO exercise_assignee (exercise_id, profile_id, cohort) VALUES (30, 1, NULL), (30, NULL, 'Group A')",
  ).run();
  db.prepare(
    'INSERT INTO attempt (id, exercise_id, exercise_version, config, scenario_id, scenario_snapshot, profile_id) VALUES (40, 30, 1, ?, 10, ?, 1)',
  ).run(config, snapshot);
  db.prepare(
    "INSERT INTO signal_mark (attempt_id, start, \"end\", phrase, kind, label) VALUES (40, 0, 3, 'Ein', 'distress', 'high')",
  ).run();
  db.prepare(
    "INSERT INTO draft_version (id, attempt_id, number, text, word_count, for_feedback) VALUES (50, 40, 1, 'Hallo', 1, 1)",
  ).run();
  db.prepare("INSERT INTO version_feedback (version_id, rubric_id, status) VALUES (50, 'rubric-a', 'pending')").run();
  db.prepare("INSERT INTO critique (attempt_id, response_id, response_text) VALUES (40, 20, 'Antwort')").run();
  db.prepare(
    "INSERT INTO rating (target_type, target_id, attempt_id, rubric_id, rubric_version, item, role, rater_id, option_code, score) VALUES ('response', 20, 40, 'rubric-b', 1, 'cognitive_empathy', 'self', 1, 'agree', 4)",
  ).run();
  return db;
}

const count = (db: BetterSqlite3.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migration 7: practice', () => {
  it('is the seventh migration and upgrades a version-6 database, keeping its data', () => {
    expect(migrations[6]).toMatchObject({ version: 7, name: 'practice' });
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(6));
    db.prepare("INSERT INTO profile (display_name, role) VALUES ('Tam', 'trainee')").run();
    expect(migrate(db, upTo(7))).toBe(7);
    expect(readUserVersion(db)).toBe(7);
    expect(count(db, 'profile')).toBe(1);
    const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'exercise',
        'exercise_scenario',
        'exercise_assignee',
        'attempt',
        'signal_mark',
        'draft_version',
        'version_feedback',
        'critique',
        'rating',
      ]),
    );
  });

  it('enforces its constraints', () => {
    const db = seeded();
    expect(() => db.prepare("INSERT INTO exercise (title, config) VALUES ('', '{}')").run()).toThrow(/CHECK/);
    expect(() => db.prepare("INSERT INTO exercise (title, config) VALUES ('x', 'not json')").run()).toThrow(/CHECK/);
    // An assignee is a profile or a cohort, never both or neither, and only once per exercise.
    expect(() =>
      db.prepare("INSERT INTO exercise_assignee (exercise_id, profile_id, cohort) VALUES (30, 2, 'B')").run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db.prepare('INSERT INTO exercise_assignee (exercise_id, profile_id, cohort) VALUES (30, NULL, NULL)').run(),
    ).toThrow(/CHECK/);
    expect(() => db.prepare('INSERT INTO exercise_assignee (exercise_id, profile_id) VALUES (30, 1)').run()).toThrow(
      /UNIQUE/,
    );
    expect(() =>
      db.prepare("INSERT INTO exercise_assignee (exercise_id, cohort) VALUES (30, 'Group A')").run(),
    ).toThrow(/UNIQUE/);
    // One attempt per exercise, scenario and profile; a skipped attempt records when.
    const attempt =
      'INSERT INTO attempt (exercise_id, exercise_version, config, scenario_id, scenario_snapshot, profile_id, status, stage, skipped_at) VALUES (30, 1, ?, ?, ?, ?, ?, ?, ?)';
    expect(() => db.prepare(attempt).run(config, 10, snapshot, 1, 'in_progress', 'warning', null)).toThrow(/UNIQUE/);
    expect(() => db.prepare(attempt).run(config, 10, snapshot, 2, 'skipped', 'warning', null)).toThrow(/CHECK/);
    expect(() => db.prepare(attempt).run(config, 10, snapshot, 2, 'paused', 'warning', null)).toThrow(/CHECK/);
    expect(() => db.prepare(attempt).run(config, 10, snapshot, 2, 'in_progress', 'roleplay', null)).toThrow(/CHECK/);
    db.prepare(attempt).run(config, 10, snapshot, 2, 'skipped', 'warning', '2026-01-01T00:00:00.000Z');
    expect(() =>
      db
        .prepare(
          "INSERT INTO signal_mark (attempt_id, start, \"end\", phrase, kind, label) VALUES (40, 5, 5, 'x', 'distress', 'high')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO signal_mark (attempt_id, start, \"end\", phrase, kind, label) VALUES (40, 0, 2, 'x', 'support', 'Questions')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO draft_version (attempt_id, number, text, word_count, for_feedback) VALUES (40, 1, 'again', 1, 0)",
        )
        .run(),
    ).toThrow(/UNIQUE/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO draft_version (attempt_id, number, text, word_count, for_feedback) VALUES (40, 2, '', 0, 0)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO version_feedback (version_id, rubric_id, status) VALUES (50, 'rubric-b', 'waiting')")
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO version_feedback (version_id, rubric_id, status, result) VALUES (50, 'rubric-b', 'done', '{')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO rating (target_type, target_id, rubric_id, rubric_version, item, role, rater_id, option_code) VALUES ('scenario', 1, 'rubric-b', 1, 'x', 'self', 1, 'yes')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO rating (target_type, target_id, rubric_id, rubric_version, item, role, rater_id, option_code) VALUES ('response', 20, 'rubric-b', 1, 'x', 'teacher', 1, 'yes')",
        )
        .run(),
    ).toThrow(/CHECK/);
    // One rating per target, rubric, item, role, rater and attempt.
    expect(() =>
      db
        .prepare(
          "INSERT INTO rating (target_type, target_id, attempt_id, rubric_id, rubric_version, item, role, rater_id, option_code) VALUES ('response', 20, 40, 'rubric-b', 1, 'cognitive_empathy', 'self', 1, 'neutral')",
        )
        .run(),
    ).toThrow(/UNIQUE/);
  });

  it('keeps attempts when a scenario, response or exercise assignment goes; removes a profile’s work with the profile', () => {
    const db = seeded();
    // Exercises are archived, not deleted: an exercise with attempts cannot be removed.
    expect(() => db.prepare('DELETE FROM exercise WHERE id = 30').run()).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM response WHERE id = 20').run();
    expect(db.prepare('SELECT response_id, response_text FROM critique').get()).toEqual({
      response_id: null,
      response_text: 'Antwort',
    });
    db.prepare('DELETE FROM scenario WHERE id = 10').run();
    expect(db.prepare('SELECT scenario_id, scenario_snapshot FROM attempt WHERE id = 40').get()).toEqual({
      scenario_id: null,
      scenario_snapshot: snapshot,
    });
    expect(count(db, 'exercise_scenario')).toBe(0);
    expect(count(db, 'draft_version')).toBe(1);
    db.prepare('DELETE FROM profile WHERE id = 1').run();
    for (const table of ['attempt', 'signal_mark', 'draft_version', 'version_feedback', 'critique', 'rating'])
      expect(count(db, table)).toBe(0);
    expect(db.prepare('SELECT created_by FROM exercise WHERE id = 30').get()).toEqual({ created_by: null });
    expect(count(db, 'exercise_assignee')).toBe(1);
  });

  it('removes an exercise’s scenarios and assignees with it, and a rater’s name but not the rating', () => {
    const db = seeded();
    db.prepare('INSERT INTO exercise (id, title, config) VALUES (31, ?, ?)').run('Other', config);
    db.prepare('INSERT INTO exercise_scenario (exercise_id, scenario_id, position) VALUES (31, 10, 0)').run();
    db.prepare('INSERT INTO exercise_assignee (exercise_id, profile_id) VALUES (31, 2)').run();
    db.prepare('DELETE FROM exercise WHERE id = 31').run();
    expect(db.prepare('SELECT count(*) AS n FROM exercise_scenario WHERE exercise_id = 31').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM exercise_assignee WHERE exercise_id = 31').get()).toEqual({ n: 0 });
    db.prepare(
      "INSERT INTO rating (target_type, target_id, rubric_id, rubric_version, item, role, rater_id, option_code, score) VALUES ('draft_version', 50, 'rubric-a', 1, 'empathy', 'peer', 2, '4', 4)",
    ).run();
    db.prepare('DELETE FROM profile WHERE id = 2').run();
    expect(db.prepare("SELECT rater_id, score FROM rating WHERE role = 'peer'").get()).toEqual({
      rater_id: null,
      score: 4,
    });
  });
});
