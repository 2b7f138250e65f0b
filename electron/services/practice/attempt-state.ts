// An attempt as the API returns it (AttemptState), shaped for who is looking: the expert spans stay
// hidden from the trainee until they have submitted their spotting, and AI scores from trainees
// when the exercise keeps them for the supervisor.
import type { Database } from 'better-sqlite3';
import type { Span } from '../../../shared/domain/library';
import type { AttemptState, CritiqueState, DraftVersion, ExerciseConfig, ScenarioSnapshot, VersionFeedback } from '../../../shared/domain/practice';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { scoreSpotting } from '../../../shared/practice/spot-score';
import { CRITIQUE_RUBRIC_ID } from '../ratings/critique';
import { critiqueRatings } from '../ratings/queries';
import type { AttemptRow } from './attempts-queries';
import { listMarks } from './attempts-queries';
import { exemplarsRevealed, parseConfig, scoresVisibleTo } from './config';
import { getCritiqueRow } from './critique-queries';
import { exemplarsOf } from './snapshot';
import { feedbackByVersion, listVersionRows } from './versions-queries';

export type Viewer = Pick<ProfileSummary, 'id' | 'role'>;

export const parseSnapshot = (json: string): ScenarioSnapshot => JSON.parse(json) as ScenarioSnapshot;

/** Only expert spans placed in the text can be compared with the trainee's marks. */
export const placedSpans = (spans: readonly Span[]): Span[] => spans.filter((s) => s.start !== null && s.end !== null);

/** Feedback as this viewer may see it: status always, the scores only where allowed. */
export const feedbackFor = (feedback: VersionFeedback[], config: ExerciseConfig, viewer: Viewer): VersionFeedback[] =>
  scoresVisibleTo(config, viewer.role) ? feedback : feedback.map((f) => ({ ...f, result: null }));

export function versionsOf(db: Database, attemptId: number, config: ExerciseConfig, viewer: Viewer): DraftVersion[] {
  const rows = listVersionRows(db, attemptId);
  const feedback = feedbackByVersion(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    text: r.text,
    wordCount: r.word_count,
    submittedAt: r.submitted_at,
    forFeedback: r.for_feedback === 1,
    feedback: feedbackFor(feedback.get(r.id) ?? [], config, viewer),
  }));
}

function critiqueOf(db: Database, attemptId: number): CritiqueState | null {
  const row = getCritiqueRow(db, attemptId);
  if (!row) return null;
  return {
    responseId: row.response_id,
    responseText: row.response_text,
    text: row.text,
    ratings: critiqueRatings(db, attemptId, CRITIQUE_RUBRIC_ID),
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

export function attemptState(db: Database, row: AttemptRow, viewer: Viewer): AttemptState {
  const config = parseConfig(row.config);
  const snapshot = parseSnapshot(row.scenario_snapshot);
  const exercise = db.prepare('SELECT title, instructions FROM exercise WHERE id = ?').get(row.exercise_id) as { title: string; instructions: string };
  const spotSubmitted = row.spot_submitted_at !== null;
  const spansHidden = config.steps.includes('spot') && !spotSubmitted && viewer.id === row.profile_id;
  const marks = listMarks(db, row.id);
  const versions = versionsOf(db, row.id, config, viewer);
  return {
    id: row.id,
    exerciseId: row.exercise_id,
    exerciseTitle: exercise.title,
    instructions: exercise.instructions,
    config,
    status: row.status,
    stage: row.stage,
    scenario: { ...snapshot, expertSpans: spansHidden ? [] : snapshot.expertSpans },
    marks,
    spotScore: spotSubmitted ? scoreSpotting(placedSpans(snapshot.expertSpans), marks) : null,
    emotions: JSON.parse(row.emotions) as string[],
    draft: { text: row.draft_text, savedAt: row.draft_saved_at },
    versions,
    rounds: { used: versions.filter((v) => v.forFeedback).length, allowed: config.feedbackRounds },
    exemplars: exemplarsRevealed(config, row.stage) ? exemplarsOf(db, row.scenario_id) : null,
    critique: critiqueOf(db, row.id),
    skipped: row.status === 'skipped' ? { at: row.skipped_at ?? row.updated_at, reason: row.skip_reason ?? '' } : null,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}
