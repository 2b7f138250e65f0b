// AppError: a failure with an API error code and a message fit to show the user.
import type { ErrorCode } from '../../shared/api/result';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
