// The offline class exchange, as the API and the command line call it: who may do what is checked
// here (per method and per record), the work is in the modules beside this one.
import type { Database } from 'better-sqlite3';
import type { JudgeProviderSave, ScoreResult } from '../../../shared/domain/judging';
import type { VersionFeedback } from '../../../shared/domain/practice';
import type {
  Contact,
  ExercisePreview,
  FeedbackExport,
  FeedbackImportReport,
  JudgeConsent,
  LmsGradesFile,
  LmsKind,
  ReportedScores,
  SubmissionBatch,
  SubmissionImportReport,
  UndoSubmissionsResult,
} from '../../../shared/exchange/types';
import { requireProfile, requireRole, type Caller } from '../caller';
import { AppError } from '../errors';
import type { JudgingService } from '../judges/service';
import { requireAttempt } from '../practice/access';
import { planScoreVersion } from '../practice/scoring';
import { listVersionRows } from '../practice/versions-queries';
import { blindSubmittedBy } from '../review/queries';
import type { TaskContext } from '../tasks';
import { exportExercise, importExercise } from './exercise-file';
import { exportFeedback, importFeedback } from './feedback-file';
import { expandPaths, expandUploads, type Expanded, type Upload } from './file-sources';
import { ensureLocalPerson, setContact } from './identity';
import { allowJudges, judgeConsent } from './judge-consent';
import { lmsGrades } from './lms-grades';
import { exchangeAttemptOf } from './queries';
import { exportSubmission } from './submission-export';
import { importSubmissions } from './submission-import';
import { listSubmissionBatches, undoSubmissions } from './submission-undo';

export class ExchangeService {
  constructor(
    private readonly db: Database,
    private readonly judging: JudgingService,
  ) {}

  exportExercise(caller: Caller, exerciseId: number) {
    return exportExercise(this.db, caller, exerciseId, this.judging.providers());
  }

  importExercise(caller: Caller, args: { fileName: string; content: string; dryRun: boolean }): ExercisePreview {
    return importExercise(this.db, caller, args);
  }

  judgeConsent(caller: Caller, exerciseId: number): JudgeConsent {
    requireProfile(caller);
    return judgeConsent(this.db, exerciseId);
  }

  allowJudges(caller: Caller, exerciseId: number): JudgeConsent {
    requireProfile(caller);
    return allowJudges(this.db, exerciseId, (input: JudgeProviderSave) => this.judging.save(input));
  }

  contact(caller: Caller): Contact {
    const profile = requireProfile(caller);
    const p = ensureLocalPerson(this.db, profile);
    return { shownName: p.shown_name, email: p.email, lmsId: p.lms_id, pseudonym: p.pseudonym };
  }

  setContact(caller: Caller, contact: Omit<Contact, 'pseudonym'>): Contact {
    const profile = requireProfile(caller);
    const p = setContact(this.db, profile, contact);
    return { shownName: p.shown_name, email: p.email, lmsId: p.lms_id, pseudonym: p.pseudonym };
  }

  exportSubmission(caller: Caller, args: { exerciseId: number; attemptId?: number }) {
    return exportSubmission(this.db, caller, args);
  }

  importSubmissionUploads(caller: Caller, uploads: readonly Upload[], dryRun: boolean): SubmissionImportReport {
    requireRole(caller, ['supervisor', 'instructor']);
    return this.importExpanded(caller, expandUploads(uploads), dryRun);
  }

  importSubmissionPaths(caller: Caller, paths: readonly string[], dryRun: boolean): SubmissionImportReport {
    requireRole(caller, ['supervisor', 'instructor']);
    return this.importExpanded(caller, expandPaths(paths), dryRun);
  }

  private importExpanded(caller: Caller, expanded: Expanded, dryRun: boolean): SubmissionImportReport {
    if (expanded.files.length === 0 && expanded.rejected.length === 0)
      throw new AppError('invalid_request', 'No submission files (.ccsubmission) were found there.');
    const report =
      expanded.files.length > 0
        ? importSubmissions(this.db, caller, { files: expanded.files, dryRun })
        : { dryRun, batchId: null, files: [], totals: { new: 0, newer: 0, skipped: 0, rejected: 0 } };
    report.files.push(...expanded.rejected);
    report.totals.rejected += expanded.rejected.length;
    return report;
  }

  submissionBatches(caller: Caller): SubmissionBatch[] {
    requireRole(caller, ['supervisor', 'instructor']);
    return listSubmissionBatches(this.db);
  }

  undoSubmissions(caller: Caller, batchId: number, confirm: boolean): UndoSubmissionsResult {
    requireRole(caller, ['supervisor', 'instructor']);
    return undoSubmissions(this.db, batchId, confirm);
  }

  /** The AI scores a trainee's app reported; like every AI score, only after the viewer's blind review. */
  reportedScores(caller: Caller, attemptId: number): ReportedScores {
    const viewer = requireRole(caller, ['supervisor', 'instructor']);
    requireAttempt(this.db, attemptId);
    if (!exchangeAttemptOf(this.db, attemptId)) return { attemptId, versions: [] };
    const visible = blindSubmittedBy(this.db, attemptId, viewer.id);
    const versions = listVersionRows(this.db, attemptId).map((v) => {
      const reported = (
        this.db
          .prepare('SELECT result FROM exchange_reported_score WHERE version_id = ? ORDER BY rubric_id')
          .all(v.id) as {
          result: string;
        }[]
      ).map((r) => JSON.parse(r.result) as ScoreResult);
      const rescored = !!this.db
        .prepare("SELECT 1 FROM version_feedback WHERE version_id = ? AND status = 'done'")
        .get(v.id);
      return { versionId: v.id, number: v.number, reported: visible ? reported : [], rescored };
    });
    return { attemptId, versions };
  }

  /** Scores every version of an imported attempt with this computer's own judges (the cache answers repeats). */
  planRescore(caller: Caller, attemptId: number): (context: TaskContext) => Promise<VersionFeedback[][]> {
    const viewer = requireRole(caller, ['supervisor', 'instructor']);
    requireAttempt(this.db, attemptId);
    if (!exchangeAttemptOf(this.db, attemptId))
      throw new AppError('invalid_request', 'Only attempts that arrived in a submission file are re-scored here.');
    const plans = listVersionRows(this.db, attemptId).map((v) =>
      planScoreVersion({ db: this.db, judging: this.judging }, v.id, viewer),
    );
    return async (context) => {
      const results: VersionFeedback[][] = [];
      for (const [index, run] of plans.entries()) {
        context.progress(index, plans.length);
        results.push(await run({ ...context, progress: () => {}, output: undefined }));
      }
      context.progress(plans.length, plans.length);
      return results;
    };
  }

  exportFeedback(caller: Caller, args: { profileId: number; exerciseId: number }): FeedbackExport {
    return exportFeedback(this.db, caller, args);
  }

  importFeedback(caller: Caller, args: { fileName: string; content: string }): FeedbackImportReport {
    return importFeedback(this.db, caller, args);
  }

  lmsGrades(caller: Caller, args: { kind: LmsKind; exerciseId?: number; cohort?: string }): Promise<LmsGradesFile> {
    const viewer = requireRole(caller, ['supervisor', 'instructor']);
    return lmsGrades(this.db, args, viewer);
  }
}
