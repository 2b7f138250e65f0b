// One attempt as grades and reports see it: its final version, that version's score per rubric
// item under the grading rule (final-scores.ts), the spotting F1 and whether supervisors reviewed
// and released it.
import type { Database } from 'better-sqlite3';
import type { ExerciseConfig, ScenarioSnapshot } from '../../../shared/domain/practice';
import { textHash } from '../../../shared/prompts/hash';
import { scoreSpotting } from '../../../shared/practice/spot-score';
import { listJudgementsForText } from '../judges/queries';
import { parseSnapshot, placedSpans } from '../practice/attempt-state';
import type { AttemptRow } from '../practice/attempts-queries';
import { listMarks } from '../practice/attempts-queries';
import { parseConfig } from '../practice/config';
import { listVersionRows, type VersionRow } from '../practice/versions-queries';
import { finalItemScores, finalValues, type FinalItems, type FinalValues, type ScenarioSummary } from './final-scores';
import { finalsOf, reviewsOf, type ReviewRow } from './queries';

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
  return scoreSpotting(placedSpans(snapshot.expertSpans), listMarks(db, row.id)).overall.f1;
}

export function scoreAttempt(db: Database, row: AttemptRow): AttemptScores {
  const snapshot = parseSnapshot(row.scenario_snapshot);
  const config = parseConfig(row.config);
  const finalVersion = listVersionRows(db, row.id).at(-1) ?? null;
  const reviews = reviewsOf(db, row.id);
  const released = reviews.filter((r) => r.released_at !== null);
  const judgements = finalVersion
    ? listJudgementsForText(db, textHash(finalVersion.text)).map((j) => ({
        id: j.id,
        judgeId: j.judgeId,
        rubricId: j.rubricId,
        rubricVersion: j.rubricVersion,
        item: j.item,
        status: j.status,
        score: j.score,
      }))
    : [];
  const releasedRatings = finalsOf(
    db,
    released.map((r) => r.id),
  ).map((f) => ({ reviewId: f.review_id, rubricId: f.rubric_id, item: f.item, option: f.option_code, score: f.score }));
  // Without a final version there is nothing to score, whatever a review says.
  const items: FinalItems = finalVersion ? finalItemScores(judgements, releasedRatings) : {};
  const values: FinalValues = finalValues(items);
  return {
    row,
    snapshot,
    config,
    finalVersion,
    items,
    values,
    reviews,
    status: row.status,
    spotF1: spotF1Of(db, row, snapshot),
    reviewed: reviews.some((r) => r.blind_submitted_at !== null),
    released: released.length > 0,
  };
}
