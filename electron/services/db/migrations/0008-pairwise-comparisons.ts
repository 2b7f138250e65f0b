// Migration 8: pairwise comparisons. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration8: Migration = {
  version: 8,
  name: 'pairwise comparisons',
  up: (db) => {
    // One row per judge x rubric version x item x ordered pair of texts (cache_key); both orders'
    // verdicts are kept with their raw output. x_id / y_id point at responses (or are null for free text).
    db.exec(`
    CREATE TABLE pairwise_comparison (
      id INTEGER PRIMARY KEY,
      judge_id TEXT NOT NULL,
      rubric_id TEXT NOT NULL,
      rubric_version INTEGER NOT NULL CHECK (rubric_version >= 1),
      item TEXT NOT NULL,
      x_type TEXT NOT NULL CHECK (x_type IN ('response', 'text')),
      x_id INTEGER,
      y_type TEXT NOT NULL CHECK (y_type IN ('response', 'text')),
      y_id INTEGER,
      x_hash TEXT NOT NULL CHECK (length(x_hash) = 64),
      y_hash TEXT NOT NULL CHECK (length(y_hash) = 64),
      outcome TEXT NOT NULL CHECK (json_valid(outcome)),
      x_first TEXT NOT NULL CHECK (json_valid(x_first)),
      y_first TEXT NOT NULL CHECK (json_valid(y_first)),
      prompt_hashes TEXT NOT NULL CHECK (json_valid(prompt_hashes)),
      cache_key TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;
    CREATE INDEX pairwise_pair ON pairwise_comparison (x_type, x_id, y_type, y_id);
  `);
  },
};
