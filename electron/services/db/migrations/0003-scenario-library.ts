// Migration 3: scenario library. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration3: Migration = {
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
};
