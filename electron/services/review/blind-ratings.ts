// A reviewer's blind ratings, stored as supervisor ratings (role 'supervisor', rater and attempt set):
// of the trainee's final version on the review's rubrics, and of the Standard response the critique
// is about on Rubric B.
import type { Database } from 'better-sqlite3';
import { CRITIQUE_RUBRIC_ID } from '../ratings/critique';

export type BlindRatingRow = {
  target_type: 'draft_version' | 'response';
  target_id: number;
  rubric_id: string;
  item: string;
  option_code: string;
  score: number | null;
};

export type BlindRatings = {
  /** rubric id -> item -> { option, score } on the final version. */
  reply: Map<string, Map<string, { option: string; score: number | null }>>;
  /** Rubric B item -> option of the Standard response. */
  critique: Record<string, string>;
};

export function blindRatingsOf(
  db: Database,
  a: { attemptId: number; reviewerId: number; versionId: number; critiqueTargetId: number | null },
): BlindRatings {
  const rows = db
    .prepare(
      "SELECT target_type, target_id, rubric_id, item, option_code, score FROM rating WHERE attempt_id = ? AND role = 'supervisor' AND rater_id = ? ORDER BY rubric_id, item",
    )
    .all(a.attemptId, a.reviewerId) as BlindRatingRow[];
  const reply: BlindRatings['reply'] = new Map();
  const critique: Record<string, string> = {};
  for (const r of rows) {
    if (r.target_type === 'draft_version' && r.target_id === a.versionId) {
      if (!reply.has(r.rubric_id)) reply.set(r.rubric_id, new Map());
      reply.get(r.rubric_id)!.set(r.item, { option: r.option_code, score: r.score });
    } else if (
      r.target_type === 'response' &&
      r.target_id === a.critiqueTargetId &&
      r.rubric_id === CRITIQUE_RUBRIC_ID
    ) {
      critique[r.item] = r.option_code;
    }
  }
  return { reply, critique };
}

/** rubric id -> item -> option code, as ReviewState carries the reply ratings. */
export const replyCodes = (reply: BlindRatings['reply']): Record<string, Record<string, string>> =>
  Object.fromEntries(
    [...reply].map(([rubricId, items]) => [
      rubricId,
      Object.fromEntries([...items].map(([item, r]) => [item, r.option])),
    ]),
  );
