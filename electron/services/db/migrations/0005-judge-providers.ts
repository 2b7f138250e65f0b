// Migration 5: judge providers. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration5: Migration = {
  version: 5,
  name: 'judge providers',
  up: (db) => {
    db.exec(`
    CREATE TABLE judge_provider (
      id TEXT PRIMARY KEY CHECK (id GLOB '[a-z0-9]*' AND length(id) <= 60),
      label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
      kind TEXT NOT NULL DEFAULT 'openai' CHECK (kind IN ('openai')),
      base_url TEXT NOT NULL,
      model TEXT NOT NULL,
      options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
      default_for TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(default_for)),
      created_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;
  `);
  },
};
