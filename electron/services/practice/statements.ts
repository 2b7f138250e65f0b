// Prepared statements kept per database, for the few queries that run while someone types.
import type { Database, Statement } from 'better-sqlite3';

const byDb = new WeakMap<Database, Map<string, Statement>>();

export function cached(db: Database, sql: string): Statement {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
