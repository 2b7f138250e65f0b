// The ordered list of schema migrations. Append only: never edit a migration that has shipped.
import type { Database } from 'better-sqlite3';

export type Migration = { version: number; name: string; up: (db: Database) => void };

const now = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'cultures',
    up: (db) => {
      db.exec(`
        CREATE TABLE culture (
          id TEXT PRIMARY KEY CHECK (id GLOB '[a-z]*' AND length(id) <= 40),
          name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
          languages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(languages)),
          notes TEXT NOT NULL DEFAULT '',
          built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
          created_at TEXT NOT NULL DEFAULT (${now})
        ) STRICT;
      `);
      const insert = db.prepare('INSERT INTO culture (id, name, languages, built_in) VALUES (?, ?, ?, 1)');
      insert.run('arabic', 'Arabic', JSON.stringify(['ar', 'en']));
      insert.run('chinese', 'Chinese', JSON.stringify(['zh', 'en']));
      insert.run('german', 'German', JSON.stringify(['de', 'en']));
      insert.run('jewish', 'Jewish', JSON.stringify(['en', 'he']));
    },
  },
  {
    version: 2,
    name: 'profiles',
    up: (db) => {
      db.exec(`
        CREATE TABLE profile (
          id INTEGER PRIMARY KEY,
          display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
          role TEXT NOT NULL CHECK (role IN ('trainee', 'instructor', 'supervisor')),
          passcode_hash TEXT,
          cohort TEXT,
          created_at TEXT NOT NULL DEFAULT (${now}),
          CHECK (role = 'trainee' OR passcode_hash IS NOT NULL)
        ) STRICT;
        CREATE INDEX profile_role ON profile (role);
      `);
    },
  },
];

export const latestSchemaVersion = (): number => migrations.at(-1)?.version ?? 0;
