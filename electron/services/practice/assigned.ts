// What a profile has been given to practise: the exercises (not archived) assigned to it directly or
// through its cohort, each scenario with the profile's attempt on it, if any. Attempts on scenarios
// later removed from an exercise stay listed after its scenarios, marked removed, so none is lost.
import { writtenTitleLanguage } from '../../../shared/library/scenario-titles';
import type { Database } from 'better-sqlite3';
import type {
  AssignedExercise,
  AssignedScenario,
  ExerciseScenarioRef,
  ScenarioSnapshot,
} from '../../../shared/domain/practice';
import type { AttemptRow } from './attempts-queries';
import { attemptRowsOf } from './attempts-queries';
import { assignedExerciseIds, getExercisesByIds } from './exercises-queries';

/** The profile's cohort as stored now (the session's copy may be older). */
export const cohortOf = (db: Database, profileId: number): string | null =>
  (db.prepare('SELECT cohort FROM profile WHERE id = ?').get(profileId) as { cohort: string | null } | undefined)
    ?.cohort ?? null;

export function assignedExercises(db: Database, profileId: number): AssignedExercise[] {
  const exercises = getExercisesByIds(db, assignedExerciseIds(db, profileId, cohortOf(db, profileId)));
  const rows = attemptRowsOf(db, profileId);
  const attempts = new Map(rows.map((r) => [`${r.exercise_id}:${r.scenario_id}`, r]));
  const summary = (attempt: AttemptRow | undefined): AssignedScenario['attempt'] =>
    attempt ? { id: attempt.id, status: attempt.status, stage: attempt.stage, updatedAt: attempt.updated_at } : null;
  return exercises.map((e) => {
    const current = new Set(e.scenarios.map((x) => x.id));
    const removed = rows.filter(
      (r) => r.exercise_id === e.id && (r.scenario_id === null || !current.has(r.scenario_id)),
    );
    return {
      id: e.id,
      title: e.title,
      instructions: e.instructions,
      steps: e.steps,
      feedbackRounds: e.feedbackRounds,
      roleplayMode: e.roleplayMode,
      scenarios: [
        ...e.scenarios.map((scenario) => ({
          scenario,
          attempt: summary(attempts.get(`${e.id}:${scenario.id}`)),
          removed: false,
        })),
        ...removed.map((r) => ({ scenario: removedRef(r), attempt: summary(r), removed: true })),
      ],
    };
  });
}

/** The scenario as the attempt's snapshot kept it when the attempt started (it may be gone since). */
function removedRef(attempt: AttemptRow): ExerciseScenarioRef {
  const snapshot = JSON.parse(attempt.scenario_snapshot) as ScenarioSnapshot;
  return {
    // A scenario deleted from the library has no id left: the attempt's negated id keeps rows apart.
    id: attempt.scenario_id ?? snapshot.scenarioId ?? -attempt.id,
    title: snapshot.title,
    titleLanguage: writtenTitleLanguage(snapshot.title, snapshot.language),
    cultureId: snapshot.cultureId,
    risk: snapshot.risk,
    language: snapshot.language,
  };
}
