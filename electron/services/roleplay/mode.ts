// Which mode a new role-play session is played in: the exercise's setting when the session belongs to
// an assigned exercise and the exercise sets one, else the role card's default. A trainee may ask for
// assessment instead of practice, never for practice when assessment is set.
import type { Database } from 'better-sqlite3';
import type { RoleCard, RoleplayMode } from '../../../shared/domain/roleplay';
import { AppError } from '../errors';
import { cohortOf } from '../practice/assigned';
import { getExercise, isAssigned } from '../practice/exercises-queries';
import type { Viewer } from './access';
import { isStaff } from './access';

export function resolveMode(
  db: Database,
  viewer: Viewer,
  card: RoleCard,
  request: { exerciseId?: number; mode?: RoleplayMode },
): { mode: RoleplayMode; exerciseId: number | null } {
  let mode: RoleplayMode = card.defaultMode;
  let exerciseId: number | null = null;
  if (request.exerciseId !== undefined) {
    const exercise = getExercise(db, request.exerciseId);
    if (!exercise) throw new AppError('not_found', `There is no exercise with id ${request.exerciseId}.`);
    if (!isStaff(viewer) && !isAssigned(db, exercise.id, viewer.id, cohortOf(db, viewer.id)))
      throw new AppError('forbidden', 'This exercise is not assigned to you.');
    if (card.scenarioId === null || !exercise.scenarios.some((s) => s.id === card.scenarioId))
      throw new AppError('invalid_request', "This role card's scenario is not part of the exercise.");
    if (exercise.roleplayMode !== 'card') mode = exercise.roleplayMode;
    exerciseId = exercise.id;
  }
  if (request.mode !== undefined && request.mode !== mode) {
    if (request.mode === 'practice' && !isStaff(viewer))
      throw new AppError('forbidden', 'This role-play is set to assessment mode, which cannot be left.');
    mode = request.mode;
  }
  return { mode, exerciseId };
}
