// What a schema migration is, and SQL snippets the migrations share.
import type { Database } from 'better-sqlite3';

export type Migration = { version: number; name: string; up: (db: Database) => void };

/** An ISO-8601 UTC timestamp with milliseconds, as SQLite computes it for column defaults. */
export const now = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
