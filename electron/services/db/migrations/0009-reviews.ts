// Migration 9: reviews. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration9: Migration = {
  version: 9,
  name: 'reviews',
  up: (db) => {
    // One review per attempt and reviewer. Blind ratings are rows in rating (role 'supervisor',
    // rater_id = reviewer, attempt_id set); review_final holds what is released per item.
    db.exec(`
    CREATE TABLE review (
      id INTEGER PRIMARY KEY,
      attempt_id INTEGER NOT NULL REFERENCES attempt (id) ON DELETE CASCADE,
      reviewer_id INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      blind_submitted_at TEXT,
      overall_comment TEXT NOT NULL DEFAULT '',
      released_at TEXT,
      created_at TEXT NOT NULL DEFAULT (${now}),
      updated_at TEXT NOT NULL DEFAULT (${now}),
      UNIQUE (attempt_id, reviewer_id),
      CHECK (released_at IS NULL OR blind_submitted_at IS NOT NULL)
    ) STRICT;

    CREATE TABLE review_final (
      review_id INTEGER NOT NULL REFERENCES review (id) ON DELETE CASCADE,
      rubric_id TEXT NOT NULL,
      item TEXT NOT NULL,
      option_code TEXT NOT NULL,
      score REAL,
      source TEXT NOT NULL CHECK (source IN ('supervisor', 'judge')),
      judge_id TEXT,
      PRIMARY KEY (review_id, rubric_id, item),
      CHECK ((source = 'judge') = (judge_id IS NOT NULL))
    ) STRICT;

    CREATE TABLE review_comment (
      id INTEGER PRIMARY KEY,
      review_id INTEGER NOT NULL REFERENCES review (id) ON DELETE CASCADE,
      target TEXT NOT NULL CHECK (target IN ('reply', 'critique')),
      version_id INTEGER REFERENCES draft_version (id) ON DELETE CASCADE,
      start INTEGER NOT NULL CHECK (start >= 0),
      "end" INTEGER NOT NULL,
      quote TEXT NOT NULL,
      body TEXT NOT NULL CHECK (length(body) > 0),
      created_at TEXT NOT NULL DEFAULT (${now}),
      CHECK ("end" > start)
    ) STRICT;
    CREATE INDEX review_comment_review ON review_comment (review_id);

    -- Small app-wide settings that belong with the data (e.g. the calibration threshold).
    CREATE TABLE app_setting (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL CHECK (json_valid(value))
    ) STRICT;
  `);
  },
};
