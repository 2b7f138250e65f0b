// Migration 10: role-play. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration10: Migration = {
  version: 10,
  name: 'role-play',
  up: (db) => {
    // Role cards are versioned: an edit writes a new role_card_version row and bumps role_card.version.
    // A session keeps the version it was played with (card_snapshot), so later edits never change it.
    db.exec(`
    CREATE TABLE role_card (
      id INTEGER PRIMARY KEY,
      scenario_id INTEGER REFERENCES scenario (id) ON DELETE SET NULL,
      scenario_title TEXT NOT NULL,
      culture_id TEXT NOT NULL,
      language TEXT NOT NULL CHECK (language IN ('en', 'de', 'ar', 'he', 'zh')),
      seed INTEGER NOT NULL CHECK (seed >= 0),
      version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
      attributes TEXT NOT NULL CHECK (json_valid(attributes)),
      locked TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(locked)),
      created_by INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (${now}),
      updated_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    CREATE TABLE role_card_version (
      card_id INTEGER NOT NULL REFERENCES role_card (id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      seed INTEGER NOT NULL,
      attributes TEXT NOT NULL CHECK (json_valid(attributes)),
      locked TEXT NOT NULL CHECK (json_valid(locked)),
      created_at TEXT NOT NULL DEFAULT (${now}),
      PRIMARY KEY (card_id, version)
    ) STRICT;

    CREATE TABLE roleplay_session (
      id INTEGER PRIMARY KEY,
      card_id INTEGER NOT NULL REFERENCES role_card (id),
      card_version INTEGER NOT NULL,
      card_snapshot TEXT NOT NULL CHECK (json_valid(card_snapshot)),
      profile_id INTEGER NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
      provider_id TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
      end_reason TEXT CHECK (end_reason IN ('natural', 'turn_cap', 'trainee')),
      turn_cap INTEGER NOT NULL CHECK (turn_cap BETWEEN 2 AND 40),
      coaching INTEGER NOT NULL DEFAULT 1 CHECK (coaching IN (0, 1)),
      restart_of INTEGER REFERENCES roleplay_session (id) ON DELETE SET NULL,
      started_at TEXT NOT NULL DEFAULT (${now}),
      updated_at TEXT NOT NULL DEFAULT (${now}),
      CHECK ((status = 'ended') = (end_reason IS NOT NULL))
    ) STRICT;
    CREATE INDEX roleplay_session_profile ON roleplay_session (profile_id, updated_at);

    CREATE TABLE roleplay_turn (
      session_id INTEGER NOT NULL REFERENCES roleplay_session (id) ON DELETE CASCADE,
      turn_index INTEGER NOT NULL CHECK (turn_index >= 0),
      speaker TEXT NOT NULL CHECK (speaker IN ('trainee', 'seeker')),
      text TEXT NOT NULL CHECK (length(text) > 0),
      coaching TEXT CHECK (coaching IS NULL OR json_valid(coaching)),
      created_at TEXT NOT NULL DEFAULT (${now}),
      PRIMARY KEY (session_id, turn_index)
    ) STRICT;

    CREATE TABLE roleplay_score (
      session_id INTEGER PRIMARY KEY REFERENCES roleplay_session (id) ON DELETE CASCADE,
      result TEXT NOT NULL CHECK (json_valid(result)),
      scored_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    CREATE TABLE roleplay_comment (
      id INTEGER PRIMARY KEY,
      session_id INTEGER NOT NULL REFERENCES roleplay_session (id) ON DELETE CASCADE,
      turn_index INTEGER NOT NULL,
      body TEXT NOT NULL CHECK (length(body) > 0),
      author_id INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;
  `);
  },
};
