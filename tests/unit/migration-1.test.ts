// Migration 1: the culture table, seeded with the four built-in cultures, and its constraints.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

function freshDb() {
  const db = new BetterSqlite3(':memory:');
  expect(migrate(db, upTo(1))).toBe(1);
  return db;
}

const addCulture = (db: BetterSqlite3.Database, id: string, name: string, languages = '["ko"]') =>
  db.prepare('INSERT INTO culture (id, name, languages) VALUES (?, ?, ?)').run(id, name, languages);

describe('migration 1: cultures', () => {
  it('is the first migration, named cultures', () => {
    expect(migrations[0]).toMatchObject({ version: 1, name: 'cultures' });
  });

  it('creates the culture table with the four built-in cultures as data', () => {
    const db = freshDb();
    expect(readUserVersion(db)).toBe(1);
    const rows = db.prepare('SELECT id, name, languages, built_in FROM culture ORDER BY id').all() as {
      id: string;
      languages: string;
      built_in: number;
    }[];
    expect(rows.map((r) => r.id)).toEqual(['arabic', 'chinese', 'german', 'jewish']);
    expect(rows.every((r) => r.built_in === 1 && Array.isArray(JSON.parse(r.languages)))).toBe(true);
    expect(JSON.parse(rows.find((r) => r.id === 'jewish')!.languages)).toEqual(['en', 'he']);
  });

  it('lets instructors add their own cultures (a table, not an enum), not built in by default', () => {
    const db = freshDb();
    addCulture(db, 'korean', 'Korean');
    expect(db.prepare("SELECT built_in, notes, created_at FROM culture WHERE id = 'korean'").get()).toEqual({
      built_in: 0,
      notes: '',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('enforces its constraints', () => {
    const db = freshDb();
    expect(() => addCulture(db, 'x', 'X', 'not json')).toThrow(/CHECK/);
    expect(() => addCulture(db, 'Korean', 'Korean')).toThrow(/CHECK/); // ids start with a lowercase letter
    expect(() => addCulture(db, '1korean', 'Korean')).toThrow(/CHECK/);
    expect(() => addCulture(db, 'k'.repeat(41), 'Korean')).toThrow(/CHECK/);
    expect(() => addCulture(db, 'korean', '')).toThrow(/CHECK/);
    expect(() => addCulture(db, 'korean', 'K'.repeat(81))).toThrow(/CHECK/);
    expect(() => addCulture(db, 'german', 'German again')).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => db.prepare("UPDATE culture SET built_in = 2 WHERE id = 'german'").run()).toThrow(/CHECK/);
  });
});
