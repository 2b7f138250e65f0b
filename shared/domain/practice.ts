// Practice as the API exposes it: exercises (instructors), attempts with their stages, spotted
// signals, emotion tags, draft versions with AI feedback, critiques and the trainee's history.
import { z } from 'zod';
import { RUBRIC_IDS } from '../rubrics/registry';
import type { ScoreResult } from './judging';
import type { Demographics, LibraryResponse, Span } from './library';
import { cohortSchema } from './profile';
import { CULTURAL_SIGNAL_TYPES, DISTRESS_INTENSITIES, type RiskLevel, type TextLanguage } from './vocabulary';
import type { SpotScore } from '../practice/spot-score';
import type { VersionCoachNote } from '../coach/note';

const id = z.number().int().positive();

/** The optional steps an exercise can include; drafting is what the feedback rounds apply to. */
export const EXERCISE_STEPS = ['spot', 'emotions', 'draft', 'reveal', 'critique'] as const;
export type ExerciseStep = (typeof EXERCISE_STEPS)[number];

/** CuLEmo's six emotion labels; instructors may add culture-specific ones per exercise. */
export const CULEMO_EMOTIONS = ['joy', 'fear', 'sadness', 'anger', 'guilt', 'neutral'] as const;
export const MAX_EMOTION_TAGS = 3;
export const MAX_FEEDBACK_ROUNDS = 5;
export const MAX_DRAFT_CHARS = 20_000;

export const exerciseInputSchema = z
  .object({
    title: z.string().trim().min(1).max(160),
    instructions: z.string().max(4000).default(''),
    scenarioIds: z.array(id).min(1).max(50),
    steps: z.array(z.enum(EXERCISE_STEPS)).min(1),
    /** How many times a draft can be submitted for AI feedback (0: drafting without AI feedback). */
    feedbackRounds: z.number().int().min(0).max(MAX_FEEDBACK_ROUNDS).default(2),
    customEmotions: z.array(z.string().trim().min(1).max(40)).max(8).default([]),
    rubricIds: z.array(z.enum(RUBRIC_IDS)).default(['rubric-a', 'rubric-b']),
    /** Empty: the judges chosen as defaults for each rubric in Settings. */
    judgeIds: z.array(z.string().min(1).max(60)).max(10).default([]),
    /** false keeps the AI scores for the supervisor only. */
    aiScoresVisible: z.boolean().default(true),
    /** A coach's note after each submitted version, and whether it suggests sentence alternatives. */
    coachNote: z.boolean().default(true),
    coachSuggestions: z.boolean().default(true),
    /** The server model that writes the notes; null: the automatic note from the fast analyzer. */
    coachModelId: z.string().min(1).max(60).nullable().default(null),
    /** Role-play in this exercise: the role card's default mode, or practice / assessment for everyone. */
    roleplayMode: z.enum(['card', 'practice', 'assessment']).default('card'),
    assignees: z
      .object({ profileIds: z.array(id).max(500).default([]), cohorts: z.array(cohortSchema).max(50).default([]) })
      .strict()
      .default({ profileIds: [], cohorts: [] }),
  })
  .strict();
export type ExerciseInput = z.input<typeof exerciseInputSchema>;

/** The part of an exercise an attempt copies when it starts, so later edits never change it. */
export type ExerciseConfig = {
  steps: ExerciseStep[];
  feedbackRounds: number;
  customEmotions: string[];
  rubricIds: string[];
  judgeIds: string[];
  aiScoresVisible: boolean;
  coachNote: boolean;
  coachSuggestions: boolean;
  coachModelId: string | null;
  roleplayMode: 'card' | 'practice' | 'assessment';
};

export type ExerciseScenarioRef = {
  id: number;
  /** In the reader's interface language when the scenario has a title in it, else as written. */
  title: string;
  /** The language `title` is written in (for its lang and dir). */
  titleLanguage: TextLanguage;
  cultureId: string;
  risk: RiskLevel;
  language: TextLanguage;
};

export type Exercise = ExerciseConfig & {
  id: number;
  title: string;
  instructions: string;
  /** In the order the trainee meets them; scenarios deleted since are left out. */
  scenarios: ExerciseScenarioRef[];
  assignees: { profileIds: number[]; cohorts: string[] };
  archived: boolean;
  version: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** Attempts started by trainees (any status). */
  attemptCount: number;
};

export const ATTEMPT_STATUSES = ['in_progress', 'completed', 'skipped'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Where the trainee is; the order is fixed, steps the exercise leaves out are passed over. */
export const ATTEMPT_STAGES = [
  'warning',
  'spot',
  'spot_review',
  'emotions',
  'draft',
  'feedback',
  'reveal',
  'critique',
  'done',
] as const;
export type AttemptStage = (typeof ATTEMPT_STAGES)[number];

export type AssignedScenario = {
  scenario: ExerciseScenarioRef;
  attempt: { id: number; status: AttemptStatus; stage: AttemptStage; updatedAt: string } | null;
  /** The exercise no longer holds this scenario; listed because the profile had started an attempt on it. */
  removed: boolean;
};

export type AssignedExercise = {
  id: number;
  title: string;
  instructions: string;
  steps: ExerciseStep[];
  feedbackRounds: number;
  scenarios: AssignedScenario[];
  /** The exercise's role-play mode ('card': the role card's own default applies). */
  roleplayMode: 'card' | 'practice' | 'assessment';
};

export const signalMarkInputSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    kind: z.enum(['distress', 'cultural_signal']),
    /** Intensity for distress, signal type for cultural signals. */
    label: z.enum([...DISTRESS_INTENSITIES, ...CULTURAL_SIGNAL_TYPES]),
  })
  .strict()
  .refine((m) => m.end > m.start, { message: 'end_before_start' })
  .refine(
    (m) =>
      m.kind === 'distress'
        ? (DISTRESS_INTENSITIES as readonly string[]).includes(m.label)
        : (CULTURAL_SIGNAL_TYPES as readonly string[]).includes(m.label),
    {
      message: 'label_kind_mismatch',
    },
  );
