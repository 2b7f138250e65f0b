// SQL for an attempt's critique of the Standard response: plain (db, args) functions.
import type { Database } from 'better-sqlite3';

export type CritiqueRow = {
  attempt_id: number;
  response_id: number | null;
  response_text: string;
  text: string;
  submitted_at: string | null;
  updated_at: string;
};

export const getCritiqueRow = (db: Database, attemptId: number) =>
  db.prepare('SELECT * FROM critique WHERE attempt_id = ?').get(attemptId) as CritiqueRow | undefined;

/** Starts the critique with a copy of the response (kept even if the library response changes or goes); once only. */
export function startCritique(db: Database, attemptId: number, response: { id: number; text: string } | null): void {
  db.prepare('INSERT OR IGNORE INTO critique (attempt_id, response_id, response_text) VALUES (?, ?, ?)').run(
    attemptId,
    response?.id ?? null,
    response?.text ?? '',
  );
}

export function saveCritiqueText(db: Database, attemptId: number, text: string): void {
  db.prepare(
    "UPDATE critique SET text = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE attempt_id = ?",
  ).run(text, attemptId);
}

export function submitCritique(db: Database, attemptId: number, at: string): void {
  db.prepare('UPDATE critique SET submitted_at = coalesce(submitted_at, ?), updated_at = ? WHERE attempt_id = ?').run(
    at,
    at,
    attemptId,
  );
}
