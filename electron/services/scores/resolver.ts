// The one final-score resolver. Every screen, export and report that shows an attempt's final score
// per rubric item asks it: the trainee's view, the review screens, the grades CSV, the research
// export, the PDF reports and the class dashboard. Per item (the grading rule, ../exports/final-scores):
// the released supervisor rating (per review, the one chosen in the reconcile view, else their blind
// rating; the mean over releasing supervisors), else the mean of the judges in the attempt's snapshot
// of the exercise, read by following the final version's feedback links to its judgement rows (so a
// later prompt or judge change never orphans or swaps old scores). With advisory hiding switched on
// in the calibration settings, uncalibrated judge x items do not count. AI values are left out where
// the viewer may not see them (./access.ts).
import type { Database } from 'better-sqlite3';
import { traineeJudgementFilter } from '../calibration/visibility';
import {
  finalItemScores,
  finalValues,
  type FinalItems,
  type FinalValues,
  type JudgementInput,
  type ReleasedInput,
} from '../exports/final-scores';
import type { AttemptRow } from '../practice/attempts-queries';
import { parseConfig } from '../practice/config';
import { linkedJudgements, type LinkedJudgement } from '../practice/feedback-links';
import { listVersionRows, type VersionRow } from '../practice/versions-queries';
import { reviewRubricIds } from '../review/review-rubrics';
import { aiAccess, type AiAccess, type ScoreViewer } from './access';
import { reviewItems } from './released-items';

export type ResolvedAttempt = {
  finalVersion: VersionRow | null;
  items: FinalItems;
  values: FinalValues;
  /** Some reviewer has submitted a blind rating; some review is released. */
  reviewed: boolean;
  released: boolean;
  access: AiAccess;
};

type ReviewRow = {
  id: number;
  reviewer_id: number | null;
  blind_submitted_at: string | null;
  released_at: string | null;
};

/** The judge x item pairs that count; all when advisory hiding is off. */
const countingJudgements = (db: Database) => traineeJudgementFilter(db);

/** The judges' judgements of a version that count for its final score, by the attempt's snapshot. */
export function countedJudgements(db: Database, row: Pick<AttemptRow, 'config'>, versionId: number): JudgementInput[] {
  const config = parseConfig(row.config);
  const chosen = config.judgeIds.length > 0 ? new Set(config.judgeIds) : null;
  const visible = countingJudgements(db);
  const linked = linkedJudgements(db, [versionId]).get(versionId) ?? new Map<string, LinkedJudgement[]>();
  return [...linked].flatMap(([rubricId, list]) =>
    config.rubricIds.includes(rubricId)
      ? list
          .map(({ judgement: j }) => j)
          .filter((j) => !chosen || chosen.has(j.judgeId))
          .filter((j) => !visible || visible(j.judgeId, rubricId, j.item))
          .map((j) => ({
            judgeId: j.judgeId,
            rubricId,
            item: j.item,
            status: j.status,
            score: j.score,
            option: j.option,
          }))
      : [],
  );
}

export function resolveAttempt(db: Database, row: AttemptRow, viewer: ScoreViewer): ResolvedAttempt {
  const access = aiAccess(db, row, viewer);
  const finalVersion = listVersionRows(db, row.id).at(-1) ?? null;
  const reviews = db
    .prepare('SELECT id, reviewer_id, blind_submitted_at, released_at FROM review WHERE attempt_id = ? ORDER BY id')
    .all(row.id) as ReviewRow[];
  const released = reviews.filter((r) => r.released_at !== null);
  let items: FinalItems = {};
  // Without a final version there is nothing to score, whatever a review says.
  if (finalVersion) {
    const rubricIds = reviewRubricIds(parseConfig(row.config));
    const supervisors: ReleasedInput[] = released.flatMap((review) =>
      reviewItems(db, {
        reviewId: review.id,
        reviewerId: review.reviewer_id,
        attemptId: row.id,
        finalVersionId: finalVersion.id,
        rubricIds,
      }).map((r) => ({ reviewId: review.id, rubricId: r.rubricId, item: r.item, option: r.option, score: r.score })),
    );
    const judges = access.ai ? countedJudgements(db, row, finalVersion.id) : [];
    items = finalItemScores(judges, supervisors);
  }
  return {
    finalVersion,
    items,
    values: finalValues(items),
    reviewed: reviews.some((r) => r.blind_submitted_at !== null),
    released: released.length > 0,
    access,
  };
}
