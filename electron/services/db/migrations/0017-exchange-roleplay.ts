// Migration 17: role-play conversations that arrived in submission files. Each keeps the trainee's
// session id (a hash), the content imported (to tell a newer copy from the same one, and to put an
// earlier copy back when an import is undone), the import batch, and the role card made for it
// (such cards exist only to hold the conversation and are not listed with the instructor's cards).
// Shipped: never edit; add a new migration.
import { now, type Migration } from './types';

export const migration17: Migration = {
  version: 17,
  name: 'role-play conversations in submission files',
  up: (db) => {
    db.exec(`
      CREATE TABLE exchange_roleplay (
        session_id INTEGER PRIMARY KEY REFERENCES roleplay_session (id) ON DELETE CASCADE,
        card_id INTEGER NOT NULL REFERENCES role_card (id),
        origin_uid TEXT NOT NULL UNIQUE,
        content_hash TEXT NOT NULL CHECK (length(content_hash) = 64),
        origin_updated_at TEXT NOT NULL,
        record TEXT NOT NULL CHECK (json_valid(record)),
        batch_id INTEGER REFERENCES exchange_batch (id) ON DELETE SET NULL,
        imported_at TEXT NOT NULL DEFAULT (${now})
      ) STRICT;
      CREATE INDEX exchange_roleplay_card ON exchange_roleplay (card_id);
    `);
  },
};
