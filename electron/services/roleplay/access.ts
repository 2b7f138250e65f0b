// Who may do what with a role-play session: the person who played it works on it; instructors and
// supervisors may read, score and comment on every session; trainees see only their own.
import type { Database } from 'better-sqlite3';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { AppError } from '../errors';
import { getSessionRow, type SessionRow } from './sessions-queries';

export type Viewer = Pick<ProfileSummary, 'id' | 'role'>;

export const isStaff = (viewer: Viewer): boolean => viewer.role === 'instructor' || viewer.role === 'supervisor';

export function requireSession(db: Database, id: number): SessionRow {
  const row = getSessionRow(db, id);
  if (!row) throw new AppError('not_found', `There is no role-play session with id ${id}.`);
  return row;
}

export function assertSessionOwner(row: Pick<SessionRow, 'profile_id'>, viewer: Viewer): void {
  if (row.profile_id !== viewer.id)
    throw new AppError('forbidden', 'Only the person who is playing this session can change it.');
}

/** Owners and staff may read a session, its scores and comments, and ask for scores or comparisons. */
export function assertSessionReader(row: Pick<SessionRow, 'profile_id'>, viewer: Viewer): void {
  if (row.profile_id !== viewer.id && !isStaff(viewer))
    throw new AppError('forbidden', 'Trainees can open only their own role-play sessions.');
}
