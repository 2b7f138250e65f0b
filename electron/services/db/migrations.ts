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
];

export const latestSchemaVersion = (): number => migrations.at(-1)?.version ?? 0;