export type SignalMarkInput = z.infer<typeof signalMarkInputSchema>;
export type SignalMark = SignalMarkInput & { id: number; phrase: string };

/** What the attempt copied from its scenario at the start; the attempt keeps working if the scenario changes or goes. */
export type ScenarioSnapshot = {
  scenarioId: number | null;
  title: string;
  cultureId: string;
  cultureName: string;
  language: TextLanguage;
  risk: RiskLevel;
  contentWarnings: string[];
  demographics: Demographics;
  postText: string;
  /** Expert post annotations with offsets (hidden from the trainee until the spot step is submitted). */
  expertSpans: Span[];
};

export type FeedbackStatus = 'pending' | 'running' | 'done' | 'cancelled' | 'failed';

/** AI feedback on one version for one rubric, as it was produced. */
export type VersionFeedback = {
  rubricId: string;
  status: FeedbackStatus;
  /** Null until the judges have answered (and when scores are kept for the supervisor). */
  result: ScoreResult | null;
  errorMessage: string | null;
  updatedAt: string;
  /**
   * Only when advisory hiding is on and a trainee is looking: the items whose judgements were left out
   * because that judge is not calibrated on them (see calibration.setThreshold, `enforce`).
   */
  advisoryItems?: string[];
};

export type DraftVersion = {
  id: number;
  number: number;
  text: string;
  wordCount: number;
  submittedAt: string;
  /** True when this version was sent for AI feedback (false: the final version without feedback). */
  forFeedback: boolean;
  feedback: VersionFeedback[];
  /** The coach's note, when the exercise has notes and the viewer may see it (reviewers: after their blind rating). */
  coachNote: VersionCoachNote | null;
  /** Whether this version uses a feedback round: sent for feedback and still scoring, or at least one score arrived. */
  usesRound: boolean;
};

export type CritiqueState = {
  /** The Standard (unadapted) response being critiqued, as it was when the critique started. */
  responseId: number | null;
  responseText: string;
  text: string;
  /** Rubric B (expert) ratings: item id -> option code. */
  ratings: Record<string, string>;
  submittedAt: string | null;
  updatedAt: string;
};

/** The final version's score on one rubric item under the grading rule (the one resolver), as the viewer may see it. */
export type FinalScore = {
  rubricId: string;
  item: string;
  score: number | null;
  option: string | null;
  source: 'supervisor' | 'judges';
};

export type AttemptState = {
  id: number;
  exerciseId: number;
  exerciseTitle: string;
  instructions: string;
  config: ExerciseConfig;
  status: AttemptStatus;
  stage: AttemptStage;
  scenario: ScenarioSnapshot;
  marks: SignalMark[];
  /** Present once the spot step was submitted; the expert spans are in `scenario.expertSpans`. */
  spotScore: SpotScore | null;
  emotions: string[];
  /** The working text (autosaved), which may be ahead of the last version. */
  draft: { text: string; savedAt: string | null };
  versions: DraftVersion[];
  /** Feedback rounds used and allowed. */
  rounds: { used: number; allowed: number };
  /** Filled from the reveal stage on: the library's Standard and adapted responses and the peer reply. */
  exemplars: LibraryResponse[] | null;
  critique: CritiqueState | null;
  /**
   * Once the attempt is completed: the final score per rubric item, the same values the grades CSV
   * and the reports use (released supervisor ratings; the judges' where the viewer may see them).
   */
  finalScores: FinalScore[];
  skipped: { at: string; reason: string } | null;
  startedAt: string;
  updatedAt: string;
  completedAt: string | null;
};

export type HistoryScore = { rubricId: string; item: string; judgeId: string; score: number | null };

export type HistoryAttempt = {
  attemptId: number;
  exerciseTitle: string;
  scenarioTitle: string;
  cultureId: string;
  cultureName: string;
  status: AttemptStatus;
  stage: AttemptStage;
  startedAt: string;
  updatedAt: string;
  spotF1: number | null;
  versions: { id: number; number: number; submittedAt: string; wordCount: number; scores: HistoryScore[] }[];
  /** Supervisor reviews released to the trainee (read them with review.released). */
  releasedReviews?: number;
};

export const practiceStageTargets = ['spot', 'emotions', 'draft', 'reveal', 'critique', 'done'] as const;

export const critiqueInputSchema = z
  .object({
    attemptId: id,
    text: z.string().max(MAX_DRAFT_CHARS),
    ratings: z.record(z.string().max(60), z.string().max(40)).default({}),
  })
  .strict();
