// What the library may show a trainee of each scenario, by record. A scenario in one of their
// exercises keeps its expert post annotations hidden until they have submitted their spotting (when
// the exercise has the spot step), and its exemplars, peer reply and generated responses hidden until
// their attempt has reached the reveal (or is finished, in exercises without a reveal): the library
// never shows what the exercise keeps back. Staff see everything; nobody signed in sees no annotations
// or responses of any scenario that is part of an exercise.
import type { Database } from 'better-sqlite3';
import type { AttemptStage, ExerciseConfig } from '../../../shared/domain/practice';
import type { Caller } from '../caller';
import { exemplarsRevealed } from '../practice/config';

export type LibraryView = {
  /** Staff (instructors, supervisors): nothing is hidden. */
  staff: boolean;
  instructor: boolean;
  /** Scenarios whose expert post annotations (and the signal types drawn from them) are hidden. */
  spansHidden: ReadonlySet<number>;
  /** Scenarios whose responses (exemplars, peer reply, generated) are hidden. */
  responsesHidden: ReadonlySet<number>;
};

type Row = { scenario_id: number; config: string; stage: AttemptStage | null; spot_submitted_at: string | null };

const STAFF: LibraryView = { staff: true, instructor: false, spansHidden: new Set(), responsesHidden: new Set() };

function hiddenBy(rows: readonly Row[]): Pick<LibraryView, 'spansHidden' | 'responsesHidden'> {
  const spansHidden = new Set<number>();
  const responsesHidden = new Set<number>();
  for (const r of rows) {
    const config = JSON.parse(r.config) as ExerciseConfig;
    const steps = Array.isArray(config.steps) ? config.steps : [];
    if (steps.includes('spot') && r.spot_submitted_at === null) spansHidden.add(r.scenario_id);
    const revealed = r.stage !== null && (r.stage === 'done' || exemplarsRevealed({ ...config, steps }, r.stage));
    if (!revealed) responsesHidden.add(r.scenario_id);
  }
  return { spansHidden, responsesHidden };
}

export function libraryViewFor(db: Database, caller: Caller): LibraryView {
  if (caller && caller.role !== 'trainee') return { ...STAFF, instructor: caller.role === 'instructor' };
  if (!caller) {
    // Not signed in: every scenario of any exercise keeps its annotations and responses back.
    const rows = db
      .prepare(
        'SELECT es.scenario_id, e.config, NULL AS stage, NULL AS spot_submitted_at FROM exercise_scenario es JOIN exercise e ON e.id = es.exercise_id',
      )
      .all() as Row[];
    const ids = new Set(rows.map((r) => r.scenario_id));
    return { staff: false, instructor: false, spansHidden: ids, responsesHidden: ids };
  }
  const rows = db
    .prepare(
      `SELECT es.scenario_id, coalesce(a.config, e.config) AS config, a.stage, a.spot_submitted_at
       FROM exercise e
       JOIN exercise_scenario es ON es.exercise_id = e.id
       LEFT JOIN attempt a ON a.exercise_id = e.id AND a.scenario_id = es.scenario_id AND a.profile_id = @me
       WHERE a.id IS NOT NULL OR (e.archived = 0 AND EXISTS (
         SELECT 1 FROM exercise_assignee x WHERE x.exercise_id = e.id
           AND (x.profile_id = @me OR (x.cohort IS NOT NULL AND x.cohort = (SELECT cohort FROM profile WHERE id = @me)))))
       UNION ALL
       SELECT a.scenario_id, a.config, a.stage, a.spot_submitted_at FROM attempt a
       WHERE a.profile_id = @me AND a.scenario_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM exercise_scenario es WHERE es.exercise_id = a.exercise_id AND es.scenario_id = a.scenario_id)`,
    )
    .all({ me: caller.id }) as Row[];
  return { staff: false, instructor: false, ...hiddenBy(rows) };
}
