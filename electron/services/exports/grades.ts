// Grades: one row per trainee x exercise (trainees assigned to the exercise, directly or through
// their cohort, and trainees with an attempt on it), summarised under the grading rule in
// final-scores.ts, and written as CSV with the columns gradeColumns lists.
import type { Database } from 'better-sqlite3';
import Papa from 'papaparse';
import { RUBRICS } from '../../../shared/rubrics/registry';
import type { ScoreViewer } from '../scores/access';
import { scoreAttempt, type AttemptScores } from './attempt-scores';
import { summarise, type TraineeExerciseSummary } from './final-scores';
import {
  exerciseScenarioIds,
  listAssignees,
  listAttempts,
  listExercises,
  listTrainees,
  type ExerciseRow,
  type TraineeRow,
} from './queries';

export type GradeFilter = { cohort?: string; exerciseId?: number; traineeId?: number };

export type GradeRow = TraineeExerciseSummary & {
  trainee: TraineeRow;
  exercise: ExerciseRow;
  assigned: number;
  notStarted: number;
  attempts: AttemptScores[];
};

type Pair = { trainee: TraineeRow; exercise: ExerciseRow };

/** The trainee x exercise pairs the filter selects, exercises oldest first, then trainees by name. */
export function gradePairs(db: Database, filter: GradeFilter): Pair[] {
  const trainees = listTrainees(db, filter.cohort).filter(
    (t) => filter.traineeId === undefined || t.id === filter.traineeId,
  );
  const exercises = listExercises(db, filter.exerciseId);
  const assignees = listAssignees(db);
  const attempted = new Set(
    listAttempts(db, { profileIds: trainees.map((t) => t.id), exerciseId: filter.exerciseId }).map(
      (a) => `${a.exercise_id}:${a.profile_id}`,
    ),
  );
  const pairs: Pair[] = [];
  for (const exercise of exercises) {
    for (const trainee of trainees) {
      const assigned = assignees.some(
        (a) =>
          a.exercise_id === exercise.id &&
          (a.profile_id === trainee.id ||
            (a.cohort !== null && trainee.cohort !== null && a.cohort === trainee.cohort)),
      );
      if (assigned || attempted.has(`${exercise.id}:${trainee.id}`)) pairs.push({ trainee, exercise });
    }
  }
  return pairs;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Summarises each pair as the viewer may see it (AI values of attempts they have not rated blind are left out); `onRow` reports progress and may throw to stop (cancellation), checked between rows. */
export async function gradeRows(
  db: Database,
  filter: GradeFilter,
  viewer: ScoreViewer,
  onRow: (done: number, total: number) => void = () => {},
): Promise<GradeRow[]> {
  const pairs = gradePairs(db, filter);
  const scenarios = exerciseScenarioIds(db);
  const rows: GradeRow[] = [];
  onRow(0, pairs.length);
  for (const { trainee, exercise } of pairs) {
    const attempts = listAttempts(db, { profileIds: [trainee.id], exerciseId: exercise.id }).map((row) =>
      scoreAttempt(db, row, viewer),
    );
    // Scenarios in the exercise now, plus those attempted that have left it since.
    const keys = new Set<string>((scenarios.get(exercise.id) ?? []).map((id) => `s${id}`));
    for (const a of attempts) keys.add(a.row.scenario_id === null ? `a${a.row.id}` : `s${a.row.scenario_id}`);
    const summary = summarise(attempts);
    rows.push({
      ...summary,
      trainee,
      exercise,
      attempts,
      assigned: keys.size,
      notStarted: Math.max(0, keys.size - attempts.length),
    });
    onRow(rows.length, pairs.length);
    await nextTick();
  }
  return rows;
}

/** The CSV columns in order (descriptions are in fields.ts). */
export function gradeColumns(): string[] {
  const columns = [
    'trainee_id',
    'trainee',
    'cohort',
    'exercise_id',
    'exercise',
    'scenarios_assigned',
    'completed',
    'skipped',
    'in_progress',
    'not_started',
    'spot_f1_mean',
  ];
  for (const rubric of RUBRICS) {
    const prefix = rubricPrefix(rubric.id);
    for (const item of rubric.items) columns.push(`${prefix}_${item.id}`);
    for (const aggregate of rubric.aggregates) columns.push(`${prefix}_${aggregate.id}`);
    columns.push(`${prefix}_scored`);
  }
  columns.push('supervisor_reviewed', 'released', 'awaiting_review');
  return columns;
}

/** 'rubric-a' -> 'a'. */
export const rubricPrefix = (rubricId: string): string => rubricId.replace(/^rubric-/, '');

const decimal = (value: number | null, digits: number): string =>
  value === null ? '' : String(Math.round(value * 10 ** digits) / 10 ** digits);

function csvRecord(row: GradeRow): Record<string, string | number> {
  const record: Record<string, string | number> = {
    trainee_id: row.trainee.id,
    trainee: row.trainee.display_name,
    cohort: row.trainee.cohort ?? '',
    exercise_id: row.exercise.id,
    exercise: row.exercise.title,
    scenarios_assigned: row.assigned,
    completed: row.completed,
    skipped: row.skipped,
    in_progress: row.inProgress,
    not_started: row.notStarted,
    spot_f1_mean: decimal(row.spotF1Mean, 3),
    supervisor_reviewed: row.reviewed,
    released: row.released,
    awaiting_review: row.awaitingReview,
  };
  for (const rubric of RUBRICS) {
    const prefix = rubricPrefix(rubric.id);
    for (const key of [...rubric.items.map((i) => i.id), ...rubric.aggregates.map((a) => a.id)])
      record[`${prefix}_${key}`] = decimal(row.means[rubric.id]?.[key] ?? null, 2);
    record[`${prefix}_scored`] = row.scored[rubric.id] ?? 0;
  }
  return record;
}

/**
 * The CSV text: a header row of column names, then one line per row. A byte-order mark leads so
 * spreadsheet programs read names in every script as UTF-8. Cells that a spreadsheet would run
 * as a formula (=, +, -, @ first) are prefixed with an apostrophe.
 */
export function gradesCsv(rows: readonly GradeRow[]): string {
  const columns = gradeColumns();
  const data = rows.map((row) => {
    const record = csvRecord(row);
    return columns.map((c) => record[c] ?? '');
  });
  return `\ufeff${Papa.unparse({ fields: columns, data }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
