// The one API contract: every method's name, zod request schema, response type and who may call it.
// The Electron preload and the browser-mode web host both expose exactly these methods.
import { z } from 'zod';
import {
  accountInputSchema,
  auditFilterSchema,
  joinSchema,
  setupSchema,
  signInSchema,
  type Account,
  type AuditEntry,
  type AuthStatus,
  type IssuedJoinCode,
  type RosterReport,
} from '../domain/accounts';
import {
  cohortSchema,
  displayNameSchema,
  passcodeSchema,
  ROLES,
  type ProfileSummary,
  type Role,
} from '../domain/profile';
import { UI_LOCALES, type UiLocale } from '../i18n/locales';
import {
  libraryFilterSchema,
  responseInputSchema,
  scenarioInputSchema,
  SPAN_KINDS,
  type Culture,
  type CulturecareImportReport,
  type ImportBatch,
  type LibraryFacets,
  type LibraryResponse,
  type PackImportReport,
  type ScenarioDetail,
  type ScenarioSummary,
  type Span,
  spanInputSchema,
} from '../domain/library';
import type { TaskStarted } from './events';
import { MAX_IMPORT_CHARS } from './limits';
import type { BackupInfo } from '../domain/backups';
import {
  batchScoreRequestSchema,
  judgeProviderInputSchema,
  scoreRequestSchema,
  type ConnectionTest,
  type JudgeProvider,
  type ScoreResult,
} from '../domain/judging';
import type { Rubric } from '../rubrics/types';
import { ADAPTATION_STRATEGIES } from '../domain/vocabulary';
import { modelIdSchema } from '../models/manifest';
import type { ModelDownloadResult, ModelStatus } from '../models/status';
import {
  critiqueInputSchema,
  exerciseInputSchema,
  MAX_DRAFT_CHARS,
  MAX_EMOTION_TAGS,
  practiceStageTargets,
  signalMarkInputSchema,
  type AssignedExercise,
  type AttemptState,
  type Exercise,
  type HistoryAttempt,
  type VersionFeedback,
} from '../domain/practice';
import { humanRatingInputSchema, type HumanRating } from '../domain/ratings';
import type { AnalysisResult } from '../analyzer/types';
import type { SetupStatus } from '../domain/setup';
import {
  roleCardCreateSchema,
  roleCardUpdateSchema,
  roleplayScoreSchema,
  roleplaySaySchema,
  roleplayStartSchema,
  ROLEPLAY_MODES,
  turnFeedbackRequestSchema,
  type RoleCard,
  type RoleplayComment,
  type RoleplayComparison,
  type RoleplayScores,
  type RoleplaySession,
} from '../domain/roleplay';
import {
  blindRatingInputSchema,
  calibrationThresholdSchema,
  commentInputSchema,
  dashboardFilterSchema,
  exportRequestSchema,
  reconcileInputSchema,
  reviewQueueFilterSchema,
  type CalibrationReport,
  type CalibrationThreshold,
  type ClassDashboard,
  type ExportDescription,
  type ExportFile,
  type ReleasedReview,
  type ReviewQueueItem,
  type ReviewState,
} from '../domain/review';
import { pairCompareRequestSchema, type PairCompareResult } from '../domain/pairwise';
import { coachNoteRequestSchema, type ChangeTrends, type VersionCoachNote } from '../coach/note';
import type {
  Contact,
  ExerciseFileExport,
  ExercisePreview,
  FeedbackExport,
  FeedbackImportReport,
  JudgeConsent,
  LmsGradesFile,
  ReportedScores,
  SubmissionBatch,
  SubmissionExport,
  SubmissionImportReport,
  UndoSubmissionsResult,
} from '../exchange/types';

/** public: no profile needed; signedIn: any profile; a role list: only those roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export type MethodKind = 'call' | 'task';

export type MethodDef<Req extends z.ZodType, Res, Kind extends MethodKind = 'call'> = {
  kind: Kind;
  request: Req;
  access: Access;
  /** Phantom field carrying the response type; never set at runtime. */
  response?: Res;
  /** For tasks: the type of the final value delivered with `task.done`. */
  taskResult?: unknown;
};

