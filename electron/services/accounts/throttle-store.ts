// The sign-in throttle's state in SQLite (table sign_in_throttle), so it survives a restart.
import type { Database } from 'better-sqlite3';
import type { ThrottleState, ThrottleStore } from './throttle';

export function sqliteThrottleStore(db: Database): ThrottleStore {
  return {
    read: (key) => {
      const row = db
        .prepare('SELECT failures, last_failure_at, blocked_until FROM sign_in_throttle WHERE key = ?')
        .get(key) as { failures: number; last_failure_at: number; blocked_until: number } | undefined;
      return row
        ? { failures: row.failures, lastFailureAt: row.last_failure_at, blockedUntil: row.blocked_until }
        : null;
    },
    write: (key, state: ThrottleState) => {
      db.prepare(
        `INSERT INTO sign_in_throttle (key, failures, last_failure_at, blocked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
           blocked_until = excluded.blocked_until`,
      ).run(key, state.failures, state.lastFailureAt, state.blockedUntil);
    },
    clear: (key) => {
      db.prepare('DELETE FROM sign_in_throttle WHERE key = ?').run(key);
    },
  };
}
