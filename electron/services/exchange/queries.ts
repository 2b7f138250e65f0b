// SQL for the exchange tables: plain (db, args) functions.
import type { Database } from 'better-sqlite3';

export type ExchangeExerciseRow = {
  exercise_id: number;
  programme_id: string;
  programme_name: string;
  uid: string;
  origin: 'local' | 'imported';
  file_version: number;
  instructor_uid: string | null;
  judges: string;
  judges_allowed_at: string | null;
  imported_at: string;
};

export type ExchangeAttemptRow = {
  attempt_id: number;
  origin_uid: string;
  content_hash: string;
  origin_updated_at: string;
  batch_id: number | null;
};

export const exchangeExerciseOf = (db: Database, exerciseId: number) =>
  db.prepare('SELECT * FROM exchange_exercise WHERE exercise_id = ?').get(exerciseId) as
    ExchangeExerciseRow | undefined;

export const exchangeExerciseByUid = (db: Database, uid: string) =>
  db.prepare('SELECT * FROM exchange_exercise WHERE uid = ?').all(uid) as ExchangeExerciseRow[];

export const knownProgramme = (db: Database, programmeId: string): boolean =>
  !!db.prepare('SELECT 1 FROM exchange_exercise WHERE programme_id = ? LIMIT 1').get(programmeId) ||
  !!db.prepare('SELECT 1 FROM exchange_identity WHERE programme_id = ?').get(programmeId);

export const exchangeAttemptByUid = (db: Database, uid: string) =>
  db.prepare('SELECT * FROM exchange_attempt WHERE origin_uid = ?').get(uid) as ExchangeAttemptRow | undefined;

export const exchangeAttemptOf = (db: Database, attemptId: number) =>
  db.prepare('SELECT * FROM exchange_attempt WHERE attempt_id = ?').get(attemptId) as ExchangeAttemptRow | undefined;

/** Reviews with a submitted blind rating on the attempt (they must not disappear unasked). */
export const reviewedCount = (db: Database, attemptIds: readonly number[]): number =>
  attemptIds.length === 0
    ? 0
    : (
        db
          .prepare(
            `SELECT count(DISTINCT attempt_id) AS n FROM review WHERE blind_submitted_at IS NOT NULL AND attempt_id IN (${attemptIds.map(() => '?').join(',')})`,
          )
          .get(...attemptIds) as { n: number }
      ).n;
