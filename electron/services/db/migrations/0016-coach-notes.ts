// Migration 16: the coach's note on each submitted draft version (model-written or assembled from the fast
// analyzer, stored with its provenance), role-play modes (a default per role card, the mode each session
// was played in and the exercise it belongs to) and the per-turn micro-feedback of practice mode.
// Shipped: never edit; add a new migration.
import type { Migration } from './types';

const now = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export const migration16: Migration = {
  version: 16,
  name: 'coach notes and role-play modes',
  up: (db) => {
    db.exec(`
      CREATE TABLE coach_note (
        version_id INTEGER PRIMARY KEY REFERENCES draft_version (id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('running', 'done', 'unavailable', 'cancelled', 'failed')),
        source TEXT NOT NULL CHECK (source IN ('model', 'automatic')),
        locale TEXT NOT NULL,
        note TEXT CHECK (note IS NULL OR json_valid(note)),
        raw_output TEXT,
        provenance TEXT CHECK (provenance IS NULL OR json_valid(provenance)),
        error_message TEXT,
        created_at TEXT NOT NULL DEFAULT (${now}),
        updated_at TEXT NOT NULL DEFAULT (${now}),
        CHECK ((status = 'done') = (note IS NOT NULL))
      ) STRICT;

      ALTER TABLE role_card ADD COLUMN default_mode TEXT NOT NULL DEFAULT 'practice'
        CHECK (default_mode IN ('practice', 'assessment'));
      ALTER TABLE roleplay_session ADD COLUMN mode TEXT NOT NULL DEFAULT 'practice'
        CHECK (mode IN ('practice', 'assessment'));
      ALTER TABLE roleplay_session ADD COLUMN exercise_id INTEGER REFERENCES exercise (id) ON DELETE SET NULL;

      CREATE TABLE roleplay_turn_feedback (
        session_id INTEGER NOT NULL,
        turn_index INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('done', 'unavailable', 'failed')),
        feedback TEXT CHECK (feedback IS NULL OR json_valid(feedback)),
        raw_output TEXT,
        provenance TEXT CHECK (provenance IS NULL OR json_valid(provenance)),
        error_message TEXT,
        created_at TEXT NOT NULL DEFAULT (${now}),
        PRIMARY KEY (session_id, turn_index),
        FOREIGN KEY (session_id, turn_index) REFERENCES roleplay_turn (session_id, turn_index) ON DELETE CASCADE,
        CHECK ((status = 'done') = (feedback IS NOT NULL))
      ) STRICT;
    `);
  },
};
