// Who may see a coach's note: the attempt's owner when the exercise has notes; anyone else (supervisors,
// instructors) only after submitting their blind review of the attempt, so the note never colours it.
import type { Database } from 'better-sqlite3';
import type { VersionCoachNote } from '../../../../shared/coach/note';
import { blindSubmittedBy } from '../../review/queries';
import type { AttemptRow } from '../attempts-queries';
import type { Viewer } from '../attempt-state';
import { parseConfig } from '../config';

export function noteVisible(
  db: Database,
  row: Pick<AttemptRow, 'id' | 'profile_id' | 'config'>,
  viewer: Viewer,
): boolean {
  if (!parseConfig(row.config).coachNote) return false;
  return viewer.id === row.profile_id || blindSubmittedBy(db, row.id, viewer.id);
}

/** A note as shown: whole when done, otherwise its status alone (a note is never shown in part). */
export const shownNote = (note: VersionCoachNote): VersionCoachNote =>
  note.status === 'done' ? note : { ...note, note: null };
