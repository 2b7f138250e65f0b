// Migration 7: practice. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration7: Migration = {
  version: 7,
  name: 'practice',
  up: (db) => {
    // Exercises are archived, never deleted, so attempts always keep their exercise. An attempt
    // copies the exercise settings (config) and the scenario (scenario_snapshot) when it starts:
    // editing the exercise or deleting the scenario never changes or loses a trainee's work.
    db.exec(`
    CREATE TABLE exercise (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
      instructions TEXT NOT NULL DEFAULT '',
      config TEXT NOT NULL CHECK (json_valid(config)),
      archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
      version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
      created_by INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (${now}),
      updated_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    CREATE TABLE exercise_scenario (
      exercise_id INTEGER NOT NULL REFERENCES exercise (id) ON DELETE CASCADE,
      scenario_id INTEGER NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      PRIMARY KEY (exercise_id, scenario_id)
    ) STRICT;

    CREATE TABLE exercise_assignee (
      id INTEGER PRIMARY KEY,
      exercise_id INTEGER NOT NULL REFERENCES exercise (id) ON DELETE CASCADE,
      profile_id INTEGER REFERENCES profile (id) ON DELETE CASCADE,
      cohort TEXT,
      CHECK ((profile_id IS NULL) <> (cohort IS NULL)),
      UNIQUE (exercise_id, profile_id),
      UNIQUE (exercise_id, cohort)
    ) STRICT;

    CREATE TABLE attempt (
      id INTEGER PRIMARY KEY,
      exercise_id INTEGER NOT NULL REFERENCES exercise (id),
      exercise_version INTEGER NOT NULL,
      config TEXT NOT NULL CHECK (json_valid(config)),
      scenario_id INTEGER REFERENCES scenario (id) ON DELETE SET NULL,
      scenario_snapshot TEXT NOT NULL CHECK (json_valid(scenario_snapshot)),
      profile_id INTEGER NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'completed', 'skipped')),
      stage TEXT NOT NULL DEFAULT 'warning'
        CHECK (stage IN ('warning', 'spot', 'spot_review', 'emotions', 'draft', 'feedback', 'reveal', 'critique', 'done')),
      emotions TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(emotions)),
      spot_submitted_at TEXT,
      draft_text TEXT NOT NULL DEFAULT '',
      draft_saved_at TEXT,
      skip_reason TEXT,
      skipped_at TEXT,
      started_at TEXT NOT NULL DEFAULT (${now}),
      updated_at TEXT NOT NULL DEFAULT (${now}),
      completed_at TEXT,
      CHECK (status <> 'skipped' OR skipped_at IS NOT NULL)
    ) STRICT;
    CREATE INDEX attempt_profile ON attempt (profile_id, updated_at);
    CREATE UNIQUE INDEX attempt_once ON attempt (exercise_id, scenario_id, profile_id) WHERE scenario_id IS NOT NULL;

    CREATE TABLE signal_mark (
      id INTEGER PRIMARY KEY,
      attempt_id INTEGER NOT NULL REFERENCES attempt (id) ON DELETE CASCADE,
      start INTEGER NOT NULL CHECK (start >= 0),
      "end" INTEGER NOT NULL,
      phrase TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('distress', 'cultural_signal')),
      label TEXT NOT NULL,
      CHECK ("end" > start)
    ) STRICT;
    CREATE INDEX signal_mark_attempt ON signal_mark (attempt_id);

    CREATE TABLE draft_version (
      id INTEGER PRIMARY KEY,
      attempt_id INTEGER NOT NULL REFERENCES attempt (id) ON DELETE CASCADE,
      number INTEGER NOT NULL CHECK (number >= 1),
      text TEXT NOT NULL CHECK (length(text) > 0),
      word_count INTEGER NOT NULL CHECK (word_count >= 0),
      for_feedback INTEGER NOT NULL CHECK (for_feedback IN (0, 1)),
      submitted_at TEXT NOT NULL DEFAULT (${now}),
      UNIQUE (attempt_id, number)
    ) STRICT;

    -- What the judges said about one version on one rubric, as the trainee saw it (ScoreResult JSON);
    -- every single judgement is also in the judgement table.
    CREATE TABLE version_feedback (
      version_id INTEGER NOT NULL REFERENCES draft_version (id) ON DELETE CASCADE,
      rubric_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'running', 'done', 'cancelled', 'failed')),
      result TEXT CHECK (result IS NULL OR json_valid(result)),
      error_message TEXT,
      updated_at TEXT NOT NULL DEFAULT (${now}),
      PRIMARY KEY (version_id, rubric_id)
    ) STRICT;

    CREATE TABLE critique (
      attempt_id INTEGER PRIMARY KEY REFERENCES attempt (id) ON DELETE CASCADE,
      response_id INTEGER REFERENCES response (id) ON DELETE SET NULL,
      response_text TEXT NOT NULL,
      text TEXT NOT NULL DEFAULT '',
      submitted_at TEXT,
      updated_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;

    -- Human ratings on rubric items: self (a trainee on their own version), peer, supervisor.
    -- A trainee's ratings of the Standard response in a critique are stored as role 'self' on the response
    -- with attempt_id set. target_id points at draft_version or response depending on target_type.
    CREATE TABLE rating (
      id INTEGER PRIMARY KEY,
      target_type TEXT NOT NULL CHECK (target_type IN ('draft_version', 'response')),
      target_id INTEGER NOT NULL,
      attempt_id INTEGER REFERENCES attempt (id) ON DELETE CASCADE,
      rubric_id TEXT NOT NULL,
      rubric_version INTEGER NOT NULL CHECK (rubric_version >= 1),
      item TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('self', 'peer', 'supervisor')),
      rater_id INTEGER REFERENCES profile (id) ON DELETE SET NULL,
      option_code TEXT NOT NULL,
      score REAL,
      note TEXT NOT NULL DEFAULT '',
      updated_at TEXT NOT NULL DEFAULT (${now})
    ) STRICT;
    CREATE UNIQUE INDEX rating_once ON rating (target_type, target_id, rubric_id, item, role, rater_id, ifnull(attempt_id, 0));
  `);
  },
};
