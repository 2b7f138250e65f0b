// Who may see an attempt's AI scores, by record: its owner when the exercise shows them to trainees
// (staff practising always); any other supervisor or instructor only once they have submitted their
// own blind rating of that attempt (blind first: until then they are a reviewer who has not rated,
// and every method, export, report and the dashboard leaves the attempt's AI values out for them).
import type { Database } from 'better-sqlite3';
import type { ProfileSummary } from '../../../shared/domain/profile';
import type { AttemptRow } from '../practice/attempts-queries';
import { parseConfig, scoresVisibleTo } from '../practice/config';
import { blindSubmittedBy } from '../review/queries';

export type ScoreViewer = Pick<ProfileSummary, 'id' | 'role'>;

/** hidden: the exercise keeps them for the supervisor; awaiting_review: the viewer has not rated it blind yet. */
export type AiAccess = { ai: true; withheld: null } | { ai: false; withheld: 'hidden' | 'awaiting_review' };

export function aiAccess(
  db: Database,
  row: Pick<AttemptRow, 'id' | 'profile_id' | 'config'>,
  viewer: ScoreViewer,
): AiAccess {
  if (viewer.id === row.profile_id)
    return scoresVisibleTo(parseConfig(row.config), viewer.role)
      ? { ai: true, withheld: null }
      : { ai: false, withheld: 'hidden' };
  if (viewer.role === 'trainee') return { ai: false, withheld: 'hidden' };
  return blindSubmittedBy(db, row.id, viewer.id)
    ? { ai: true, withheld: null }
    : { ai: false, withheld: 'awaiting_review' };
}
