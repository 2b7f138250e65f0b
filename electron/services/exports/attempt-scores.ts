// One attempt as grades and reports see it: its final version, that version's score per rubric
// item from the one resolver (../scores/resolver.ts) as the exporting viewer may see it, the spotting
// F1, whether supervisors reviewed and released it, and whether its AI values were left out because
// the viewer has not rated it blind yet.
import type { Database } from 'better-sqlite3';
import type { ExerciseConfig, ScenarioSnapshot } from '../../../shared/domain/practice';
import { scoreSpotting } from '../../../shared/practice/spot-score';
import { parseSnapshot, placedSpans } from '../practice/attempt-state';
import type { AttemptRow } from '../practice/attempts-queries';
import { listMarks } from '../practice/attempts-queries';
import { parseConfig } from '../practice/config';
import type { VersionRow } from '../practice/versions-queries';
import type { ScoreViewer } from '../scores/access';
import { resolveAttempt } from '../scores/resolver';
import type { FinalItems, ScenarioSummary } from './final-scores';
import { reviewsOf, type ReviewRow } from './queries';

export type AttemptScores = ScenarioSummary & {
  row: AttemptRow;
  snapshot: ScenarioSnapshot;
  config: ExerciseConfig;
  finalVersion: VersionRow | null;
  items: FinalItems;
  reviews: ReviewRow[];
};

/** Overall spotting F1 once the spot step was submitted (null before, and when there is nothing to score). */
export function spotF1Of(db: Database, row: AttemptRow, snapshot: ScenarioSnapshot): number | null {
  if (row.spot_submitted_at === null) return null;
  return scoreSpotting(placedSpans(snapshot.expertSpans), listMarks(db, row.id), snapshot.postText).overall.f1;
}

export function scoreAttempt(db: Database, row: AttemptRow, viewer: ScoreViewer): AttemptScores {
  const snapshot = parseSnapshot(row.scenario_snapshot);
  const resolved = resolveAttempt(db, row, viewer);
  return {
    row,
    snapshot,
    config: parseConfig(row.config),
    finalVersion: resolved.finalVersion,
    items: resolved.items,
    values: resolved.values,
    reviews: reviewsOf(db, row.id),
    status: row.status,
    spotF1: spotF1Of(db, row, snapshot),
    reviewed: resolved.reviewed,
    released: resolved.released,
    awaitingReview: row.status === 'completed' && resolved.access.withheld === 'awaiting_review',
  };
}
