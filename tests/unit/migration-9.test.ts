// Migration 9: reviews (one per attempt and reviewer), final ratings, anchored comments and app-wide
// settings; their constraints, and what deleting an attempt, version or reviewer does to them.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const count = (db: BetterSqlite3.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** A version-9 database: a trainee's attempt with a version, and a supervisor's review with a final rating and a comment. */
function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(9));
  db.prepare(
    "INSERT INTO profile (id, display_name, role, passcode_hash) VALUES (1, 'Tam', 'trainee', NULL), (2, 'Sup', 'supervisor', 'x'), (3, 'Sue', 'supervisor', 'x')",
  ).run();
  db.prepare("INSERT INTO exercise (id, title, config) VALUES (30, 'Exercise', '{}')").run();
  db.prepare(
    "INSERT INTO attempt (id, exercise_id, exercise_version, config, scenario_snapshot, profile_id) VALUES (40, 30, 1, '{}', '{}', 1)",
  ).run();
  db.prepare(
    "INSERT INTO draft_version (id, attempt_id, number, text, word_count, for_feedback) VALUES (50, 40, 1, 'Hallo Welt', 2, 1)",
  ).run();
  db.prepare('INSERT INTO review (id, attempt_id, reviewer_id, blind_submitted_at) VALUES (60, 40, 2, ?)').run(
    '2026-01-01T00:00:00.000Z',
  );
  db.prepare(
    "INSERT INTO review_final (review_id, rubric_id, item, option_code, score, source, judge_id) VALUES (60, 'rubric-a', 'empathy', '4', 4, 'judge', 'lab')",
  ).run();
  db.prepare(
    "INSERT INTO review_comment (id, review_id, target, version_id, start, \"end\", quote, body) VALUES (70, 60, 'reply', 50, 0, 5, 'Hallo', 'Nice.')",
  ).run();
  return db;
}

describe('migration 9: reviews', () => {
  it('is the ninth migration and upgrades a version-8 database, keeping its data', () => {
    expect(migrations[8]).toMatchObject({ version: 9, name: 'reviews' });
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(8));
    db.prepare("INSERT INTO profile (display_name, role) VALUES ('Tam', 'trainee')").run();
    expect(migrate(db, upTo(9))).toBe(9);
    expect(readUserVersion(db)).toBe(9);
    expect(count(db, 'profile')).toBe(1);
    const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(expect.arrayContaining(['review', 'review_final', 'review_comment', 'app_setting']));
  });

  it('enforces its constraints', () => {
    const db = seeded();
    // One review per attempt and reviewer; released only after the blind rating.
    expect(() => db.prepare('INSERT INTO review (attempt_id, reviewer_id) VALUES (40, 2)').run()).toThrow(/UNIQUE/);
    expect(() =>
      db.prepare("INSERT INTO review (attempt_id, reviewer_id, released_at) VALUES (40, 3, '2026-01-02')").run(),
    ).toThrow(/CHECK/);
    expect(() => db.prepare('INSERT INTO review (attempt_id, reviewer_id) VALUES (41, 3)').run()).toThrow(
      /FOREIGN KEY/,
    );
    // A final rating is the supervisor's (no judge) or a judge's (named); once per item.
    const final =
      'INSERT INTO review_final (review_id, rubric_id, item, option_code, source, judge_id) VALUES (60, ?, ?, ?, ?, ?)';
    expect(() => db.prepare(final).run('rubric-a', 'empathy', '3', 'supervisor', null)).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => db.prepare(final).run('rubric-a', 'knowledge', '3', 'supervisor', 'lab')).toThrow(/CHECK/);
    expect(() => db.prepare(final).run('rubric-a', 'knowledge', '3', 'judge', null)).toThrow(/CHECK/);
    expect(() => db.prepare(final).run('rubric-a', 'knowledge', '3', 'ai', 'lab')).toThrow(/CHECK/);
    db.prepare(final).run('rubric-a', 'knowledge', '3', 'supervisor', null);
    // Comments: a reply or critique span that is not empty, with a body.
    const comment =
      'INSERT INTO review_comment (review_id, target, start, "end", quote, body) VALUES (60, ?, ?, ?, ?, ?)';
    expect(() => db.prepare(comment).run('post', 0, 2, 'Ha', 'x')).toThrow(/CHECK/);
    expect(() => db.prepare(comment).run('reply', 3, 3, '', 'x')).toThrow(/CHECK/);
    expect(() => db.prepare(comment).run('reply', -1, 2, 'Ha', 'x')).toThrow(/CHECK/);
    expect(() => db.prepare(comment).run('critique', 0, 2, 'Ha', '')).toThrow(/CHECK/);
    // App settings hold JSON.
    expect(() => db.prepare("INSERT INTO app_setting (key, value) VALUES ('x', 'not json')").run()).toThrow(/CHECK/);
    db.prepare('INSERT INTO app_setting (key, value) VALUES (?, ?)').run(
      'calibration.threshold',
      JSON.stringify({ minimum: 0.4 }),
    );
  });

  it('keeps a review when its reviewer goes; removes it with the attempt; comments go with their version', () => {
    const db = seeded();
    db.prepare('DELETE FROM profile WHERE id = 2').run();
    expect(db.prepare('SELECT reviewer_id FROM review WHERE id = 60').get()).toEqual({ reviewer_id: null });
    db.prepare('DELETE FROM draft_version WHERE id = 50').run();
    expect(count(db, 'review_comment')).toBe(0);
    expect(count(db, 'review_final')).toBe(1);
    db.prepare('DELETE FROM attempt WHERE id = 40').run();
    expect([count(db, 'review'), count(db, 'review_final')]).toEqual([0, 0]);
  });
});
