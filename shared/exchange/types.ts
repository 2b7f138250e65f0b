// What the exchange methods return: previews and reports of opened files, exports with a summary of
// exactly what the file holds, judge destinations for consent, and LMS grade files.
import type { ScoreResult } from '../domain/judging';
import type { RejectReason } from './schemas';

export type JudgeDestination = { label: string; model: string; host: string; offMachine: boolean };

export type ExerciseFileExport = {
  fileName: string;
  content: string;
  summary: {
    title: string;
    version: number;
    scenarios: number;
    responses: number;
    judges: JudgeDestination[];
    /** Judges that run inside this app (local models) do not travel; trainees use their own defaults. */
    judgesLeftOut: string[];
    /** The instructor's key fingerprint, for trainees to compare. */
    fingerprint: string;
  };
};

export type ExercisePreview = {
  dryRun: boolean;
  fileName: string;
  /** new; identical (opened before: nothing changes); newer (updates it); older (ignored). */
  status: 'new' | 'identical' | 'newer' | 'older';
  exerciseId: number | null;
  title: string;
  version: number;
  scenarios: string[];
  instructor: { name: string; fingerprint: string };
  programmeName: string;
  /** The first file from this instructor: their key is remembered from now on. */
  firstUseOfKey: boolean;
  assignedNow: boolean;
  judges: JudgeDestination[];
};

export type JudgeConsent = {
  exerciseId: number;
  /** True when the exercise came in a file and names judges this person has not allowed yet. */
  needed: boolean;
  allowedAt: string | null;
  judges: JudgeDestination[];
};

export type Contact = { shownName: string; email: string | null; lmsId: string | null; pseudonym: string };

export type SubmissionExport = {
  fileName: string;
  content: string;
  summary: {
    exercise: string;
    shownName: string;
    email: string | null;
    lmsId: string | null;
    attempts: { scenario: string; status: string; versions: number; scores: number; critique: boolean }[];
    /** Role-play conversations of the exercise in the file. */
    roleplays: { scenario: string; turns: number; scored: boolean }[];
  };
};

export type SubmissionFileOutcome = {
  fileName: string;
  /** new attempts, newer versions of imported ones, already imported (skipped), or rejected. */
  status: 'new' | 'newer' | 'skipped' | 'rejected';
  trainee: string | null;
  exercise: string | null;
  attempts: { new: number; newer: number; skipped: number };
  /** Role-play conversations in the file, counted like attempts. */
  roleplays: { new: number; newer: number; skipped: number };
  reason: RejectReason | null;
  message: string | null;
};

export type SubmissionImportReport = {
  dryRun: boolean;
  batchId: number | null;
  files: SubmissionFileOutcome[];
  totals: { new: number; newer: number; skipped: number; rejected: number };
};

export type SubmissionBatch = {
  id: number;
  createdAt: string;
  undoneAt: string | null;
  files: number;
  attempts: number;
  reviewed: number;
};

export type UndoSubmissionsResult = {
  /** Reviewed attempts would be removed: nothing was done; ask and call again with confirm. */
  needsConfirmation: boolean;
  reviewed: number;
  removed: number;
  restored: number;
};

export type FeedbackExport = { fileName: string; content: string; trainee: string; reviews: number; comments: number };

export type FeedbackImportReport = {
  fileName: string;
  exercise: string;
  reviews: number;
  comments: number;
  /** Reviews already opened from an earlier copy of the file. */
  unchanged: number;
};

export type LmsKind = 'moodle' | 'canvas';

export type LmsGradesFile = {
  kind: LmsKind;
  fileName: string;
  content: string;
  rows: number;
  /** Trainees without an email or LMS id: the LMS cannot match them, so they are listed here. */
  unmatched: string[];
  rule: string;
};

export type ReportedScores = {
  attemptId: number;
  /** Per version: the scores the trainee's app reported (shown after the viewer's blind review) and whether this computer re-scored it. */
  versions: { versionId: number; number: number; reported: ScoreResult[]; rescored: boolean }[];
};

/** The provider id of a role-play session that arrived in a submission file (it was played elsewhere). */
export const SUBMITTED_ROLEPLAY_PROVIDER = 'submission-file';
