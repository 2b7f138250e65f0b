// SQL for attempts and the signals a trainee marks in the post: plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type {
  AttemptStage,
  AttemptStatus,
  ExerciseConfig,
  ScenarioSnapshot,
  SignalMark,
} from '../../../shared/domain/practice';
import { cached } from './statements';

export type AttemptRow = {
  id: number;
  exercise_id: number;
  exercise_version: number;
  config: string;
  scenario_id: number | null;
  scenario_snapshot: string;
  profile_id: number;
  status: AttemptStatus;
  stage: AttemptStage;
  emotions: string;
  spot_submitted_at: string | null;
  draft_text: string;
  draft_saved_at: string | null;
  skip_reason: string | null;
  skipped_at: string | null;
  started_at: string;
  updated_at: string;
  completed_at: string | null;
};

type MarkRow = {
  id: number;
  start: number;
  end: number;
  phrase: string;
  kind: SignalMark['kind'];
  label: SignalMark['label'];
};

export const nowIso = (): string => new Date().toISOString();

export const getAttemptRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM attempt WHERE id = ?').get(id) as AttemptRow | undefined;

export const findAttemptRow = (db: Database, exerciseId: number, scenarioId: number, profileId: number) =>
  db
    .prepare('SELECT * FROM attempt WHERE exercise_id = ? AND scenario_id = ? AND profile_id = ?')
    .get(exerciseId, scenarioId, profileId) as AttemptRow | undefined;

/** Every attempt of a profile, oldest first. */
export const attemptRowsOf = (db: Database, profileId: number) =>
  db.prepare('SELECT * FROM attempt WHERE profile_id = ? ORDER BY started_at, id').all(profileId) as AttemptRow[];

export function insertAttempt(
  db: Database,
  a: {
    exerciseId: number;
    exerciseVersion: number;
    config: ExerciseConfig;
    snapshot: ScenarioSnapshot;
    profileId: number;
  },
): number {
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO attempt (exercise_id, exercise_version, config, scenario_id, scenario_snapshot, profile_id) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      a.exerciseId,
      a.exerciseVersion,
      JSON.stringify(a.config),
      a.snapshot.scenarioId,
      JSON.stringify(a.snapshot),
      a.profileId,
    );
  return Number(lastInsertRowid);
}

/** Sets the named columns and updated_at; column names come from this module's callers, never from requests. */
export function updateAttempt(
  db: Database,
  id: number,
  fields: Partial<
    Pick<
      AttemptRow,
      | 'status'
      | 'stage'
      | 'emotions'
      | 'spot_submitted_at'
      | 'draft_text'
      | 'draft_saved_at'
      | 'skip_reason'
      | 'skipped_at'
      | 'completed_at'
    >
  >,
  updatedAt = nowIso(),
): void {
  const columns = Object.keys(fields);
  const set = [...columns.map((c) => `${c} = @${c}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE attempt SET ${set} WHERE id = @id`).run({ ...fields, updated_at: updatedAt, id });
}

/** A skipped attempt the trainee works on again is in progress again (the skip stays recorded). */
export function resumeIfSkipped(db: Database, id: number): void {
  db.prepare("UPDATE attempt SET status = 'in_progress' WHERE id = ? AND status = 'skipped'").run(id);
}

export function listMarks(db: Database, attemptId: number): SignalMark[] {
  const rows = db
    .prepare(
      'SELECT id, start, "end", phrase, kind, label FROM signal_mark WHERE attempt_id = ? ORDER BY start, "end", id',
    )
    .all(attemptId) as MarkRow[];
  return rows.map((r) => ({ id: r.id, start: r.start, end: r.end, phrase: r.phrase, kind: r.kind, label: r.label }));
}

export function replaceMarks(db: Database, attemptId: number, marks: readonly Omit<SignalMark, 'id'>[]): void {
  db.prepare('DELETE FROM signal_mark WHERE attempt_id = ?').run(attemptId);
  const insert = db.prepare(
    'INSERT INTO signal_mark (attempt_id, start, "end", phrase, kind, label) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const m of marks) insert.run(attemptId, m.start, m.end, m.phrase, m.kind, m.label);
}

/** Who owns an attempt and where it is: the cheap read before an autosave. */
export const attemptHead = (db: Database, id: number) =>
  cached(db, 'SELECT profile_id, stage, status FROM attempt WHERE id = ?').get(id) as
    Pick<AttemptRow, 'profile_id' | 'stage' | 'status'> | undefined;

/** The autosave: one prepared UPDATE of the working text (called every second or two while typing). */
export function saveDraftText(db: Database, id: number, text: string, savedAt: string): void {
  cached(db, 'UPDATE attempt SET draft_text = ?, draft_saved_at = ?, updated_at = ? WHERE id = ?').run(
    text,
    savedAt,
    savedAt,
    id,
  );
}
