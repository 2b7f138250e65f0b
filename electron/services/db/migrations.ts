// The ordered list of schema migrations. Append only: never edit a migration that has shipped.
import type { Database } from 'better-sqlite3';

export type Migration = { version: number; name: string; up: (db: Database) => void };

const now = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'cultures',
    up: (db) => {
      db.exec(`
        CREATE TABLE culture (
          id TEXT PRIMARY KEY CHECK (id GLOB '[a-z]*' AND length(id) <= 40),
          name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
          languages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(languages)),
          notes TEXT NOT NULL DEFAULT '',
          built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
          created_at TEXT NOT NULL DEFAULT (${now})
        ) STRICT;
      `);
      const insert = db.prepare('INSERT INTO culture (id, name, languages, built_in) VALUES (?, ?, ?, 1)');
      insert.run('arabic', 'Arabic', JSON.stringify(['ar', 'en']));
      insert.run('chinese', 'Chinese', JSON.stringify(['zh', 'en']));
      insert.run('german', 'German', JSON.stringify(['de', 'en']));
      insert.run('jewish', 'Jewish', JSON.stringify(['en', 'he']));
    },
  },
  {
    version: 2,
    name: 'profiles',
    up: (db) => {
      db.exec(`
        CREATE TABLE profile (
          id INTEGER PRIMARY KEY,
          display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
          role TEXT NOT NULL CHECK (role IN ('trainee', 'instructor', 'supervisor')),
          passcode_hash TEXT,
          cohort TEXT,
          created_at TEXT NOT NULL DEFAULT (${now}),
          CHECK (role = 'trainee' OR passcode_hash IS NOT NULL)
        ) STRICT;
        CREATE INDEX profile_role ON profile (role);
      `);
    },
  },
  {
    version: 3,
    name: 'scenario library',
    up: (db) => {
      db.exec(`
        CREATE TABLE import_batch (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('culturecare', 'pack')),
          file_name TEXT NOT NULL,
          created_at TEXT NOT NULL DEFAULT (${now}),
          undone_at TEXT,
          undo_data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(undo_data))
        ) STRICT;

        CREATE TABLE scenario (
          id INTEGER PRIMARY KEY,
          uid TEXT NOT NULL UNIQUE,
          culture_id TEXT NOT NULL REFERENCES culture (id) ON UPDATE CASCADE,
          title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
          language TEXT NOT NULL CHECK (language IN ('en', 'de', 'ar', 'he', 'zh')),
          post_text TEXT,
          demographics TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(demographics)),
          themes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(themes)),
          content_warnings TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(content_warnings)),
          risk TEXT NOT NULL DEFAULT 'none' CHECK (risk IN ('none', 'elevated', 'acute')),
          source TEXT NOT NULL CHECK (source IN ('built_in', 'imported', 'authored')),
          provenance TEXT NOT NULL CHECK (json_valid(provenance)),
          version INTEGER NOT NULL DEFAULT 1,
          modified INTEGER NOT NULL DEFAULT 0 CHECK (modified IN (0, 1)),
          import_batch_id INTEGER REFERENCES import_batch (id) ON DELETE SET NULL,
          created_by INTEGER REFERENCES profile (id) ON DELETE SET NULL,
          created_at TEXT NOT NULL DEFAULT (${now}),
          updated_at TEXT NOT NULL DEFAULT (${now})
        ) STRICT;
        CREATE INDEX scenario_culture ON scenario (culture_id);

        CREATE TABLE response (
          id INTEGER PRIMARY KEY,
          scenario_id INTEGER NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('peer', 'exemplar', 'generated', 'trainee_draft')),
          strategy TEXT CHECK (strategy IN ('standard', 'culture', 'guided', 'annotation', 'cga')),
          text TEXT,
          empathy INTEGER CHECK (empathy BETWEEN 1 AND 5),
          provenance TEXT NOT NULL CHECK (json_valid(provenance)),
          created_at TEXT NOT NULL DEFAULT (${now})
        ) STRICT;
        CREATE INDEX response_scenario ON response (scenario_id);
        CREATE UNIQUE INDEX response_one_authored ON response (scenario_id, kind, ifnull(strategy, ''))
          WHERE kind IN ('peer', 'exemplar');

        CREATE TABLE span (
          id INTEGER PRIMARY KEY,
          scenario_id INTEGER NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
          response_id INTEGER REFERENCES response (id) ON DELETE CASCADE,
          start INTEGER,
          "end" INTEGER,
          phrase TEXT NOT NULL CHECK (length(phrase) > 0),
          kind TEXT NOT NULL CHECK (kind IN ('distress', 'cultural_signal', 'support')),
          label TEXT,
          annotator TEXT NOT NULL DEFAULT 'expert' CHECK (annotator IN ('expert', 'trainee', 'automatic')),
          note TEXT NOT NULL DEFAULT '',
          CHECK ((start IS NULL) = ("end" IS NULL)),
          CHECK (start IS NULL OR (start >= 0 AND "end" > start))
        ) STRICT;
        CREATE INDEX span_owner ON span (scenario_id, response_id);

        CREATE TABLE library_file (
          culture_id TEXT PRIMARY KEY REFERENCES culture (id) ON UPDATE CASCADE,
          version INTEGER NOT NULL
        ) STRICT;

        -- Trigram tokens give substring search in every script (Chinese has no spaces between words).
        CREATE VIRTUAL TABLE scenario_fts USING fts5(title, body, tokenize = 'trigram');
      `);
    },
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];

export const latestSchemaVersion = (): number => migrations.at(-1)?.version ?? 0;
