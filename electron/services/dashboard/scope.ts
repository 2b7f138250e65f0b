// The attempts a class dashboard covers: trainees' attempts (any status), optionally of one cohort
// (the trainee's cohort now) and one exercise.
import type { Database } from 'better-sqlite3';
import type { DashboardFilter } from '../../../shared/domain/review';
import type { AttemptRow } from '../practice/attempts-queries';

export function attemptsInScope(db: Database, filter: DashboardFilter): AttemptRow[] {
  const where = ["p.role = 'trainee'"];
  if (filter.cohort !== undefined) where.push('p.cohort = @cohort');
  if (filter.exerciseId !== undefined) where.push('a.exercise_id = @exerciseId');
  return db
    .prepare(
      `SELECT a.* FROM attempt a JOIN profile p ON p.id = a.profile_id WHERE ${where.join(' AND ')} ORDER BY a.completed_at, a.id`,
    )
    .all({ cohort: filter.cohort ?? null, exerciseId: filter.exerciseId ?? null }) as AttemptRow[];
}
