// Migration 4: the judgement table, its constraints (missing is never a score) and its upgrade from version 3.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const hex = (c: string) => c.repeat(64);

const row = (overrides: Record<string, unknown> = {}) => ({
  target_type: 'text',
  target_id: null,
  text_hash: hex('a'),
  judge_id: 'judge-1',
  rubric_id: 'rubric-a',
  rubric_version: 1,
  item: 'empathy',
  score: 4.5,
  option_code: '5',
  distribution: '{"4":0.5,"5":0.5}',
  status: 'ok',
  error_message: null,
  prompt_hash: hex('b'),
  cache_key: `key-${Math.random()}`,
  ...overrides,
});

function insert(db: BetterSqlite3.Database, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  return db
    .prepare(`INSERT INTO judgement (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run(values);
}

function freshDb() {
  const db = new BetterSqlite3(':memory:');
  migrate(db, upTo(4));
  return db;
}

describe('migration 4: judgements', () => {
  it('is the fourth migration, named judgements', () => {
    expect(migrations[3]).toMatchObject({ version: 4, name: 'judgements' });
  });

  it('upgrades a version-3 database and keeps its data', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(3));
    db.prepare("INSERT INTO culture (id, name) VALUES ('korean', 'Korean')").run();
    expect(migrate(db, upTo(4))).toBe(4);
    expect(readUserVersion(db)).toBe(4);
    expect(db.prepare("SELECT name FROM culture WHERE id = 'korean'").get()).toEqual({ name: 'Korean' });
    const columns = (db.prepare('PRAGMA table_info(judgement)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual([
      'id',
      'target_type',
      'target_id',
      'text_hash',
      'judge_id',
      'rubric_id',
      'rubric_version',
      'item',
      'score',
      'option_code',
      'distribution',
      'rationale',
      'raw_output',
      'status',
      'error_message',
      'latency_ms',
      'prompt_tokens',
      'completion_tokens',
      'prompt_hash',
      'cache_key',
      'created_at',
    ]);
    const indexes = (
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'judgement'").all() as {
        name: string;
      }[]
    ).map((i) => i.name);
    expect(indexes).toEqual(expect.arrayContaining(['judgement_target', 'judgement_text']));
  });

  it('stores ok, missing and error judgements with a creation time', () => {
    const db = freshDb();
    insert(db, row());
    insert(
      db,
      row({ status: 'missing', score: null, option_code: null, distribution: null, raw_output: 'The reply is nice.' }),
    );
    insert(db, row({ status: 'error', score: null, option_code: null, distribution: null, error_message: 'HTTP 500' }));
    insert(db, row({ target_type: 'response', target_id: 7 }));
    insert(db, row({ target_type: 'draft_version', target_id: 3, prompt_hash: null }));
    const rows = db.prepare('SELECT status, score, created_at FROM judgement ORDER BY id').all() as {
      status: string;
      score: number | null;
      created_at: string;
    }[];
    expect(rows.map((r) => [r.status, r.score])).toEqual([
      ['ok', 4.5],
      ['missing', null],
      ['error', null],
      ['ok', 4.5],
      ['ok', 4.5],
    ]);
    expect(rows[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never lets a missing or failed judgement carry a score (not even 0)', () => {
    const db = freshDb();
    expect(() => insert(db, row({ status: 'missing', score: 0, option_code: null, distribution: null }))).toThrow(
      /CHECK/,
    );
    expect(() => insert(db, row({ status: 'missing', score: null, option_code: '1', distribution: null }))).toThrow(
      /CHECK/,
    );
    expect(() =>
      insert(db, row({ status: 'error', score: null, option_code: null, distribution: '{}', error_message: 'x' })),
    ).toThrow(/CHECK/);
  });

  it('enforces its other constraints', () => {
    const db = freshDb();
    expect(() => insert(db, row({ status: 'error', score: null, option_code: null, distribution: null }))).toThrow(
      /CHECK/,
    );
    expect(() => insert(db, row({ status: 'pending' }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ target_type: 'scenario' }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ target_type: 'response', target_id: null }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ text_hash: 'short' }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ prompt_hash: 'short' }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ distribution: 'not json' }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ rubric_version: 0 }))).toThrow(/CHECK/);
    expect(() => insert(db, row({ score: 'four' }))).toThrow(); // STRICT table: REAL only
    insert(db, row({ cache_key: 'same' }));
    expect(() => insert(db, row({ cache_key: 'same' }))).toThrow(/UNIQUE/);
  });
});
