// SQL for exercises, their scenarios (in order) and assignees (profiles and cohorts): plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { Exercise, ExerciseConfig, ExerciseScenarioRef } from '../../../shared/domain/practice';
import { writtenTitleLanguage } from '../../../shared/library/scenario-titles';
import { parseConfig } from './config';

type ExerciseRow = {
  id: number;
  title: string;
  instructions: string;
  config: string;
  archived: number;
  version: number;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
  attempt_count: number;
};

type ScenarioRefRow = {
  exercise_id: number;
  id: number;
  title: string;
  culture_id: string;
  risk: ExerciseScenarioRef['risk'];
  language: ExerciseScenarioRef['language'];
};

export type ExerciseFields = { title: string; instructions: string; config: ExerciseConfig };
export type Assignees = { profileIds: number[]; cohorts: string[] };

const SELECT_EXERCISE = `
  SELECT e.*, p.display_name AS created_by_name, (SELECT count(*) FROM attempt a WHERE a.exercise_id = e.id) AS attempt_count
  FROM exercise e LEFT JOIN profile p ON p.id = e.created_by`;

export function scenarioRefs(db: Database, exerciseIds: readonly number[]): Map<number, ExerciseScenarioRef[]> {
  const byExercise = new Map<number, ExerciseScenarioRef[]>(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length === 0) return byExercise;
  const rows = db
    .prepare(
      `SELECT es.exercise_id, s.id, s.title, s.culture_id, s.risk, s.language
       FROM exercise_scenario es JOIN scenario s ON s.id = es.scenario_id
       WHERE es.exercise_id IN (${exerciseIds.map(() => '?').join(',')})
       ORDER BY es.exercise_id, es.position`,
    )
    .all(...exerciseIds) as ScenarioRefRow[];
  for (const r of rows)
    byExercise.get(r.exercise_id)?.push({
      id: r.id,
      title: r.title,
      titleLanguage: writtenTitleLanguage(r.title, r.language),
      cultureId: r.culture_id,
      risk: r.risk,
      language: r.language,
    });
  return byExercise;
}

function assigneesOf(db: Database, exerciseIds: readonly number[]): Map<number, Assignees> {
  const byExercise = new Map<number, Assignees>(exerciseIds.map((id) => [id, { profileIds: [], cohorts: [] }]));
  if (exerciseIds.length === 0) return byExercise;
  const rows = db
    .prepare(
      `SELECT exercise_id, profile_id, cohort FROM exercise_assignee WHERE exercise_id IN (${exerciseIds.map(() => '?').join(',')}) ORDER BY id`,
    )
    .all(...exerciseIds) as { exercise_id: number; profile_id: number | null; cohort: string | null }[];
  for (const r of rows) {
    const entry = byExercise.get(r.exercise_id);
    if (!entry) continue;
    if (r.profile_id !== null) entry.profileIds.push(r.profile_id);
    if (r.cohort !== null) entry.cohorts.push(r.cohort);
  }
  return byExercise;
}

function toExercises(db: Database, rows: ExerciseRow[]): Exercise[] {
  const ids = rows.map((r) => r.id);
  const scenarios = scenarioRefs(db, ids);
  const assignees = assigneesOf(db, ids);
  return rows.map((r) => ({
    ...parseConfig(r.config),
    id: r.id,
    title: r.title,
    instructions: r.instructions,
    scenarios: scenarios.get(r.id) ?? [],
    assignees: assignees.get(r.id) ?? { profileIds: [], cohorts: [] },
    archived: r.archived === 1,
    version: r.version,
    createdBy: r.created_by_name,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    attemptCount: r.attempt_count,
  }));
}

export function listExercises(db: Database, includeArchived: boolean): Exercise[] {
  const rows = db
    .prepare(
      `${SELECT_EXERCISE} ${includeArchived ? '' : 'WHERE e.archived = 0'} ORDER BY e.archived, e.updated_at DESC, e.id DESC`,
    )
    .all() as ExerciseRow[];
  return toExercises(db, rows);
}

export function getExercise(db: Database, id: number): Exercise | undefined {
  const row = db.prepare(`${SELECT_EXERCISE} WHERE e.id = ?`).get(id) as ExerciseRow | undefined;
  return row && toExercises(db, [row])[0];
}

export function getExercisesByIds(db: Database, ids: readonly number[]): Exercise[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`${SELECT_EXERCISE} WHERE e.id IN (${ids.map(() => '?').join(',')}) ORDER BY e.created_at, e.id`)
    .all(...ids) as ExerciseRow[];
  return toExercises(db, rows);
}

export function insertExercise(db: Database, f: ExerciseFields & { createdBy: number | null }): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO exercise (title, instructions, config, created_by) VALUES (?, ?, ?, ?)')
    .run(f.title, f.instructions, JSON.stringify(f.config), f.createdBy);
  return Number(lastInsertRowid);
}

/** Saves new fields and counts the edit: version + 1, updated_at now. */
export function updateExercise(db: Database, id: number, f: ExerciseFields): void {
  db.prepare(
    `UPDATE exercise SET title = ?, instructions = ?, config = ?, version = version + 1,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?`,
  ).run(f.title, f.instructions, JSON.stringify(f.config), id);
}

export function setExerciseArchived(db: Database, id: number, archived: boolean): void {
  db.prepare("UPDATE exercise SET archived = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?").run(
    archived ? 1 : 0,
    id,
  );
}

export function replaceExerciseScenarios(db: Database, exerciseId: number, scenarioIds: readonly number[]): void {
  db.prepare('DELETE FROM exercise_scenario WHERE exercise_id = ?').run(exerciseId);
  const insert = db.prepare('INSERT INTO exercise_scenario (exercise_id, scenario_id, position) VALUES (?, ?, ?)');
  scenarioIds.forEach((scenarioId, position) => insert.run(exerciseId, scenarioId, position));
}

export function replaceExerciseAssignees(db: Database, exerciseId: number, assignees: Assignees): void {
  db.prepare('DELETE FROM exercise_assignee WHERE exercise_id = ?').run(exerciseId);
  const insert = db.prepare('INSERT INTO exercise_assignee (exercise_id, profile_id, cohort) VALUES (?, ?, ?)');
  for (const profileId of assignees.profileIds) insert.run(exerciseId, profileId, null);
  for (const cohort of assignees.cohorts) insert.run(exerciseId, null, cohort);
}

/** Ids of the exercises (not archived) assigned to this profile directly or through its cohort, oldest first. */
export function assignedExerciseIds(db: Database, profileId: number, cohort: string | null): number[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT e.id FROM exercise e JOIN exercise_assignee a ON a.exercise_id = e.id
       WHERE e.archived = 0 AND (a.profile_id = ? OR (a.cohort IS NOT NULL AND a.cohort = ?))
       ORDER BY e.created_at, e.id`,
    )
    .all(profileId, cohort) as { id: number }[];
  return rows.map((r) => r.id);
}

export function isAssigned(db: Database, exerciseId: number, profileId: number, cohort: string | null): boolean {
  return !!db
    .prepare(
      'SELECT 1 FROM exercise_assignee WHERE exercise_id = ? AND (profile_id = ? OR (cohort IS NOT NULL AND cohort = ?))',
    )
    .get(exerciseId, profileId, cohort);
}

export const exerciseHasScenario = (db: Database, exerciseId: number, scenarioId: number): boolean =>
  !!db.prepare('SELECT 1 FROM exercise_scenario WHERE exercise_id = ? AND scenario_id = ?').get(exerciseId, scenarioId);
