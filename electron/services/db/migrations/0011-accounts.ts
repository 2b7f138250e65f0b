// Migration 11: accounts for a class server. Profiles gain an optional email, a personal interface
// language and a "waiting to join" state (an account an instructor created whose owner has not set a
// password yet); one-time join codes; browser sessions; the audit log of staff actions.
import { now, type Migration } from './types';

export const migration11: Migration = {
  version: 11,
  name: 'accounts',
  up: (db) => {
    db.exec(`
    CREATE TABLE profile_new (
      id INTEGER PRIMARY KEY,
      display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
      role TEXT NOT NULL CHECK (role IN ('trainee', 'instructor', 'supervisor')),
      passcode_hash TEXT,
      cohort TEXT,
      created_at TEXT NOT NULL DEFAULT (${now}),
      email TEXT CHECK (email IS NULL OR (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%')),
      language TEXT CHECK (language IS NULL OR language IN ('en', 'de', 'ar', 'he', 'zh')),
      join_pending INTEGER NOT NULL DEFAULT 0 CHECK (join_pending IN (0, 1)),
      CHECK (role = 'trainee' OR passcode_hash IS NOT NULL OR join_pending = 1)
    ) STRICT;
    INSERT INTO profile_new (id, display_name, role, passcode_hash, cohort, created_at)
      SELECT id, display_name, role, passcode_hash, cohort, created_at FROM profile;
    DROP TABLE profile;
    ALTER TABLE profile_new RENAME TO profile;
    CREATE INDEX profile_role ON profile (role);
    CREATE UNIQUE INDEX profile_email ON profile (lower(email)) WHERE email IS NOT NULL;

    CREATE TABLE join_code (
      profile_id INTEGER PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL UNIQUE,
      expires_at TEXT NOT NULL,
      created_by INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    CREATE TABLE web_session (
      token_hash TEXT PRIMARY KEY,
      profile_id INTEGER NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL DEFAULT (${now}),
      last_seen_at TEXT NOT NULL DEFAULT (${now}),
      expires_at TEXT NOT NULL,
      address TEXT,
      user_agent TEXT
    ) STRICT;
    CREATE INDEX web_session_profile ON web_session (profile_id);

    CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY,
      at TEXT NOT NULL DEFAULT (${now}),
      actor_id INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      actor_name TEXT,
      action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 80),
      target TEXT,
      details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
      address TEXT
    ) STRICT;
    CREATE INDEX audit_log_at ON audit_log (at);
  `);
  },
};
