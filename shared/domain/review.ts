// Supervision as the API exposes it: the review queue, blind-first rating, reconciling with the AI
// judges, comments anchored to spans, releasing feedback, judge calibration, the class dashboard
// and exports.
import { z } from 'zod';
import type { Calibration } from '../stats/calibrate';
import { RUBRIC_IDS } from '../rubrics/registry';
import type { ItemJudgement } from './judging';
import type { AttemptStatus } from './practice';

const id = z.number().int().positive();

export const REVIEW_STATUSES = ['awaiting', 'blind_done', 'released'] as const;
/** awaiting: no blind rating by this supervisor yet; blind_done: rated, judges visible; released: the trainee sees it. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewQueueFilterSchema = z
  .object({
    cohort: z.string().max(60).optional(),
    traineeId: id.optional(),
    exerciseId: id.optional(),
    cultureId: z.string().max(40).optional(),
    status: z.enum(REVIEW_STATUSES).optional(),
  })
  .strict();
export type ReviewQueueFilter = z.infer<typeof reviewQueueFilterSchema>;

export type ReviewQueueItem = {
  attemptId: number;
  trainee: { id: number; name: string; cohort: string | null };
  exercise: { id: number; title: string };
  scenario: { title: string; cultureId: string; cultureName: string };
  attemptStatus: AttemptStatus;
  completedAt: string | null;
  versions: number;
  hasCritique: boolean;
  /** This supervisor's review of the attempt. */
  status: ReviewStatus;
  /** How many supervisors have rated it blind. */
  reviewers: number;
};

