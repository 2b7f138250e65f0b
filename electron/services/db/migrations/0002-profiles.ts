// Migration 2: profiles. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration2: Migration = {
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
};
