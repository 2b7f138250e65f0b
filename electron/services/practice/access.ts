// Who may do what with an attempt: only its owner works on it; instructors and supervisors may read it.
import type { Database } from 'better-sqlite3';
import type { AttemptStage } from '../../../shared/domain/practice';
import { AppError } from '../errors';
import { getAttemptRow, type AttemptRow } from './attempts-queries';
import type { Viewer } from './attempt-state';

export function requireAttempt(db: Database, id: number): AttemptRow {
  const row = getAttemptRow(db, id);
  if (!row) throw new AppError('not_found', `There is no attempt with id ${id}.`);
  return row;
}

export function assertOwner(row: Pick<AttemptRow, 'profile_id'>, viewer: Viewer): void {
  if (row.profile_id !== viewer.id)
    throw new AppError('forbidden', 'Only the person who made this attempt can change it.');
}

export function assertReader(row: Pick<AttemptRow, 'profile_id'>, viewer: Viewer): void {
  if (row.profile_id !== viewer.id && viewer.role === 'trainee')
    throw new AppError('forbidden', 'Trainees can open only their own attempts.');
}

export function assertStage(row: Pick<AttemptRow, 'stage'>, allowed: readonly AttemptStage[], action: string): void {
  if (!allowed.includes(row.stage)) {
    throw new AppError(
      'conflict',
      `${action} is possible only at the ${allowed.join(' or ')} stage; this attempt is at the ${row.stage} stage.`,
    );
  }
}
