// The per-connection statement cache: the same SQL gives the same compiled statement, a caller
// never inherits another's pluck/raw mode, a statement still iterating is never shared, and the
// cache stays bounded.
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from '../../electron/services/db/statement-cache';

let db: BetterSqlite3.Database;
const open = (limit?: number) => {
  db = cacheStatements(new BetterSqlite3(':memory:'), limit);
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b'), ('c')");
  return db;
};

afterEach(() => db?.close());

describe('statement cache', () => {
  it('hands out the same compiled statement for the same SQL', () => {
    open();
    const sql = 'SELECT name FROM t WHERE id = ?';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql)).not.toBe(db.prepare('SELECT id FROM t WHERE id = ?'));
  });

  it("resets pluck and raw so one caller's mode never reaches the next", () => {
    open();
    const sql = 'SELECT id, name FROM t ORDER BY id';
    expect(db.prepare(sql).pluck().all()).toEqual([1, 2, 3]);
    expect(db.prepare(sql).all()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
    expect(db.prepare(sql).raw().get()).toEqual([1, 'a']);
    expect(db.prepare(sql).get()).toEqual({ id: 1, name: 'a' });
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    open();
    const sql = 'SELECT id FROM t ORDER BY id';
    const seen: number[] = [];
    for (const row of db.prepare(sql).iterate() as Iterable<{ id: number }>) {
      // The same SQL inside the loop would throw "busy" if the cached statement were shared.
      seen.push(row.id, (db.prepare(sql).all() as unknown[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
  });

  it('writes through cached statements and keeps working after a schema change', () => {
    open();
    const insert = 'INSERT INTO t (name) VALUES (?)';
    db.prepare(insert).run('d');
    db.exec('ALTER TABLE t ADD COLUMN extra TEXT');
    db.prepare(insert).run('e');
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(5);
  });

  it('forgets the least recently used SQL beyond its limit', () => {
    open(2);
    const first = db.prepare('SELECT 1');
    db.prepare('SELECT 2');
    db.prepare('SELECT 1'); // now the most recent
    db.prepare('SELECT 3'); // evicts SELECT 2
    expect(db.prepare('SELECT 1')).toBe(first);
    const second = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 2')).toBe(second);
  });

  it('wrapping twice is harmless', () => {
    open();
    expect(cacheStatements(db)).toBe(db);
    expect(db.prepare('SELECT 1')).toBe(db.prepare('SELECT 1'));
  });
});
