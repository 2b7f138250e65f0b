// Migration 18: a scenario's titles in other interface languages (at most one per locale). A table
// rather than a JSON column on scenario: the database itself then holds each title to a known
// locale and a length, keeps one per locale, and drops them with their scenario; a reader joins on
// (scenario_id, locale) to get the caller's title without parsing JSON.
// Shipped: never edit; add a new migration.
import type { Migration } from './types';

export const migration18: Migration = {
  version: 18,
  name: 'scenario titles per locale',
  up: (db) => {
    db.exec(`
      CREATE TABLE scenario_title (
        scenario_id INTEGER NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de', 'ar', 'he', 'zh')),
        title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120 AND title = trim(title)),
        PRIMARY KEY (scenario_id, locale)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
