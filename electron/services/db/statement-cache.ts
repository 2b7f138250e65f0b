// Prepared statements kept per database connection, for queries run many times in a row (installing
// the built-in library inserts thousands of rows; preparing each statement anew took a fifth of it).
import type { Database, Statement } from 'better-sqlite3';

const byDatabase = new WeakMap<Database, Map<string, Statement>>();

/** The connection's prepared statement for this SQL, prepared on first use. */
export function cachedStatement(db: Database, sql: string): Statement {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
}
