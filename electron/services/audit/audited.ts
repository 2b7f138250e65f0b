// Which API methods are staff actions worth a line in the audit log, and what they acted on.
import type { MethodName } from '../../../shared/api/contract';

export const AUDITED_METHODS: ReadonlySet<MethodName> = new Set<MethodName>([
  'accounts.create',
  'accounts.importRoster',
  'accounts.resetPassword',
  'profiles.delete',
  'profiles.setCohort',
  'profiles.rename',
  'judges.save',
  'judges.delete',
  'exports.create',
  'export.pack',
  'review.release',
  'import.culturecare',
  'import.pack',
  'import.undo',
  'library.deleteScenario',
  'exercises.create',
  'exercises.update',
  'exercises.duplicate',
  'exercises.setArchived',
  'calibration.setThreshold',
  'data.backup',
  'models.download',
  'models.delete',
]);

const TARGET_KEYS = ['attemptId', 'profileId', 'exerciseId', 'traineeId', 'batchId', 'id', 'kind'] as const;

/** A short "what" for the log line, e.g. "attemptId:12", from the request's identifying field. */
export function auditTarget(request: unknown): string | null {
  if (!request || typeof request !== 'object') return null;
  const fields = request as Record<string, unknown>;
  for (const key of TARGET_KEYS) {
    const value = fields[key];
    if (typeof value === 'number' || typeof value === 'string') return `${key}:${value}`;
  }
  return null;
}

/** Dry runs (import previews) change nothing and are not logged. */
export const isDryRun = (request: unknown): boolean =>
  !!request && typeof request === 'object' && (request as { dryRun?: unknown }).dryRun === true;