/** Comments are anchored to a span of the trainee's final reply or critique, or are the overall comment. */
export const COMMENT_TARGETS = ['reply', 'critique'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

export type ReviewComment = {
  id: number;
  target: CommentTarget;
  start: number;
  end: number;
  quote: string;
  body: string;
  authorName: string | null;
  createdAt: string;
};

/** One rubric item in the reconcile view: the supervisor's blind rating beside each judge's. */
export type ReconcileItem = {
  rubricId: string;
  item: string;
  supervisor: { option: string | null; score: number | null };
  judges: (Pick<ItemJudgement, 'judgeId' | 'status' | 'score' | 'option' | 'rationale'> & { judgeLabel: string })[];
  /** The rating released to the trainee: the supervisor's own, or a judge's accepted by the supervisor. */
  final: { option: string; score: number | null; source: 'supervisor' | 'judge'; judgeId: string | null } | null;
};

export type ReviewState = {
  attemptId: number;
  trainee: { id: number; name: string; cohort: string | null };
  exerciseId: number;
  exerciseTitle: string;
  scenario: { title: string; cultureId: string; cultureName: string; language: string; postText: string };
  rubricIds: string[];
  /** The trainee's final (last) version and critique, as the supervisor rates them. */
  finalVersion: { id: number; number: number; text: string; submittedAt: string } | null;
  critique: {
    text: string;
    responseId: number | null;
    responseText: string;
    traineeRatings: Record<string, string>;
  } | null;
  status: ReviewStatus;
  /** This supervisor's blind ratings: rubric id -> item -> option code (of the final version); critique: Rubric B of the Standard response. */
  blind: {
    reply: Record<string, Record<string, string>>;
    critique: Record<string, string>;
    submittedAt: string | null;
  };
  /** Null until the blind rating is submitted: AI scores are never shown before. */
  reconcile: ReconcileItem[] | null;
  comments: ReviewComment[];
  overallComment: string;
  releasedAt: string | null;
};

/** What the trainee sees once a review is released. */
export type ReleasedReview = {
  attemptId: number;
  supervisorName: string | null;
  releasedAt: string;
  finalRatings: { rubricId: string; item: string; option: string; score: number | null }[];
  comments: ReviewComment[];
  overallComment: string;
  finalVersion: { id: number; text: string } | null;
  critiqueText: string | null;
};

export const blindRatingInputSchema = z
  .object({
    attemptId: id,
    /** rubric id -> item -> option code (null clears); rubrics left out stay as they are. */
    reply: z.partialRecord(z.enum(RUBRIC_IDS), z.record(z.string().max(60), z.string().max(40).nullable())),
    critique: z.record(z.string().max(60), z.string().max(40).nullable()).default({}),
    /** true locks the blind rating and opens the reconcile view. */
    submit: z.boolean().default(false),
  })
  .strict();

export const reconcileInputSchema = z
  .object({
    attemptId: id,
    rubricId: z.enum(RUBRIC_IDS),
    item: z.string().min(1).max(60),
    /** Accept a judge's rating as final, or keep (override with) the supervisor's own option. */
    decision: z.union([
      z.object({ accept: z.string().min(1).max(60) }).strict(),
      z.object({ override: z.string().min(1).max(40) }).strict(),
    ]),
  })
  .strict();

export const commentInputSchema = z
  .object({
    attemptId: id,
    target: z.enum(COMMENT_TARGETS),
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    body: z.string().trim().min(1).max(4000),
  })
  .strict()
  .refine((c) => c.end > c.start, { message: 'end_before_start' });

/** Calibration: one judge x rubric item over everything rated by both a supervisor and the judge. */
export type CalibrationRow = {
  judgeId: string;
  judgeLabel: string;
  rubricId: string;
  item: string;
  result: Calibration;
  /** Below the instructor's threshold (or not enough data to tell): the item is advisory and hidden from trainees. */
  advisory: boolean;
};

export type CalibrationReport = {
  threshold: CalibrationThreshold;
  rows: CalibrationRow[];
  generatedAt: string;
};

export const calibrationThresholdSchema = z
  .object({
    statistic: z.enum(['weighted_kappa', 'kappa', 'icc']).default('weighted_kappa'),
    minimum: z.number().min(-1).max(1).default(0.4),
    /** Pairs needed before a judge x item can count as calibrated; with fewer it is advisory. */
    minPairs: z.number().int().min(2).max(1000).default(10),
    /**
     * Hide advisory judge x item scores from trainees. Off by default: before any supervisor has
     * reviewed, every judge is advisory, and hiding would leave trainees without feedback.
     */
    enforce: z.boolean().default(false),
  })
  .strict();
export type CalibrationThreshold = z.infer<typeof calibrationThresholdSchema>;

export type DashboardFilter = { cohort?: string; exerciseId?: number };
export const dashboardFilterSchema = z
  .object({ cohort: z.string().max(60).optional(), exerciseId: id.optional() })
  .strict();

export type ClassDashboard = {
  /** Per rubric item: how many final versions got each option (supervisor final ratings where released, else judges' means rounded). */
  distributions: { rubricId: string; item: string; counts: Record<string, number> }[];
  byCulture: {
    cultureId: string;
    cultureName: string;
    rubricId: string;
    item: string;
    mean: number | null;
    n: number;
  }[];
  overTime: { week: string; rubricId: string; item: string; mean: number | null; n: number }[];
  spotting: {
    kind: 'distress' | 'cultural_signal';
    label: string;
    recall: number | null;
    found: number;
    expert: number;
  }[];
  strategyMix: { source: 'trainees' | 'exemplars'; strategy: string; share: number; sentences: number }[];
  agreement: CalibrationRow[];
  /** awaitingReview: completed attempts whose AI values are left out because the viewer has not rated them blind. */
  counts: { trainees: number; attempts: number; completed: number; reviewed: number; awaitingReview: number };
};

export const EXPORT_KINDS = ['grades_csv', 'research_jsonl', 'trainee_pdf', 'exercise_pdf'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportRequestSchema = z
  .object({
    kind: z.enum(EXPORT_KINDS),
    cohort: z.string().max(60).optional(),
    exerciseId: id.optional(),
    traineeId: id.optional(),
  })
  .strict();

/** Described before anything is written: which fields the export contains. */
export type ExportDescription = {
  kind: ExportKind;
  fileName: string;
  fields: { name: string; description: string }[];
  rows: number;
};
export type ExportFile = {
  fileName: string;
  mimeType: string;
  /** text for CSV/JSONL, base64 for PDF */ content: string;
  encoding: 'utf8' | 'base64';
  description: ExportDescription;
};
