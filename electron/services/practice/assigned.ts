// What a profile has been given to practise: the exercises (not archived) assigned to it directly or
// through its cohort, each scenario with the profile's attempt on it, if any.
import type { Database } from 'better-sqlite3';
import type { AssignedExercise } from '../../../shared/domain/practice';
import { attemptRowsOf } from './attempts-queries';
import { assignedExerciseIds, getExercisesByIds } from './exercises-queries';

/** The profile's cohort as stored now (the session's copy may be older). */
export const cohortOf = (db: Database, profileId: number): string | null =>
  (db.prepare('SELECT cohort FROM profile WHERE id = ?').get(profileId) as { cohort: string | null } | undefined)
    ?.cohort ?? null;

export function assignedExercises(db: Database, profileId: number): AssignedExercise[] {
  const exercises = getExercisesByIds(db, assignedExerciseIds(db, profileId, cohortOf(db, profileId)));
  const attempts = new Map(attemptRowsOf(db, profileId).map((r) => [`${r.exercise_id}:${r.scenario_id}`, r]));
  return exercises.map((e) => ({
    id: e.id,
    title: e.title,
    instructions: e.instructions,
    steps: e.steps,
    feedbackRounds: e.feedbackRounds,
    scenarios: e.scenarios.map((scenario) => {
      const attempt = attempts.get(`${e.id}:${scenario.id}`);
      return {
        scenario,
        attempt: attempt
          ? { id: attempt.id, status: attempt.status, stage: attempt.stage, updatedAt: attempt.updated_at }
          : null,
      };
    }),
  }));
}
