// SQL the exports read: trainees, exercises and who they are assigned to, attempts, reviews with
// their released ratings and comments, supervisor ratings, judges and app settings. Plain
// read-only (db, args) functions; the practice tables are read through the practice queries.
import type { Database } from 'better-sqlite3';
import type { AttemptRow } from '../practice/attempts-queries';

export type TraineeRow = { id: number; display_name: string; cohort: string | null };
export type ExerciseRow = { id: number; title: string; archived: number };
export type ReviewRow = {
  id: number;
  attempt_id: number;
  reviewer_id: number | null;
  reviewer_name: string | null;
  blind_submitted_at: string | null;
  overall_comment: string;
  released_at: string | null;
};
export type FinalRow = {
  review_id: number;
  rubric_id: string;
  item: string;
  option_code: string;
  score: number | null;
  source: 'supervisor' | 'judge';
  judge_id: string | null;
};
export type CommentRow = {
  id: number;
  review_id: number;
  target: 'reply' | 'critique';
  version_id: number | null;
  start: number;
  end: number;
  quote: string;
  body: string;
  created_at: string;
};
export type SupervisorRatingRow = {
  rater_id: number | null;
  target_type: 'draft_version' | 'response';
  target_id: number;
  rubric_id: string;
  rubric_version: number;
  item: string;
  option_code: string;
  score: number | null;
};
export type ProviderRow = { id: string; kind: 'openai' | 'local'; base_url: string; model: string; options: string };

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(',');

/** Trainee profiles, by name; only those of one cohort when given. */
export function listTrainees(db: Database, cohort?: string): TraineeRow[] {
  if (cohort !== undefined) {
    return db
      .prepare(
        "SELECT id, display_name, cohort FROM profile WHERE role = 'trainee' AND cohort = ? ORDER BY display_name COLLATE NOCASE, id",
      )
      .all(cohort) as TraineeRow[];
  }
  return db
    .prepare(
      "SELECT id, display_name, cohort FROM profile WHERE role = 'trainee' ORDER BY display_name COLLATE NOCASE, id",
    )
    .all() as TraineeRow[];
}

export const getTrainee = (db: Database, id: number) =>
  db.prepare("SELECT id, display_name, cohort FROM profile WHERE id = ? AND role = 'trainee'").get(id) as
    TraineeRow | undefined;

/** Every display name on this computer (for redacting names from free text). */
export const allDisplayNames = (db: Database): string[] =>
  (db.prepare('SELECT display_name FROM profile').all() as { display_name: string }[]).map((r) => r.display_name);

/** Exercises, archived ones too, oldest first; one when an id is given. */
export function listExercises(db: Database, exerciseId?: number): ExerciseRow[] {
  if (exerciseId !== undefined)
    return db.prepare('SELECT id, title, archived FROM exercise WHERE id = ?').all(exerciseId) as ExerciseRow[];
  return db.prepare('SELECT id, title, archived FROM exercise ORDER BY created_at, id').all() as ExerciseRow[];
}

/** Scenario ids of each exercise (those still in the library). */
export function exerciseScenarioIds(db: Database): Map<number, number[]> {
  const rows = db
    .prepare('SELECT exercise_id, scenario_id FROM exercise_scenario ORDER BY exercise_id, position')
    .all() as { exercise_id: number; scenario_id: number }[];
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.exercise_id, [...(map.get(r.exercise_id) ?? []), r.scenario_id]);
  return map;
}

/** An exercise's scenarios in order, with their culture's name. */
export const exerciseScenarioTitles = (db: Database, exerciseId: number) =>
  db
    .prepare(
      `SELECT s.title, c.name AS culture FROM exercise_scenario es JOIN scenario s ON s.id = es.scenario_id JOIN culture c ON c.id = s.culture_id
       WHERE es.exercise_id = ? ORDER BY es.position`,
    )
    .all(exerciseId) as { title: string; culture: string }[];

/** Assignments: to a profile directly, or to a cohort. */
export const listAssignees = (db: Database) =>
  db.prepare('SELECT exercise_id, profile_id, cohort FROM exercise_assignee').all() as {
    exercise_id: number;
    profile_id: number | null;
    cohort: string | null;
  }[];

/** Attempts of the given trainees (all attempts when no list is given), oldest first. */
export function listAttempts(db: Database, o: { profileIds?: readonly number[]; exerciseId?: number }): AttemptRow[] {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (o.profileIds) {
    if (o.profileIds.length === 0) return [];
    clauses.push(`profile_id IN (${placeholders(o.profileIds)})`);
    params.push(...o.profileIds);
  }
  if (o.exerciseId !== undefined) {
    clauses.push('exercise_id = ?');
    params.push(o.exerciseId);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  return db.prepare(`SELECT * FROM attempt ${where} ORDER BY started_at, id`).all(...params) as AttemptRow[];
}

export const scenarioUid = (db: Database, scenarioId: number | null): string | null =>
  scenarioId === null
    ? null
    : ((db.prepare('SELECT uid FROM scenario WHERE id = ?').get(scenarioId) as { uid: string } | undefined)?.uid ??
      null);

/** Reviews of an attempt (every reviewer), with the reviewer's name for reports. */
export const reviewsOf = (db: Database, attemptId: number) =>
  db
    .prepare(
      `SELECT r.id, r.attempt_id, r.reviewer_id, p.display_name AS reviewer_name, r.blind_submitted_at, r.overall_comment, r.released_at
       FROM review r LEFT JOIN profile p ON p.id = r.reviewer_id WHERE r.attempt_id = ? ORDER BY r.id`,
    )
    .all(attemptId) as ReviewRow[];

export function finalsOf(db: Database, reviewIds: readonly number[]): FinalRow[] {
  if (reviewIds.length === 0) return [];
  return db
    .prepare(
      `SELECT * FROM review_final WHERE review_id IN (${placeholders(reviewIds)}) ORDER BY review_id, rubric_id, item`,
    )
    .all(...reviewIds) as FinalRow[];
}

export function commentsOf(db: Database, reviewIds: readonly number[]): CommentRow[] {
  if (reviewIds.length === 0) return [];
  return db
    .prepare(
      `SELECT * FROM review_comment WHERE review_id IN (${placeholders(reviewIds)}) ORDER BY review_id, target, start, id`,
    )
    .all(...reviewIds) as CommentRow[];
}

/** Supervisor ratings given in an attempt (blind ratings of the reply's versions and of the critique). */
export const supervisorRatingsOf = (db: Database, attemptId: number) =>
  db
    .prepare(
      `SELECT rater_id, target_type, target_id, rubric_id, rubric_version, item, option_code, score FROM rating
       WHERE attempt_id = ? AND role = 'supervisor' ORDER BY rater_id, target_type, rubric_id, item`,
    )
    .all(attemptId) as SupervisorRatingRow[];

export const listProviderRows = (db: Database) =>
  db.prepare('SELECT id, kind, base_url, model, options FROM judge_provider ORDER BY id').all() as ProviderRow[];

/** A small app-wide setting (JSON); undefined when it was never set or cannot be read. */
export function readAppSetting(db: Database, key: string): unknown {
  const row = db.prepare('SELECT value FROM app_setting WHERE key = ?').get(key) as { value: string } | undefined;
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores the value unless the key is already set; returns the stored value either way. */
export function initAppSetting(db: Database, key: string, value: unknown): unknown {
  db.prepare('INSERT OR IGNORE INTO app_setting (key, value) VALUES (?, ?)').run(key, JSON.stringify(value));
  return readAppSetting(db, key);
}
