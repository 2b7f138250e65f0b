// A profile's practice history: every attempt (in progress, completed, skipped, on archived or
// edited exercises too), oldest first, with each version's AI scores per rubric item and judge
// (as the profile may see them), the spotting F1 and how many supervisor reviews were released,
// for charts over time and by culture.
import type { Database } from 'better-sqlite3';
import type { HistoryAttempt, HistoryScore } from '../../../shared/domain/practice';
import { scoreSpotting } from '../../../shared/practice/spot-score';
import { releasedReviewCount } from '../review/queries';
import type { Viewer } from './attempt-state';
import { parseSnapshot, placedSpans, versionsOf } from './attempt-state';
import { attemptRowsOf, listMarks } from './attempts-queries';

export function historyOf(db: Database, viewer: Viewer): HistoryAttempt[] {
  const titles = new Map(
    (db.prepare('SELECT id, title FROM exercise').all() as { id: number; title: string }[]).map((e) => [e.id, e.title]),
  );
  return attemptRowsOf(db, viewer.id).map((row) => {
    const snapshot = parseSnapshot(row.scenario_snapshot);
    const spotF1 =
      row.spot_submitted_at === null
        ? null
        : scoreSpotting(placedSpans(snapshot.expertSpans), listMarks(db, row.id), snapshot.postText).overall.f1;
    return {
      attemptId: row.id,
      exerciseTitle: titles.get(row.exercise_id) ?? '',
      scenarioTitle: snapshot.title,
      cultureId: snapshot.cultureId,
      cultureName: snapshot.cultureName,
      status: row.status,
      stage: row.stage,
      startedAt: row.started_at,
      updatedAt: row.updated_at,
      spotF1,
      versions: versionsOf(db, row, viewer).map((v) => ({
        id: v.id,
        number: v.number,
        submittedAt: v.submittedAt,
        wordCount: v.wordCount,
        scores: v.feedback.flatMap((f): HistoryScore[] =>
          (f.result?.judgements ?? [])
            .filter((j) => j.status === 'ok')
            .map((j) => ({ rubricId: f.rubricId, item: j.item, judgeId: j.judgeId, score: j.score })),
        ),
      })),
      releasedReviews: releasedReviewCount(db, row.id),
    };
  });
}
