// A failed model download: an AppError whose details say why (for the UI) and whether retrying may help.
import type { ErrorCode } from '../../../shared/api/result';
import type { ModelDownloadProblem } from '../../../shared/models/status';
import { AppError } from '../errors';

export class DownloadError extends AppError {
  constructor(
    message: string,
    readonly problem: ModelDownloadProblem,
    /** A network failure or server hiccup: the .part file is kept and a new attempt resumes from it. */
    readonly retryable: boolean,
    code: ErrorCode = 'internal',
  ) {
    super(code, message, problem);
    this.name = 'DownloadError';
  }
}

/** The request was aborted through its signal (the user cancelled). */
export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || (error as { code?: unknown }).code === 'ABORT_ERR');
