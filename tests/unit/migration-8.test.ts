// Migration 8: pairwise comparisons (both orders' verdicts per judge x rubric item x pair of texts),
// its upgrade from version 7, its constraints, and the cache the comparison service relies on.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';
import { findComparison, saveComparison, type StoredComparison } from '../../electron/services/judges/pairwise-store';

type Db = BetterSqlite3.Database;

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const hex = (c: string) => c.repeat(64);
const count = (db: Db, table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** A scenario (id 10) with a peer response (20) and an exemplar (21), and a trainee's attempt. */
function seedLibrary(db: Db) {
  db.prepare("INSERT INTO profile (id, display_name, role) VALUES (1, 'Tam', 'trainee')").run();
  db.prepare(
    "INSERT INTO scenario (id, uid, culture_id, title, language, post_text, source, provenance) VALUES (10, 'u:10', 'german', 'Post', 'de', 'Ein Text.', 'authored', '{}')",
  ).run();
  db.prepare(
    "INSERT INTO response (id, scenario_id, kind, strategy, text, provenance) VALUES (20, 10, 'peer', NULL, 'Kopf hoch.', '{}'), (21, 10, 'exemplar', 'culture', 'Das klingt schwer.', '{}')",
  ).run();
  db.prepare("INSERT INTO exercise (id, title, config) VALUES (30, 'Exercise', '{}')").run();
  db.prepare(
    "INSERT INTO attempt (id, exercise_id, exercise_version, config, scenario_id, scenario_snapshot, profile_id) VALUES (40, 30, 1, '{}', 10, '{}', 1)",
  ).run();
}

function freshDb() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(8));
  seedLibrary(db);
  return db;
}

const comparison = (overrides: Partial<StoredComparison> = {}): StoredComparison => ({
  judgeId: 'lab',
  rubricId: 'rubric-b',
  rubricVersion: 1,
  item: 'cognitive_empathy',
  x: { type: 'response', id: 20, hash: hex('a') },
  y: { type: 'response', id: 21, hash: hex('b') },
  outcome: { status: 'ok', winner: 'y', consistent: true, points: { x: 0, y: 1 } },
  xFirst: { verdict: 'second', rationale: 'The second names the feeling.', error: null, rawOutput: '{"winner":2}' },
  yFirst: { verdict: 'first', rationale: null, error: null, rawOutput: '{"winner":1}' },
  promptHashes: [hex('c'), hex('d')],
  cacheKey: 'key-1',
  ...overrides,
});

function insertRow(db: Db, values: Record<string, unknown>) {
  const row = {
    judge_id: 'lab',
    rubric_id: 'rubric-b',
    rubric_version: 1,
    item: 'cognitive_empathy',
    x_type: 'text',
    x_id: null,
    y_type: 'text',
    y_id: null,
    x_hash: hex('a'),
    y_hash: hex('b'),
    outcome: '{"status":"missing","reason":"a verdict is missing"}',
    x_first: '{}',
    y_first: '{}',
    prompt_hashes: '[]',
    cache_key: `key-${Math.random()}`,
    ...values,
  };
  const columns = Object.keys(row);
  return db
    .prepare(
      `INSERT INTO pairwise_comparison (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    )
    .run(row);
}

describe('migration 8: pairwise comparisons', () => {
  it('is the eighth migration and upgrades a version-7 database, keeping its library and practice data', () => {
    expect(migrations[7]).toMatchObject({ version: 8, name: 'pairwise comparisons' });
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, upTo(7));
    seedLibrary(db);
    expect(migrate(db, upTo(8))).toBe(8);
    expect(readUserVersion(db)).toBe(8);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT id, text FROM response ORDER BY id').all()).toEqual([
      { id: 20, text: 'Kopf hoch.' },
      { id: 21, text: 'Das klingt schwer.' },
    ]);
    expect(count(db, 'attempt')).toBe(1);
    expect(count(db, 'pairwise_comparison')).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND name = 'pairwise_pair'").get()).toEqual({
      name: 'pairwise_pair',
    });
  });

  it('keeps both orders’ verdicts with their raw output, and finds them by cache key', () => {
    const db = freshDb();
    const stored = comparison();
    saveComparison(db, stored);
    expect(findComparison(db, 'key-1')).toEqual(stored);
    expect(findComparison(db, 'key-2')).toBeUndefined();
    const row = db.prepare('SELECT created_at FROM pairwise_comparison').get() as { created_at: string };
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('replaces a missing verdict asked again under the same key, so one pair has one comparison', () => {
    const db = freshDb();
    saveComparison(
      db,
      comparison({
        outcome: { status: 'missing', reason: 'a verdict is missing' },
        yFirst: { verdict: null, rationale: null, error: 'timeout', rawOutput: null },
      }),
    );
    const again = comparison();
    saveComparison(db, again);
    expect(count(db, 'pairwise_comparison')).toBe(1);
    expect(findComparison(db, 'key-1')).toEqual(again);
  });

  it('compares free text as well as responses, and does not stop a response or scenario from being deleted', () => {
    const db = freshDb();
    saveComparison(db, comparison());
    saveComparison(
      db,
      comparison({
        x: { type: 'text', id: null, hash: hex('e') },
        y: { type: 'text', id: null, hash: hex('f') },
        cacheKey: 'key-t',
      }),
    );
    // A comparison records verdicts on texts (by hash); removing the library's copy keeps the record.
    db.prepare('DELETE FROM scenario WHERE id = 10').run();
    expect(count(db, 'response')).toBe(0);
    expect(findComparison(db, 'key-1')?.x).toEqual({ type: 'response', id: 20, hash: hex('a') });
    expect(findComparison(db, 'key-t')?.y).toEqual({ type: 'text', id: null, hash: hex('f') });
  });

  it('enforces its constraints', () => {
    const db = freshDb();
    insertRow(db, { cache_key: 'same' });
    expect(() => insertRow(db, { cache_key: 'same' })).toThrow(/UNIQUE/);
    expect(() => insertRow(db, { rubric_version: 0 })).toThrow(/CHECK/);
    expect(() => insertRow(db, { x_type: 'draft_version' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { y_type: 'scenario' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { x_hash: 'abc' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { y_hash: hex('b') + 'b' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { outcome: 'x wins' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { x_first: '{' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { y_first: 'first' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { prompt_hashes: 'c,d' })).toThrow(/CHECK/);
    expect(() => insertRow(db, { judge_id: null })).toThrow(/NOT NULL/);
    expect(() => insertRow(db, { x_id: 'twenty' })).toThrow(); // STRICT: INTEGER only
    expect(count(db, 'pairwise_comparison')).toBe(1);
  });
});
