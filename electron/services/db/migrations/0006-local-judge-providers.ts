// Migration 6: local judge providers. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration6: Migration = {
  version: 6,
  name: 'local judge providers',
  up: (db) => {
    // SQLite cannot alter a CHECK constraint: rebuild judge_provider so kind may be 'local'
    // (an in-process model from models/, whose id is kept in model and base_url left empty).
    db.exec(`
    CREATE TABLE judge_provider_new (
      id TEXT PRIMARY KEY CHECK (id GLOB '[a-z0-9]*' AND length(id) <= 60),
      label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
      kind TEXT NOT NULL DEFAULT 'openai' CHECK (kind IN ('openai', 'local')),
      base_url TEXT NOT NULL,
      model TEXT NOT NULL,
      options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
      default_for TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(default_for)),
      created_at TEXT NOT NULL DEFAULT (${now}),
      CHECK (kind = 'local' OR length(base_url) > 0)
    ) STRICT;
    INSERT INTO judge_provider_new (id, label, kind, base_url, model, options, default_for, created_at)
      SELECT id, label, kind, base_url, model, options, default_for, created_at FROM judge_provider;
    DROP TABLE judge_provider;
    ALTER TABLE judge_provider_new RENAME TO judge_provider;
  `);
  },
};
