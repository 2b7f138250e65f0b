// Migration 5: the judge_provider table (OpenAI-compatible judge servers), its upgrade from version 4
// and its constraints.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

type Db = BetterSqlite3.Database;

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

function insertProvider(db: Db, values: Record<string, unknown> = {}) {
  const row = {
    id: 'lab',
    label: 'Lab server',
    base_url: 'http://127.0.0.1:8080/v1',
    model: 'judge-7b',
    ...values,
  };
  const columns = Object.keys(row);
  return db
    .prepare(`INSERT INTO judge_provider (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run(row);
}

function freshDb() {
  const db = new BetterSqlite3(':memory:');
  migrate(db, upTo(5));
  return db;
}

describe('migration 5: judge providers', () => {
  it('is the fifth migration and upgrades a version-4 database, keeping its judgements', () => {
    expect(migrations[4]).toMatchObject({ version: 5, name: 'judge providers' });
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(4));
    db.prepare(
      "INSERT INTO judgement (target_type, text_hash, judge_id, rubric_id, rubric_version, item, score, status, cache_key) VALUES ('text', ?, 'lab', 'rubric-a', 1, 'empathy', 4, 'ok', 'k1')",
    ).run('a'.repeat(64));
    expect(migrate(db, upTo(5))).toBe(5);
    expect(readUserVersion(db)).toBe(5);
    expect(db.prepare('SELECT judge_id, score FROM judgement').all()).toEqual([{ judge_id: 'lab', score: 4 }]);
    const columns = (db.prepare('PRAGMA table_info(judge_provider)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(['id', 'label', 'kind', 'base_url', 'model', 'options', 'default_for', 'created_at']);
  });

  it('stores a provider with its defaults: an OpenAI-compatible server, no options, default for no rubric', () => {
    const db = freshDb();
    insertProvider(db);
    expect(db.prepare('SELECT * FROM judge_provider').get()).toEqual({
      id: 'lab',
      label: 'Lab server',
      kind: 'openai',
      base_url: 'http://127.0.0.1:8080/v1',
      model: 'judge-7b',
      options: '{}',
      default_for: '[]',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('enforces its constraints', () => {
    const db = freshDb();
    insertProvider(db, { id: '4o-mini' });
    insertProvider(db, { id: 'x'.repeat(60) });
    // The API checks the whole id pattern; the database refuses ids that could not be file or key names.
    expect(() => insertProvider(db, { id: 'Lab' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: '-lab' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: '' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'x'.repeat(61) })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'a', label: '' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'b', label: 'L'.repeat(121) })).toThrow(/CHECK/);
    insertProvider(db, { id: 'c', label: 'L'.repeat(120) });
    // Before migration 6 only OpenAI-compatible servers exist.
    expect(() => insertProvider(db, { id: 'd', kind: 'local' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'e', options: 'logprobs' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'f', default_for: 'rubric-a' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'g', model: null })).toThrow(/NOT NULL/);
    insertProvider(db, { id: 'same' });
    expect(() => insertProvider(db, { id: 'same', label: 'Another' })).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(db.prepare('SELECT count(*) AS n FROM judge_provider').get()).toEqual({ n: 4 });
  });
});