const call =
  <Res>() =>
  <Req extends z.ZodType>(request: Req, access: Access): MethodDef<Req, Res> => ({
    kind: 'call',
    request,
    access,
  });

const task =
  <Result>() =>
  <Req extends z.ZodType>(request: Req, access: Access) =>
    ({ kind: 'task', request, access }) as MethodDef<Req, TaskStarted, 'task'> & { taskResult?: Result };

const empty = z.object({}).strict();
const id = z.number().int().positive();

export type AppInfo = {
  version: string;
  shell: 'electron' | 'browser';
  /** A desktop app for the people on this computer, or a class server for a whole course. */
  mode: 'desktop' | 'server';
  dataDir: string;
  databasePath: string;
  schemaVersion: number;
  settingsPath: string;
  /** Where releases of this build are published (https only), or null when the build does not say. */
  releasesUrl: string | null;
  /** Versions of the runtime: Node always; Electron and Chromium in the desktop app. */
  runtime: { node: string; electron: string | null; chrome: string | null };
};

/** A file the operating system opened with the app, waiting to be imported or dismissed. */
export type OpenedFile = {
  id: number;
  fileName: string;
  /** One of the app's file types (shared/file-types.ts), e.g. ccpack. */
  extension: string;
  sizeBytes: number;
  /** Why it cannot be imported, or null. */
  problem: 'too_large' | 'unreadable' | null;
};

export type DatabaseStatus = {
  path: string;
  schemaVersion: number;
  latestVersion: number;
  integrity: string[];
  sizeBytes: number;
};

/** `languageChosen` is false until someone picks a language: the app then follows the system's language. */
export type Settings = { language: UiLocale; languageChosen: boolean; lastProfileId: number | null };

export type BackupResult = BackupInfo & { pages: number };

/** A finished restore: which backup, the name the data before it was kept under, and its schema version. */
export type RestoreResult = { restoredFrom: string; keptAside: string; schemaVersion: number };

