// Blind first, for scoring on demand: a supervisor or instructor may not have the judges score a
// trainee's reply they have not yet rated blind (the stored judgement of it would be served, and a
// fresh one says the same thing). Checked per text before a scoring task starts.
import type { Database } from 'better-sqlite3';
import { AppError } from '../errors';
import type { Caller } from '../caller';

/** Refuses when any of the replies is a version of someone else's attempt the caller has not rated blind. */
export function assertNotAwaitingReview(db: Database, caller: Caller, replies: readonly string[]): void {
  if (!caller || replies.length === 0) return;
  const find = db.prepare(
    `SELECT a.id FROM draft_version v JOIN attempt a ON a.id = v.attempt_id
     WHERE v.text = ? AND a.profile_id <> @me
       AND NOT EXISTS (SELECT 1 FROM review r WHERE r.attempt_id = a.id AND r.reviewer_id = @me AND r.blind_submitted_at IS NOT NULL)
     LIMIT 1`,
  );
  for (const reply of new Set(replies)) {
    const hit = find.get(reply, { me: caller.id }) as { id: number } | undefined;
    if (hit)
      throw new AppError(
        'forbidden',
        `This reply is part of a trainee's attempt (${hit.id}) that you have not rated blind yet. Rate it in Review first; its AI scores are shown there afterwards.`,
      );
  }
}
