// Says why a model download failed in the interface language, from the problem the service attaches to its error.
import type { TFunction } from 'i18next';
import type { ModelDownloadProblem } from '../../../../shared/models/status';
import { ApiCallError } from '../../../api/client';
import { isolate } from '../../../i18n/isolate';

const REASONS = new Set<ModelDownloadProblem['reason']>(['hash-mismatch', 'size-mismatch', 'http-status', 'network', 'redirect', 'disk']);

function problemOf(error: unknown): ModelDownloadProblem | null {
  if (!(error instanceof ApiCallError)) return null;
  const details = error.details as Partial<ModelDownloadProblem> | undefined;
  if (!details || typeof details.file !== 'string' || typeof details.host !== 'string' || !details.reason || !REASONS.has(details.reason)) return null;
  return details as ModelDownloadProblem;
}

/** The translated reason, or null when the error is not a download problem (then the generic error text applies). */
export function downloadProblemText(t: TFunction, error: unknown): string | null {
  const problem = problemOf(error);
  if (!problem) return null;
  const file = isolate(problem.file);
  const host = isolate(problem.host);
  switch (problem.reason) {
    case 'hash-mismatch':
      return t('models:problem.hashMismatch', { file });
    case 'size-mismatch':
      return t('models:problem.sizeMismatch', { file });
    case 'http-status':
      return t('models:problem.httpStatus', { host, file, status: problem.status ?? 0 });
    case 'network':
      return t('models:problem.network', { host, file });
    case 'redirect':
      return t('models:problem.redirect', { host, file });
    case 'disk':
      return t('models:problem.disk', { file });
  }
}
