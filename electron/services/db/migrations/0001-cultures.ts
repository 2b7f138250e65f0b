// Migration 1: cultures. Shipped: never edit; add a new migration instead.
import { now, type Migration } from './types';

export const migration1: Migration = {
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
};
