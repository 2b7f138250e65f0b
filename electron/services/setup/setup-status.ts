// The first-run checklist's ticks, read from the real data (profiles, judges, exercises); whether a
// person put the checklist away is kept by the settings service (by profile id).
import type { Database } from 'better-sqlite3';
import type { SetupStatus } from '../../../shared/domain/setup';

const count = (db: Database, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

export function setupStatus(db: Database, dismissed: boolean): SetupStatus {
  return {
    people: count(db, "SELECT COUNT(*) AS n FROM profile WHERE role <> 'instructor'") > 0,
    judge: count(db, 'SELECT COUNT(*) AS n FROM judge_provider') > 0,
    exercise: count(db, 'SELECT COUNT(*) AS n FROM exercise') > 0,
    dismissed,
  };
}
