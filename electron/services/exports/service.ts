// Exports for instructors and supervisors: grades (CSV), the research file (JSONL, pseudonymous), and
// PDF reports per trainee and per exercise. describe() says what a file will contain (its name,
// every field with a one-line description, the row count) before anything is written; plan()
// returns the task that builds it, with progress and cancellation between rows.
import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { ExportDescription, ExportFile, ExportKind, exportRequestSchema } from '../../../shared/domain/review';
import { AppError } from '../errors';
import { requireRole, type Caller } from '../caller';
import type { SettingsService } from '../settings/service';
import type { TaskContext } from '../tasks';
import { fieldsOf } from './fields';
import { gradePairs, gradeRows, gradesCsv } from './grades';
import { reportText, type ReportText } from './labels';
import { exerciseReportData, exerciseReportPdf } from './pdf/exercise-report';
import { traineeReportData, traineeReportPdf } from './pdf/trainee-report';
import { getTrainee, listAttempts, listExercises } from './queries';
import { researchAttempts, researchJsonl } from './research/export';

export type ExportRequest = z.output<typeof exportRequestSchema>;

const MIME: Record<ExportKind, string> = {
  grades_csv: 'text/csv;charset=utf-8',
  research_jsonl: 'application/jsonl',
  trainee_pdf: 'application/pdf',
  exercise_pdf: 'application/pdf',
};

/** A file-name-safe form of a name in any script: letters and digits kept, the rest as single hyphens. */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** Builds the file somewhere else (a worker thread), given who asked, what, and the settings of the moment. */
export type ExportInBackground = (
  job: { caller: Caller; request: ExportRequest; settings: ReturnType<SettingsService['get']>; exportedAt: string },
  context: TaskContext,
) => Promise<ExportFile>;

export class ExportService {
  constructor(
    private readonly db: Database,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly now: () => Date = () => new Date(),
    /** When given, files are built there (off the thread that answers requests) instead of here. */
    private readonly background?: ExportInBackground,
  ) {}

  private text(): ReportText {
    return reportText(this.settings.get().language);
  }

  private requireTrainee(request: ExportRequest) {
    if (request.traineeId === undefined)
      throw new AppError('invalid_request', 'A trainee report needs a trainee (traineeId).');
    const trainee = getTrainee(this.db, request.traineeId);
    if (!trainee) throw new AppError('not_found', `There is no trainee with id ${request.traineeId}.`);
    return trainee;
  }

  private requireExercise(request: ExportRequest) {
    if (request.exerciseId === undefined)
      throw new AppError('invalid_request', 'An exercise report needs an exercise (exerciseId).');
    const exercise = listExercises(this.db, request.exerciseId)[0];
    if (!exercise) throw new AppError('not_found', `There is no exercise with id ${request.exerciseId}.`);
    return exercise;
  }

  private fileName(request: ExportRequest, date: Date): string {
    const day = date.toISOString().slice(0, 10);
    const filters = [
      request.cohort === undefined ? null : fileSlug(request.cohort, 'cohort'),
      request.exerciseId === undefined ? null : `exercise-${request.exerciseId}`,
    ].filter((part): part is string => part !== null);
    switch (request.kind) {
      case 'grades_csv':
        return ['grades', ...filters, day].join('-') + '.csv';
      case 'research_jsonl':
        return ['research', ...filters, day].join('-') + '.jsonl';
      case 'trainee_pdf': {
        const trainee = this.requireTrainee(request);
        return `report-trainee-${fileSlug(trainee.display_name, String(trainee.id))}-${day}.pdf`;
      }
      case 'exercise_pdf': {
        const exercise = this.requireExercise(request);
        return (
          [
            'report-exercise',
            fileSlug(exercise.title, String(exercise.id)),
            ...(request.cohort === undefined ? [] : [fileSlug(request.cohort, 'cohort')]),
            day,
          ].join('-') + '.pdf'
        );
      }
    }
  }

  /** Rows: grade rows (trainee x exercise), research records (attempts), the trainee's attempts, or the exercise's trainees. */
  private rowCount(request: ExportRequest): number {
    switch (request.kind) {
      case 'grades_csv':
        return gradePairs(this.db, { cohort: request.cohort, exerciseId: request.exerciseId }).length;
      case 'research_jsonl':
        return researchAttempts(this.db, { cohort: request.cohort, exerciseId: request.exerciseId }).length;
      case 'trainee_pdf':
        return listAttempts(this.db, { profileIds: [this.requireTrainee(request).id] }).length;
      case 'exercise_pdf':
        return gradePairs(this.db, { exerciseId: this.requireExercise(request).id, cohort: request.cohort }).length;
    }
  }

  describe(request: ExportRequest): ExportDescription {
    const text = this.text();
    return {
      kind: request.kind,
      fileName: this.fileName(request, this.now()),
      fields: fieldsOf(request.kind, text),
      rows: this.rowCount(request),
    };
  }

  /**
   * Checks the request at once and returns the task that writes the file. Scores are the caller's
   * view of them: the AI values of attempts the caller has not rated blind are left out and counted
   * as awaiting review.
   */
  plan(caller: Caller, request: ExportRequest): (context: TaskContext) => Promise<ExportFile> {
    const viewer = requireRole(caller, ['supervisor', 'instructor']);
    const description = this.describe(request);
    const background = this.background;
    if (background)
      return (context) =>
        background(
          { caller: viewer, request, settings: this.settings.get(), exportedAt: this.now().toISOString() },
          context,
        );
    return async (context) => {
      const exportedAt = this.now();
      const step = (done: number, total: number) => {
        if (context.signal.aborted) throw new AppError('cancelled', 'The export was cancelled.');
        context.progress(done, total);
      };
      const file = (content: string, encoding: ExportFile['encoding']): ExportFile => ({
        fileName: description.fileName,
        mimeType: MIME[request.kind],
        content,
        encoding,
        description,
      });
      const text = this.text();
      switch (request.kind) {
        case 'grades_csv':
          return file(
            gradesCsv(
              await gradeRows(this.db, { cohort: request.cohort, exerciseId: request.exerciseId }, viewer, step),
            ),
            'utf8',
          );
        case 'research_jsonl':
          return file(
            await researchJsonl(
              this.db,
              { cohort: request.cohort, exerciseId: request.exerciseId },
              { exportedAt: exportedAt.toISOString(), onRecord: step, viewer },
            ),
            'utf8',
          );
        case 'trainee_pdf': {
          step(0, 2);
          const data = traineeReportData(this.db, this.requireTrainee(request).id, viewer);
          if (!data) throw new AppError('not_found', `There is no trainee with id ${request.traineeId}.`);
          step(1, 2);
          const pdf = await traineeReportPdf(this.db, text, data, exportedAt.toISOString());
          step(2, 2);
          return file(pdf.toString('base64'), 'base64');
        }
        case 'exercise_pdf': {
          const data = await exerciseReportData(
            this.db,
            this.requireExercise(request).id,
            request.cohort,
            viewer,
            (done, total) => step(done, total + 1),
          );
          if (!data) throw new AppError('not_found', `There is no exercise with id ${request.exerciseId}.`);
          const pdf = await exerciseReportPdf(text, data, exportedAt.toISOString());
          step(data.rows.length + 1, data.rows.length + 1);
          return file(pdf.toString('base64'), 'base64');
        }
      }
    };
  }
}
