// The result envelope every API method returns, in both shells.
export const ERROR_CODES = [
  'invalid_request',
  'unknown_method',
  'not_signed_in',
  'forbidden',
  'not_found',
  'conflict',
  'wrong_passcode',
  'passcode_required',
  'cancelled',
  'database',
  'busy',
  'disk_full',
  'read_only',
  'too_many_attempts',
  'secret_unreadable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiError = { code: ErrorCode; message: string; details?: unknown };
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string, details?: unknown): ApiResult<never> => ({
  ok: false,
  error: details === undefined ? { code, message } : { code, message, details },
});
