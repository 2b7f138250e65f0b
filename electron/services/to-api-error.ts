// Turns any thrown value into the API's error shape; unexpected errors are logged, not leaked.
import type { ApiError } from '../../shared/api/result';
import { asDatabaseFault } from './db/faults';
import { AppError } from './errors';

export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) {
    return error.details === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, details: error.details };
  }
  const fault = asDatabaseFault(error);
  if (fault) return toApiError(fault);
  const sqliteCode = (error as { code?: unknown })?.code;
  if (typeof sqliteCode === 'string' && sqliteCode.startsWith('SQLITE_')) {
    return { code: 'database', message: `The database reported an error (${sqliteCode}).` };
  }
  console.error('[culturecare] unexpected error:', error);
  return { code: 'internal', message: 'Something went wrong inside the app. Details are in the log.' };
}
