// Migration 14: sign-in throttling. Shipped: never edit; add a new migration instead.
import type { Migration } from './types';

export const migration14: Migration = {
  version: 14,
  name: 'sign-in throttle',
  up: (db) => {
    // Wrong passcodes in a row per key ('profile:<id>', 'address:<ip>'), so the delays and the
    // temporary lock survive a restart of the app. Times are milliseconds since 1970 (UTC).
    db.exec(`
    CREATE TABLE sign_in_throttle (
      key TEXT PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
      failures INTEGER NOT NULL CHECK (failures >= 1),
      last_failure_at INTEGER NOT NULL CHECK (last_failure_at >= 0),
      blocked_until INTEGER NOT NULL DEFAULT 0 CHECK (blocked_until >= 0)
    ) STRICT;
  `);
  },
};
