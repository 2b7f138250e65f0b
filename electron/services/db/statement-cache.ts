// Keeps each connection's prepared statements for reuse. The services call `db.prepare(sql)` where
// they need it (plain `(db, args)` query functions), and compiling the same SQL again on every
// request was the largest single cost of a busy class server. This wraps `prepare` on one
// connection with a bounded most-recently-used cache keyed by the SQL text. A statement handed out
// again has its modes reset (pluck, raw, expand), so a caller never inherits another's `.pluck()`;
// a statement still busy (an unfinished iterate()) is never shared: the caller gets a fresh one.
import type { Database, Statement } from 'better-sqlite3';

/** Distinct SQL texts kept per connection (imports name TEMP tables per run, so the set is not fixed). */
export const STATEMENTS_KEPT = 1000;

const cached = new WeakSet<Database>();

function resetModes(statement: Statement): Statement {
  if (statement.reader) {
    statement.pluck(false);
    statement.raw(false);
    statement.expand(false);
  }
  return statement;
}

/** Makes `db.prepare` reuse statements (idempotent); returns the same connection. */
export function cacheStatements(db: Database, limit: number = STATEMENTS_KEPT): Database {
  if (cached.has(db)) return db;
  cached.add(db);
  const compile = db.prepare.bind(db) as (sql: string) => Statement;
  const kept = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    const statement = kept.get(sql);
    if (statement && !statement.busy) {
      // Map order is recency order: move it to the end.
      kept.delete(sql);
      kept.set(sql, statement);
      return resetModes(statement);
    }
    if (statement) return compile(sql);
    const fresh = compile(sql);
    kept.set(sql, fresh);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return fresh;
  };
  Object.defineProperty(db, 'prepare', { value: prepare, configurable: true, writable: true });
  return db;
}
