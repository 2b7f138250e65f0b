// An attempt as the API returns it (AttemptState), shaped for who is looking: the expert spans stay
// hidden from the trainee until they have submitted their spotting; AI scores are hidden from trainees
// when the exercise keeps them for the supervisor (and, with advisory hiding on, the uncalibrated judge
// x items), and from supervisors and instructors reading someone else's attempt until they have
// submitted their blind review of it.
import type { Database } from 'better-sqlite3';
import type { Span } from '../../../shared/domain/library';
import type {
  AttemptState,
  CritiqueState,
  DraftVersion,
  FinalScore,
  ScenarioSnapshot,
  VersionFeedback,
} from '../../../shared/domain/practice';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { scoreSpotting } from '../../../shared/practice/spot-score';
import { RUBRICS } from '../../../shared/rubrics/registry';
import { aiAccess } from '../scores/access';
import { resolveAttempt } from '../scores/resolver';
import { hideAdvisory, traineeJudgementFilter, type JudgementFilter } from '../calibration/visibility';
import { CRITIQUE_RUBRIC_ID } from '../ratings/critique';
import { critiqueRatings } from '../ratings/queries';
import { roundVersionIds, roundsUsed } from './rounds';
import type { AttemptRow } from './attempts-queries';
import { listMarks } from './attempts-queries';
import { exemplarsRevealed, parseConfig } from './config';
import { getCritiqueRow } from './critique-queries';
import { exemplarsOf } from './snapshot';
import { feedbackByVersion, listVersionRows } from './versions-queries';
import type { VersionCoachNote } from '../../../shared/coach/note';
import { notesByVersion } from './coach-note/queries';
import { noteVisible, shownNote } from './coach-note/visibility';

export type Viewer = Pick<ProfileSummary, 'id' | 'role'>;

export const parseSnapshot = (json: string): ScenarioSnapshot => JSON.parse(json) as ScenarioSnapshot;

/** Only expert spans placed in the text can be compared with the trainee's marks. */
export const placedSpans = (spans: readonly Span[]): Span[] => spans.filter((s) => s.start !== null && s.end !== null);

/** What a viewer may see of the AI scores on an attempt: none, all, or (trainees with advisory hiding on) the calibrated ones. */
export type FeedbackAccess = { scores: boolean; judgements: JudgementFilter | null };

/**
 * The owner sees the scores when the exercise shows them (trainees) or always (staff practising);
 * a trainee with advisory hiding on sees only calibrated judge x items. Anyone else (supervisors,
 * instructors) sees them only after submitting their blind review of this attempt: blind first.
 */
export function feedbackAccess(
  db: Database,
  row: Pick<AttemptRow, 'id' | 'profile_id' | 'config'>,
  viewer: Viewer,
): FeedbackAccess {
  if (!aiAccess(db, row, viewer).ai) return { scores: false, judgements: null };
  return {
    scores: true,
    judgements: viewer.id === row.profile_id && viewer.role === 'trainee' ? traineeJudgementFilter(db) : null,
  };
}

/** May this viewer see this judgement as it streams in? */
export const judgementVisible = (access: FeedbackAccess, judgeId: string, rubricId: string, item: string): boolean =>
  access.scores && (access.judgements === null || access.judgements(judgeId, rubricId, item));

/** Feedback as this viewer may see it: status always, the scores only where allowed. */
export function feedbackFor(feedback: VersionFeedback[], access: FeedbackAccess): VersionFeedback[] {
  if (!access.scores) return feedback.map((f) => ({ ...f, result: null }));
  const visible = access.judgements;
  return visible ? feedback.map((f) => hideAdvisory(f, visible)) : feedback;
}

export function versionsOf(
  db: Database,
  row: Pick<AttemptRow, 'id' | 'profile_id' | 'config'>,
  viewer: Viewer,
): DraftVersion[] {
  const rows = listVersionRows(db, row.id);
  const feedback = feedbackByVersion(
    db,
    rows.map((r) => r.id),
  );
  const access = feedbackAccess(db, row, viewer);
  const notes = noteVisible(db, row, viewer)
    ? notesByVersion(
        db,
        rows.map((r) => r.id),
      )
    : new Map<number, VersionCoachNote>();
  const rounds = new Set(roundVersionIds(db, row.id));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    text: r.text,
    wordCount: r.word_count,
    submittedAt: r.submitted_at,
    forFeedback: r.for_feedback === 1,
    feedback: feedbackFor(feedback.get(r.id) ?? [], access),
    coachNote: notes.has(r.id) ? shownNote(notes.get(r.id)!) : null,
    usesRound: rounds.has(r.id),
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

/** The final score per item from the one resolver, in rubric and item order. */
export function finalScoresOf(db: Database, row: AttemptRow, viewer: Viewer): FinalScore[] {
  const { items } = resolveAttempt(db, row, viewer);
  return RUBRICS.flatMap((rubric) =>
    rubric.items.flatMap((item): FinalScore[] => {
      const v = items[rubric.id]?.[item.id];
      return v ? [{ rubricId: rubric.id, item: item.id, score: v.score, option: v.option, source: v.source }] : [];
    }),
  );
}

export function attemptState(db: Database, row: AttemptRow, viewer: Viewer): AttemptState {
  const config = parseConfig(row.config);
  const snapshot = parseSnapshot(row.scenario_snapshot);
  const exercise = db.prepare('SELECT title, instructions FROM exercise WHERE id = ?').get(row.exercise_id) as {
    title: string;
    instructions: string;
  };
  const spotSubmitted = row.spot_submitted_at !== null;
  const spansHidden = config.steps.includes('spot') && !spotSubmitted && viewer.id === row.profile_id;
  const marks = listMarks(db, row.id);
  const versions = versionsOf(db, row, viewer);
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
    spotScore: spotSubmitted ? scoreSpotting(placedSpans(snapshot.expertSpans), marks, snapshot.postText) : null,
    emotions: JSON.parse(row.emotions) as string[],
    draft: { text: row.draft_text, savedAt: row.draft_saved_at },
    versions,
    rounds: { used: roundsUsed(db, row.id), allowed: config.feedbackRounds },
    exemplars: exemplarsRevealed(config, row.stage) ? exemplarsOf(db, row.scenario_id) : null,
    critique: critiqueOf(db, row.id),
    finalScores: row.status === 'completed' ? finalScoresOf(db, row, viewer) : [],
    skipped: row.status === 'skipped' ? { at: row.skipped_at ?? row.updated_at, reason: row.skip_reason ?? '' } : null,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}