export const contract = {
  'app.info': call<AppInfo>()(empty, 'public'),

  'session.get': call<{ profile: ProfileSummary | null }>()(empty, 'public'),
  'session.switch': call<ProfileSummary>()(
    z.object({ profileId: id, passcode: z.string().max(128).optional() }).strict(),
    'public',
  ),
  'session.signOut': call<null>()(empty, 'public'),

  /** Whether this is a class server and whether it still needs its first instructor. */
  'auth.status': call<AuthStatus>()(empty, 'public'),
  /** Class server: sign in with name or email and password (throttled per account and per address). */
  'auth.signIn': call<ProfileSummary>()(signInSchema, 'public'),
  /** Class server: set one's password with a one-time join code from an instructor, and sign in. */
  'auth.join': call<ProfileSummary>()(joinSchema, 'public'),
  /** Class server: create the first instructor with the setup code printed on the server's console. */
  'auth.setup': call<ProfileSummary>()(setupSchema, 'public'),
  /** Class server: end every session of the signed-in person, on every device. */
  'auth.signOutEverywhere': call<null>()(empty, 'signedIn'),

  'accounts.list': call<Account[]>()(empty, ['instructor']),
  /** A new account; its owner sets a password with the one-time join code returned (shown once). */
  'accounts.create': call<IssuedJoinCode>()(accountInputSchema, ['instructor']),
  'accounts.importRoster': call<RosterReport>()(
    z
      .object({
        fileName: z.string().min(1).max(260),
        content: z.string().min(1).max(2_000_000),
        dryRun: z.boolean().default(false),
      })
      .strict(),
    ['instructor'],
  ),
  /** A new join code for the account; its password stops working and its sessions end. */
  'accounts.resetPassword': call<IssuedJoinCode>()(z.object({ profileId: id }).strict(), ['instructor']),
  /** Staff actions (exports, releases, judge and account changes, imports, backups), newest first. */
  'audit.list': call<AuditEntry[]>()(auditFilterSchema, ['instructor']),

  'profiles.list': call<ProfileSummary[]>()(empty, 'public'),
  'profiles.create': call<ProfileSummary>()(
    z
      .object({
        displayName: displayNameSchema,
        role: z.enum(ROLES),
        passcode: passcodeSchema.optional(),
        cohort: cohortSchema.nullable().optional(),
      })
      .strict(),
    'public',
  ),
  'profiles.rename': call<ProfileSummary>()(
    z.object({ profileId: id, displayName: displayNameSchema }).strict(),
    'signedIn',
  ),
  'profiles.delete': call<null>()(
    z.object({ profileId: id, passcode: z.string().max(128).optional() }).strict(),
    'signedIn',
  ),
  'profiles.setCohort': call<ProfileSummary>()(z.object({ profileId: id, cohort: cohortSchema.nullable() }).strict(), [
    'instructor',
  ]),

  'settings.get': call<Settings>()(empty, 'public'),
  'settings.setLanguage': call<Settings>()(z.object({ language: z.enum(UI_LOCALES) }).strict(), 'public'),
  'setup.status': call<SetupStatus>()(empty, ['instructor']),
  'setup.dismiss': call<SetupStatus>()(empty, ['instructor']),

  'data.status': call<DatabaseStatus>()(empty, 'signedIn'),
  'data.backup': task<BackupResult>()(empty, 'signedIn'),
  /** Finished backups in the data folder's backups/, newest first, with size, date and whether verified. */
  'data.backups': call<BackupInfo[]>()(empty, ['instructor']),
  /**
   * Replaces the database with a backup from the backups folder (by file name): the current data is
   * kept aside first as a 'before_restore' backup, then the services restart on the restored file and
   * every open window is told (event app.restored) to reload.
   */
  'data.restore': call<RestoreResult>()(
    z.object({ fileName: z.string().regex(/^[\w.-]{1,200}\.sqlite3$/, 'a backup file name') }).strict(),
    ['instructor'],
  ),

  'cultures.list': call<Culture[]>()(empty, 'public'),
  'cultures.create': call<Culture>()(
    z
      .object({
        name: z.string().trim().min(1).max(80),
        languages: z.array(z.enum(['en', 'de', 'ar', 'he', 'zh'])).min(1),
        notes: z.string().max(2000).default(''),
      })
      .strict(),
    ['instructor'],
  ),

  'library.list': call<{ items: ScenarioSummary[]; facets: LibraryFacets; total: number }>()(
    libraryFilterSchema,
    'public',
  ),
  'library.get': call<ScenarioDetail>()(z.object({ id }).strict(), 'public'),
  'library.createScenario': call<ScenarioDetail>()(scenarioInputSchema, ['instructor']),
  'library.updateScenario': call<ScenarioDetail>()(scenarioInputSchema.extend({ id }).strict(), ['instructor']),
  'library.deleteScenario': call<null>()(z.object({ id }).strict(), ['instructor']),
  'library.saveResponse': call<LibraryResponse>()(responseInputSchema, ['instructor']),

  'spans.add': call<Span>()(spanInputSchema, ['instructor']),
  'spans.update': call<Span>()(
    z
      .object({
        id,
        kind: z.enum(SPAN_KINDS),
        label: z.string().max(40).nullable(),
        note: z.string().max(500).default(''),
      })
      .strict(),
    ['instructor'],
  ),
  'spans.delete': call<Span>()(z.object({ id }).strict(), ['instructor']),

  'import.culturecare': call<CulturecareImportReport>()(
    z
      .object({
        fileName: z.string().min(1).max(260),
        content: z.string().min(1).max(MAX_IMPORT_CHARS),
        textsFileName: z.string().max(260).optional(),
        texts: z.string().max(MAX_IMPORT_CHARS).optional(),
        dryRun: z.boolean().default(false),
      })
      .strict(),
    ['instructor'],
  ),
  'import.pack': call<PackImportReport>()(
    z
      .object({
        fileName: z.string().min(1).max(260),
        content: z.string().min(1).max(MAX_IMPORT_CHARS),
        replace: z.array(z.string().max(200)).default([]),
        dryRun: z.boolean().default(false),
      })
      .strict(),
    ['instructor'],
  ),
  'import.list': call<ImportBatch[]>()(empty, ['instructor']),

  /** Files opened with the app from the operating system (double-click, command line). */
  'files.opened': call<OpenedFile[]>()(empty, 'signedIn'),
  /** Previews (dryRun) or imports an opened scenario pack; after an import the file stops waiting. */
  'files.importPack': call<PackImportReport>()(
    z.object({ id, replace: z.array(z.string().max(200)).default([]), dryRun: z.boolean().default(true) }).strict(),
    ['instructor'],
  ),
  'files.dismiss': call<null>()(z.object({ id }).strict(), 'signedIn'),
  'import.undo': call<{ removed: number; restored: number }>()(z.object({ batchId: id }).strict(), ['instructor']),
  'export.pack': call<{ fileName: string; content: string; scenarios: number }>()(
    z
      .object({
        ids: z.array(id).max(5000).optional(),
        culture: z.string().max(40).optional(),
        /** Keep authors' profile names and sign with the exporter's; by default names are left out. */
        sign: z.boolean().default(false),
      })
      .strict(),
    ['instructor'],
  ),

  'rubrics.list': call<Rubric[]>()(empty, 'public'),
  'judges.list': call<JudgeProvider[]>()(empty, 'signedIn'),
  'judges.save': call<JudgeProvider>()(judgeProviderInputSchema, ['instructor']),
  'judges.delete': call<null>()(z.object({ id: z.string().min(1).max(60) }).strict(), ['instructor']),
  'judges.test': call<ConnectionTest>()(z.object({ id: z.string().min(1).max(60) }).strict(), ['instructor']),
  /** Staff only: a trainee could otherwise score their own text and read what their exercise keeps hidden. */
  'judges.score': task<ScoreResult>()(scoreRequestSchema, ['instructor', 'supervisor']),
  /** Many replies on one rubric at once (research batches); one result per text, in order. */
  'judges.batch': task<ScoreResult[]>()(batchScoreRequestSchema, ['instructor', 'supervisor']),
  /** Which of two replies to the same post does better on each item, asked in both orders. */
  'judges.compare': task<PairCompareResult>()(pairCompareRequestSchema, ['instructor', 'supervisor']),
  'generate.run': task<{
    responses: { id: number; strategy: string; text: string }[];
    sentTo: { host: string; offMachine: boolean };
    cancelled: boolean;
  }>()(
    z
      .object({
        scenarioId: id,
        strategies: z.array(z.enum(ADAPTATION_STRATEGIES)).min(1).max(5),
        providerId: z.string().min(1).max(60),
        temperature: z.number().min(0).max(2).default(0.7),
        maxTokens: z.number().int().min(50).max(4000).default(700),
      })
      .strict(),
    ['instructor'],
  ),
  /** How API keys are sealed here, why (browser mode, or no OS keychain on this desktop), and judges whose key cannot be read. */
  'secrets.info': call<{
    storage: 'os-keychain' | 'encrypted-file';
    why: 'browser-mode' | 'no-keychain' | null;
    unreadableJudges: string[];
  }>()(empty, 'signedIn'),

  'models.list': call<ModelStatus[]>()(empty, 'signedIn'),
  'models.download': task<ModelDownloadResult>()(z.object({ id: modelIdSchema }).strict(), ['instructor']),
  'models.delete': call<ModelStatus>()(z.object({ id: modelIdSchema }).strict(), ['instructor']),

  'exercises.list': call<Exercise[]>()(z.object({ includeArchived: z.boolean().default(false) }).strict(), [
    'instructor',
    'supervisor',
  ]),
  'exercises.get': call<Exercise>()(z.object({ id }).strict(), ['instructor', 'supervisor']),
  'exercises.create': call<Exercise>()(exerciseInputSchema, ['instructor']),
  'exercises.update': call<Exercise>()(exerciseInputSchema.extend({ id }).strict(), ['instructor']),
  /** A copy with the same scenarios and settings, assigned to nobody yet; title: the copy's title (translated by the UI). */
  'exercises.duplicate': call<Exercise>()(
    z.object({ id, title: z.string().trim().min(1).max(160).optional() }).strict(),
    ['instructor'],
  ),
  'exercises.setArchived': call<Exercise>()(z.object({ id, archived: z.boolean() }).strict(), ['instructor']),

  /** The signed-in profile's assigned exercises (directly or through their cohort), with attempt status per scenario. */
  'practice.assigned': call<AssignedExercise[]>()(empty, 'signedIn'),
  /** Resumes the attempt on this exercise and scenario, or starts one. */
  'practice.open': call<AttemptState>()(z.object({ exerciseId: id, scenarioId: id }).strict(), 'signedIn'),
  'practice.get': call<AttemptState>()(z.object({ attemptId: id }).strict(), 'signedIn'),
  /** Skips the scenario (recorded, never penalised). */
  'practice.skip': call<AttemptState>()(
    z.object({ attemptId: id, reason: z.string().max(500).default('') }).strict(),
    'signedIn',
  ),
  /** Moves to a later stage (or back to drafting for a revision while rounds remain). */
  'practice.advance': call<AttemptState>()(
    z.object({ attemptId: id, to: z.enum(practiceStageTargets) }).strict(),
    'signedIn',
  ),
  'practice.saveMarks': call<AttemptState>()(
    z.object({ attemptId: id, marks: z.array(signalMarkInputSchema).max(200) }).strict(),
    'signedIn',
  ),
  'practice.submitSpotting': call<AttemptState>()(z.object({ attemptId: id }).strict(), 'signedIn'),
  'practice.saveEmotions': call<AttemptState>()(
    z.object({ attemptId: id, emotions: z.array(z.string().trim().min(1).max(40)).max(MAX_EMOTION_TAGS) }).strict(),
    'signedIn',
  ),
  /** Autosave of the working text; cheap, called while typing. */
  'practice.saveDraft': call<{ savedAt: string }>()(
    z.object({ attemptId: id, text: z.string().max(MAX_DRAFT_CHARS) }).strict(),
    'signedIn',
  ),
  /** Stores the text as a new version; forFeedback uses a feedback round, otherwise it is the final version. */
  'practice.submitVersion': call<AttemptState>()(
    z.object({ attemptId: id, text: z.string().trim().min(1).max(MAX_DRAFT_CHARS), forFeedback: z.boolean() }).strict(),
    'signedIn',
  ),
  /** Scores a version with the exercise's rubrics and judges; each judgement streams as task.output. */
  /** rescoreMissing (staff only): asks the judges again for the items whose stored judgement is missing. */
  'practice.scoreVersion': task<VersionFeedback[]>()(
    z.object({ versionId: id, rescoreMissing: z.boolean().default(false) }).strict(),
    'signedIn',
  ),
  /**
   * The coach's note on one of the signed-in trainee's versions, explained in `locale`: written by the
   * exercise's coach model (task.output key 'note' carries how many characters have arrived) or
   * assembled from the fast analyzer. Not a feedback round.
   */
  'practice.coachNote': task<VersionCoachNote>()(coachNoteRequestSchema, 'signedIn'),
  /** How often the signed-in trainee's last notes asked for each kind of change. */
  'practice.changeTrends': call<ChangeTrends>()(empty, 'signedIn'),
  /** Live coaching from the fast local analyzer on the working text (never rubric scores). */
  'practice.coach': call<AnalysisResult>()(
    z.object({ attemptId: id, text: z.string().max(MAX_DRAFT_CHARS) }).strict(),
    'signedIn',
  ),
  'practice.saveCritique': call<AttemptState>()(critiqueInputSchema, 'signedIn'),
  'practice.history': call<HistoryAttempt[]>()(empty, 'signedIn'),

  /** Human ratings (self, peer, supervisor) on the same rubric items as the judges. */
  'ratings.save': call<HumanRating[]>()(humanRatingInputSchema, 'signedIn'),
  'ratings.list': call<HumanRating[]>()(
    z.object({ targetType: z.enum(['draft_version', 'response']), targetId: id }).strict(),
    'signedIn',
  ),

  /** Submitted attempts to review, for supervisors (and instructors), filterable. */
  'review.queue': call<ReviewQueueItem[]>()(reviewQueueFilterSchema, ['supervisor', 'instructor']),
  /** One attempt as this reviewer sees it: AI scores only after their blind rating is submitted. */
  'review.get': call<ReviewState>()(z.object({ attemptId: id }).strict(), ['supervisor', 'instructor']),
  'review.saveBlind': call<ReviewState>()(blindRatingInputSchema, ['supervisor', 'instructor']),
  'review.reconcile': call<ReviewState>()(reconcileInputSchema, ['supervisor', 'instructor']),
  'review.addComment': call<ReviewState>()(commentInputSchema, ['supervisor', 'instructor']),
  'review.deleteComment': call<ReviewState>()(z.object({ attemptId: id, commentId: id }).strict(), [
    'supervisor',
    'instructor',
  ]),
  'review.setOverallComment': call<ReviewState>()(z.object({ attemptId: id, text: z.string().max(8000) }).strict(), [
    'supervisor',
    'instructor',
  ]),
  /** Releases (or withdraws) this reviewer's feedback to the trainee. */
  'review.release': call<ReviewState>()(z.object({ attemptId: id, released: z.boolean() }).strict(), [
    'supervisor',
    'instructor',
  ]),
  /** The released reviews of one of the signed-in trainee's attempts (or any, for staff). */
  'review.released': call<ReleasedReview[]>()(z.object({ attemptId: id }).strict(), 'signedIn'),

  'calibration.report': call<CalibrationReport>()(
    z.object({ rubricId: z.enum(['rubric-a', 'rubric-b']).optional() }).strict(),
    ['supervisor', 'instructor'],
  ),
  'calibration.getThreshold': call<CalibrationThreshold>()(empty, 'signedIn'),
  'calibration.setThreshold': call<CalibrationThreshold>()(calibrationThresholdSchema, ['instructor']),

  'dashboard.class': call<ClassDashboard>()(dashboardFilterSchema, ['supervisor', 'instructor']),

  /** Which fields an export will contain and how many rows, before anything is written. */
  'exports.describe': call<ExportDescription>()(exportRequestSchema, ['supervisor', 'instructor']),
  'exports.create': task<ExportFile>()(exportRequestSchema, ['supervisor', 'instructor']),

  'roleplay.cards.list': call<RoleCard[]>()(z.object({ scenarioId: id.optional() }).strict(), 'signedIn'),
  'roleplay.cards.get': call<RoleCard>()(z.object({ id }).strict(), 'signedIn'),
  /** Builds a role card from a scenario, sampling the traits from the seed (a random seed when absent). */
  'roleplay.cards.create': call<RoleCard>()(roleCardCreateSchema, ['instructor']),
  /** Edits or locks attributes, or re-samples the unlocked ones from a new seed; each change is a new version. */
  'roleplay.cards.update': call<RoleCard>()(roleCardUpdateSchema, ['instructor']),
  'roleplay.sessions': call<RoleplaySession[]>()(
    z.object({ roleCardId: id.optional(), profileId: id.optional() }).strict(),
    'signedIn',
  ),
  'roleplay.start': call<RoleplaySession>()(roleplayStartSchema, 'signedIn'),
  'roleplay.get': call<RoleplaySession>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  /** The help-seeker's opening message (streamed) when the session has no turns yet. */
  'roleplay.open': task<RoleplaySession>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  /** The trainee's turn; the help-seeker's answer streams as task.output (key 'seeker'). */
  'roleplay.say': task<RoleplaySession>()(roleplaySaySchema, 'signedIn'),
  'roleplay.pause': call<RoleplaySession>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  'roleplay.resume': call<RoleplaySession>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  'roleplay.end': call<RoleplaySession>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  /** A new session on the same role card and settings. */
  'roleplay.restart': call<RoleplaySession>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  'roleplay.setCoaching': call<RoleplaySession>()(z.object({ sessionId: id, enabled: z.boolean() }).strict(), [
    'instructor',
  ]),
  /** Trainees may move their session from practice to assessment mode, never back; instructors either way. */
  'roleplay.setMode': call<RoleplaySession>()(
    z.object({ sessionId: id, mode: z.enum(ROLEPLAY_MODES) }).strict(),
    'signedIn',
  ),
  /** Practice mode: feedback on one of the trainee's turns (strategy, likely feeling, another phrasing). */
  'roleplay.turnFeedback': task<RoleplaySession>()(turnFeedbackRequestSchema, 'signedIn'),
  'roleplay.score': task<RoleplayScores>()(roleplayScoreSchema, 'signedIn'),
  'roleplay.scores': call<RoleplayScores | null>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  'roleplay.compare': task<RoleplayComparison>()(
    z.object({ a: id, b: id, judgeIds: z.array(z.string().min(1).max(60)).max(5).optional() }).strict(),
    'signedIn',
  ),
  'roleplay.comments': call<RoleplayComment[]>()(z.object({ sessionId: id }).strict(), 'signedIn'),
  'roleplay.addComment': call<RoleplayComment[]>()(
    z.object({ sessionId: id, turnIndex: z.number().int().min(0), body: z.string().trim().min(1).max(4000) }).strict(),
    ['supervisor', 'instructor'],
  ),

  /** The offline class exchange: exercise files out, submission files in, feedback files back, LMS grades. */
  'exchange.exportExercise': call<ExerciseFileExport>()(z.object({ exerciseId: id }).strict(), ['instructor']),
  /** Previews (dryRun) or opens an exercise file: checks its signature and trusts its instructor's key on first use. */
  'exchange.importExercise': call<ExercisePreview>()(
    z
      .object({
        fileName: z.string().min(1).max(260),
        content: z.string().min(1).max(MAX_IMPORT_CHARS),
        dryRun: z.boolean().default(true),
      })
      .strict(),
    'signedIn',
  ),
  'exchange.judgeConsent': call<JudgeConsent>()(z.object({ exerciseId: id }).strict(), 'signedIn'),
  /** Allows an imported exercise's judges to receive text from this computer, and sets them up here. */
  'exchange.allowJudges': call<JudgeConsent>()(z.object({ exerciseId: id }).strict(), 'signedIn'),
  'exchange.contact': call<Contact>()(empty, 'signedIn'),
  'exchange.setContact': call<Contact>()(
    z
      .object({
        shownName: displayNameSchema,
        email: z.email().max(254).nullable(),
        lmsId: z.string().trim().min(1).max(100).nullable(),
      })
      .strict(),
    'signedIn',
  ),
  'exchange.exportSubmission': call<SubmissionExport>()(
    z.object({ exerciseId: id, attemptId: id.optional() }).strict(),
    'signedIn',
  ),
  /** Many submission files (zip archives as base64) at once: a preview (dryRun) or the import. */
  'exchange.importSubmissions': call<SubmissionImportReport>()(
    z
      .object({
        files: z
          .array(
            z
              .object({
                fileName: z.string().min(1).max(500),
                content: z.string().max(MAX_IMPORT_CHARS * 2),
                encoding: z.enum(['utf8', 'base64']).default('utf8'),
              })
              .strict(),
          )
          .min(1)
          .max(2000),
        dryRun: z.boolean().default(true),
      })
      .strict(),
    ['supervisor', 'instructor'],
  ),
  'exchange.batches': call<SubmissionBatch[]>()(empty, ['supervisor', 'instructor']),
  /** Undoes a submission import; when its attempts were reviewed it asks first (confirm). */
  'exchange.undoSubmissions': call<UndoSubmissionsResult>()(
    z.object({ batchId: id, confirm: z.boolean().default(false) }).strict(),
    ['supervisor', 'instructor'],
  ),
  'exchange.reportedScores': call<ReportedScores>()(z.object({ attemptId: id }).strict(), ['supervisor', 'instructor']),
  /** Scores an imported attempt's versions with this computer's judges (cache-aware). */
  'exchange.rescore': task<VersionFeedback[][]>()(z.object({ attemptId: id }).strict(), ['supervisor', 'instructor']),
  'exchange.exportFeedback': call<FeedbackExport>()(z.object({ profileId: id, exerciseId: id }).strict(), [
    'supervisor',
    'instructor',
  ]),
  'exchange.importFeedback': call<FeedbackImportReport>()(
    z.object({ fileName: z.string().min(1).max(260), content: z.string().min(1).max(MAX_IMPORT_CHARS) }).strict(),
    'signedIn',
  ),
  /** Grade files for Moodle's or Canvas's gradebook import. */
  'exchange.lmsGrades': call<LmsGradesFile>()(
    z
      .object({
        kind: z.enum(['moodle', 'canvas']),
        exerciseId: id.optional(),
        cohort: z.string().max(60).optional(),
      })
      .strict(),
    ['supervisor', 'instructor'],
  ),
  /** Opens a waiting exercise or feedback file (opened with the app from the operating system). */
  'files.importExercise': call<ExercisePreview>()(
    z.object({ id, dryRun: z.boolean().default(true) }).strict(),
    'signedIn',
  ),
  'files.importFeedback': call<FeedbackImportReport>()(z.object({ id }).strict(), 'signedIn'),
  /** Previews (dryRun) or imports waiting submission files together (one batch, one undo). */
  'files.importSubmissions': call<SubmissionImportReport>()(
    z.object({ ids: z.array(id).min(1).max(2000), dryRun: z.boolean().default(true) }).strict(),
    ['supervisor', 'instructor'],
  ),
  /** A file of the app's types dropped onto the window: it waits on the Opened files screen like one the OS opened. */
  'files.add': call<OpenedFile>()(
    z.object({ fileName: z.string().min(1).max(260), content: z.string().max(MAX_IMPORT_CHARS) }).strict(),
    'signedIn',
  ),

  'tasks.cancel': call<{ cancelled: boolean }>()(z.object({ taskId: z.string().min(1).max(64) }).strict(), 'public'),
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type RequestOf<M extends MethodName> = z.input<Contract[M]['request']>;
export type ParsedRequestOf<M extends MethodName> = z.output<Contract[M]['request']>;
export type ResponseOf<M extends MethodName> = Contract[M] extends { response?: infer R } ? R : never;
export type TaskResultOf<M extends MethodName> = Contract[M] extends { taskResult?: infer R } ? R : never;
export type CallMethod = { [M in MethodName]: Contract[M]['kind'] extends 'call' ? M : never }[MethodName];
export type TaskMethod = { [M in MethodName]: Contract[M]['kind'] extends 'task' ? M : never }[MethodName];

export const METHOD_NAMES = Object.keys(contract) as MethodName[];
export const isMethodName = (name: string): name is MethodName => Object.hasOwn(contract, name);

/** What the Electron preload exposes as `window.culturecare`: each contract method by name, plus events. */
export type Bridge = {
  methods: Record<MethodName, (request: unknown) => Promise<unknown>>;
  onEvent: (listener: (event: unknown) => void) => () => void;
};
