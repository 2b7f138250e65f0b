// The review queue: trainees' completed attempts with at least one version (in-progress and skipped
// attempts are left out: the trainee may still change them; staff trying an exercise out are not
// queued), with this reviewer's status. Awaiting first, then the oldest completion first.
import type { Database } from 'better-sqlite3';
import type { AttemptStatus } from '../../../shared/domain/practice';
import { REVIEW_STATUSES, type ReviewQueueFilter, type ReviewQueueItem } from '../../../shared/domain/review';
import { parseSnapshot } from '../practice/attempt-state';
import { reviewStatusOf } from './state';

type QueueRow = {
  id: number;
  profile_id: number;
  trainee_name: string;
  cohort: string | null;
  exercise_id: number;
  exercise_title: string;
  scenario_snapshot: string;
  status: AttemptStatus;
  completed_at: string | null;
  versions: number;
  has_critique: number;
  blind_submitted_at: string | null;
  released_at: string | null;
  reviewers: number;
};

export function reviewQueue(db: Database, reviewerId: number, filter: ReviewQueueFilter): ReviewQueueItem[] {
  const where = [
    "a.status = 'completed'",
    "p.role = 'trainee'",
    'a.profile_id <> @reviewer',
    'EXISTS (SELECT 1 FROM draft_version v WHERE v.attempt_id = a.id)',
  ];
  if (filter.cohort !== undefined) where.push('p.cohort = @cohort');
  if (filter.traineeId !== undefined) where.push('a.profile_id = @traineeId');
  if (filter.exerciseId !== undefined) where.push('a.exercise_id = @exerciseId');
  if (filter.cultureId !== undefined) where.push("json_extract(a.scenario_snapshot, '$.cultureId') = @cultureId");
  const rows = db
    .prepare(
      `SELECT a.id, a.profile_id, p.display_name AS trainee_name, p.cohort, a.exercise_id, e.title AS exercise_title, a.scenario_snapshot, a.status, a.completed_at,
         (SELECT count(*) FROM draft_version v WHERE v.attempt_id = a.id) AS versions,
         EXISTS (SELECT 1 FROM critique c WHERE c.attempt_id = a.id AND trim(c.text) <> '') AS has_critique,
         r.blind_submitted_at, r.released_at,
         (SELECT count(*) FROM review r2 WHERE r2.attempt_id = a.id AND r2.blind_submitted_at IS NOT NULL) AS reviewers
       FROM attempt a
       JOIN profile p ON p.id = a.profile_id
       JOIN exercise e ON e.id = a.exercise_id
       LEFT JOIN review r ON r.attempt_id = a.id AND r.reviewer_id = @reviewer
       WHERE ${where.join(' AND ')}`,
    )
    .all({
      reviewer: reviewerId,
      cohort: filter.cohort ?? null,
      traineeId: filter.traineeId ?? null,
      exerciseId: filter.exerciseId ?? null,
      cultureId: filter.cultureId ?? null,
    }) as QueueRow[];
  const items = rows.map((r): ReviewQueueItem => {
    const snapshot = parseSnapshot(r.scenario_snapshot);
    return {
      attemptId: r.id,
      trainee: { id: r.profile_id, name: r.trainee_name, cohort: r.cohort },
      exercise: { id: r.exercise_id, title: r.exercise_title },
      scenario: { title: snapshot.title, cultureId: snapshot.cultureId, cultureName: snapshot.cultureName },
      attemptStatus: r.status,
      completedAt: r.completed_at,
      versions: r.versions,
      hasCritique: r.has_critique === 1,
      status: reviewStatusOf(r),
      reviewers: r.reviewers,
    };
  });
  const rank = (item: ReviewQueueItem) => REVIEW_STATUSES.indexOf(item.status);
  return items
    .filter((item) => filter.status === undefined || item.status === filter.status)
    .sort(
      (x, y) =>
        rank(x) - rank(y) || (x.completedAt ?? '').localeCompare(y.completedAt ?? '') || x.attemptId - y.attemptId,
    );
}
