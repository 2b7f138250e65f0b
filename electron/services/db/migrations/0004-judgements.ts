// Migration 4: judgements. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration4: Migration = {
  version: 4,
  name: 'judgements',
  up: (db) => {
    // One row per judge x rubric version x item x prompt x text (cache_key). A missing or failed
    // judgement never carries a score. target_id has no foreign key: it points at a response or a
    // draft version depending on target_type, and is null for free text (e.g. a JSONL batch).
    db.exec(`
    CREATE TABLE judgement (
      id INTEGER PRIMARY KEY,
      target_type TEXT NOT NULL CHECK (target_type IN ('response', 'draft_version', 'text')),
      target_id INTEGER,
      text_hash TEXT NOT NULL CHECK (length(text_hash) = 64),
      judge_id TEXT NOT NULL CHECK (length(judge_id) BETWEEN 1 AND 200),
      rubric_id TEXT NOT NULL CHECK (length(rubric_id) > 0),
      rubric_version INTEGER NOT NULL CHECK (rubric_version >= 1),
      item TEXT NOT NULL CHECK (length(item) > 0),
      score REAL,
      option_code TEXT,
      distribution TEXT CHECK (distribution IS NULL OR json_valid(distribution)),
      rationale TEXT,
      raw_output TEXT,
      status TEXT NOT NULL CHECK (status IN ('ok', 'missing', 'error')),
      error_message TEXT,
      latency_ms INTEGER CHECK (latency_ms IS NULL OR latency_ms >= 0),
      prompt_tokens INTEGER CHECK (prompt_tokens IS NULL OR prompt_tokens >= 0),
      completion_tokens INTEGER CHECK (completion_tokens IS NULL OR completion_tokens >= 0),
      prompt_hash TEXT CHECK (prompt_hash IS NULL OR length(prompt_hash) = 64),
      cache_key TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL DEFAULT (${now}),
      CHECK (target_type = 'text' OR target_id IS NOT NULL),
      CHECK (status = 'ok' OR (score IS NULL AND option_code IS NULL AND distribution IS NULL)),
      CHECK (status <> 'error' OR error_message IS NOT NULL)
    ) STRICT;
    CREATE INDEX judgement_target ON judgement (target_type, target_id);
    CREATE INDEX judgement_text ON judgement (text_hash, rubric_id, rubric_version, item);
  `);
  },
};
