// Migration 15: the offline class exchange (exercise, submission and feedback files). This
// installation's programme id, each instructor's signing key, the instructor keys trusted on first
// use, where exchanged exercises and attempts came from, trainees' pseudonyms and LMS contact, the
// AI scores a trainee's app reported (kept apart from this computer's own judgements), submission
// import batches for undo, and who wrote feedback that arrived in a file.
import { now, type Migration } from './types';

export const migration15: Migration = {
  version: 15,
  name: 'class exchange',
  up: (db) => {
    db.exec(`
    CREATE TABLE exchange_identity (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      programme_id TEXT NOT NULL CHECK (length(programme_id) BETWEEN 8 AND 64),
      programme_name TEXT NOT NULL DEFAULT '' CHECK (length(programme_name) <= 120),
      created_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    -- An instructor's Ed25519 key pair (PEM); the private key never leaves this database.
    CREATE TABLE exchange_signing_key (
      profile_id INTEGER PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
      instructor_uid TEXT NOT NULL UNIQUE,
      public_key TEXT NOT NULL,
      private_key TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    -- Trust on first use: the key first seen for an instructor; a file signed otherwise is refused.
    CREATE TABLE exchange_trusted_key (
      instructor_uid TEXT PRIMARY KEY,
      instructor_name TEXT NOT NULL,
      public_key TEXT NOT NULL,
      first_seen_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    -- Exercises that left or arrived in a file. origin 'local': made here (uid assigned at export).
    CREATE TABLE exchange_exercise (
      exercise_id INTEGER PRIMARY KEY REFERENCES exercise (id) ON DELETE CASCADE,
      programme_id TEXT NOT NULL,
      programme_name TEXT NOT NULL DEFAULT '',
      uid TEXT NOT NULL,
      origin TEXT NOT NULL CHECK (origin IN ('local', 'imported')),
      file_version INTEGER NOT NULL CHECK (file_version >= 1),
      instructor_uid TEXT,
      judges TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(judges)),
      judges_allowed_at TEXT,
      imported_at TEXT NOT NULL DEFAULT (${now}),
      UNIQUE (programme_id, uid)
    ) STRICT;

    -- A trainee as the exchange knows them: a pseudonymous id, the name they chose to show and how
    -- the LMS finds them. origin 'local': a profile on this computer; 'imported': from submissions.
    CREATE TABLE exchange_person (
      profile_id INTEGER PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
      pseudonym TEXT NOT NULL UNIQUE CHECK (length(pseudonym) BETWEEN 16 AND 64),
      shown_name TEXT NOT NULL CHECK (length(shown_name) BETWEEN 1 AND 60),
      email TEXT CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254),
      lms_id TEXT CHECK (lms_id IS NULL OR length(lms_id) BETWEEN 1 AND 100),
      origin TEXT NOT NULL CHECK (origin IN ('local', 'imported'))
    ) STRICT;

    CREATE TABLE exchange_batch (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('submissions')),
      files TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(files)),
      undo_data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(undo_data)),
      created_by INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (${now}),
      undone_at TEXT,
      -- When undoing removed reviewed attempts: what the reviews said, kept as a record.
      undone_reviews TEXT CHECK (undone_reviews IS NULL OR json_valid(undone_reviews))
    ) STRICT;

    -- Attempts that arrived in submission files: the trainee's attempt id and the content imported.
    CREATE TABLE exchange_attempt (
      attempt_id INTEGER PRIMARY KEY REFERENCES attempt (id) ON DELETE CASCADE,
      origin_uid TEXT NOT NULL UNIQUE,
      content_hash TEXT NOT NULL CHECK (length(content_hash) = 64),
      origin_updated_at TEXT NOT NULL,
      batch_id INTEGER REFERENCES exchange_batch (id) ON DELETE SET NULL
    ) STRICT;

    -- AI scores as the trainee's app reported them (ScoreResult JSON with the judgement records);
    -- never mixed with this computer's judgements until its own judges re-score the version.
    CREATE TABLE exchange_reported_score (
      version_id INTEGER NOT NULL REFERENCES draft_version (id) ON DELETE CASCADE,
      rubric_id TEXT NOT NULL,
      result TEXT NOT NULL CHECK (json_valid(result)),
      PRIMARY KEY (version_id, rubric_id)
    ) STRICT;

    -- Feedback that arrived in a file on a trainee's computer: who wrote it (no profile exists here).
    CREATE TABLE exchange_feedback (
      review_id INTEGER PRIMARY KEY REFERENCES review (id) ON DELETE CASCADE,
      reviewer_name TEXT,
      content_hash TEXT NOT NULL,
      imported_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;
  `);
  },
};
