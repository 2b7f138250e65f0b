// Where a critique's ratings go: self-ratings on Rubric B of the Standard response the critique is
// about, tied to the attempt. The response id is the critique's, or (when that response has left the
// library since) the one the attempt's earlier ratings point at.
import type { Database } from 'better-sqlite3';
import type { Rubric } from '../../../shared/rubrics/types';
import { requireRatingRubric } from './rubric-options';

export const CRITIQUE_RUBRIC_ID = 'rubric-b';

export function critiqueRubric(
  db: Database,
  attemptId: number,
  responseId: number | null,
): { rubric: Rubric; targetId: number | null } {
  const rubric = requireRatingRubric(CRITIQUE_RUBRIC_ID);
  if (responseId !== null) return { rubric, targetId: responseId };
  const earlier = db
    .prepare(
      "SELECT target_id FROM rating WHERE attempt_id = ? AND role = 'self' AND target_type = 'response' AND rubric_id = ? LIMIT 1",
    )
    .get(attemptId, rubric.id) as { target_id: number } | undefined;
  return { rubric, targetId: earlier?.target_id ?? null };
}
