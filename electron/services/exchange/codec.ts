// Reading and writing exchange files: size and nesting checked before parsing (so a huge or deeply
// nested file is refused without taking the app down), the envelope validated, a file from a newer
// app version refused, and the payload's SHA-256 over canonical JSON compared with the file's.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  envelopeSchema,
  EXCHANGE_FORMAT_VERSION,
  EXCHANGE_FORMATS,
  EXCHANGE_LIMITS,
  type ExchangeKind,
  type RejectReason,
} from '../../../shared/exchange/schemas';
import { APP_VERSION } from '../app-version';
import { AppError } from '../errors';

/** A file that cannot be taken, with the reason code the preview shows. */
export class ExchangeFileError extends AppError {
  constructor(
    readonly reason: RejectReason,
    message: string,
  ) {
    super('invalid_request', message, { reason });
  }
}

/** The deepest nesting of arrays and objects in JSON text, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value as object)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const payloadHash = (payload: unknown): string => sha256Hex(canonicalJson(payload));

const issues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'file'}: ${i.message}`)
    .join('; ');

export type ReadFile<T> = { payload: T; contentHash: string; signature: string | undefined; appVersion: string };

/** Parses and checks one exchange file of the expected kind; throws ExchangeFileError with the reason. */
export function readExchangeFile<S extends z.ZodType>(
  fileName: string,
  content: string,
  kind: ExchangeKind,
  payloadSchema: S,
): ReadFile<z.output<S>> {
  if (content.length > EXCHANGE_LIMITS.fileChars)
    throw new ExchangeFileError('too_large', `${fileName} is larger than the app reads (20 MB).`);
  const text = content.replace(/^\uFEFF/, '');
  if (jsonDepthExceeds(text, EXCHANGE_LIMITS.depth))
    throw new ExchangeFileError('too_deep', `${fileName} is nested too deeply to be a CultureCare file.`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ExchangeFileError('corrupt', `${fileName} is damaged (not valid JSON): ${(error as Error).message}`);
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success)
    throw new ExchangeFileError('corrupt', `${fileName} is not a CultureCare exchange file: ${issues(envelope.error)}`);
  const file = envelope.data;
  if (file.format !== EXCHANGE_FORMATS[kind])
    throw new ExchangeFileError(
      'not_submission',
      `${fileName} is a ${file.format} file, not a ${EXCHANGE_FORMATS[kind]} file.`,
    );
  if (file.formatVersion > EXCHANGE_FORMAT_VERSION)
    throw new ExchangeFileError(
      'newer_app',
      `${fileName} was written by a newer version of CultureCare Trainer (${file.appVersion}, file format ${file.formatVersion}); this version (${APP_VERSION}) reads format ${EXCHANGE_FORMAT_VERSION}. Update the app to open it.`,
    );
  if (payloadHash(file.payload) !== file.contentHash)
    throw new ExchangeFileError(
      'wrong_hash',
      `${fileName} was changed or damaged after it was written: its content does not match its hash.`,
    );
  const payload = payloadSchema.safeParse(file.payload);
  if (!payload.success)
    throw new ExchangeFileError('invalid', `${fileName} has invalid content: ${issues(payload.error)}`);
  return {
    payload: payload.data,
    contentHash: file.contentHash,
    signature: file.signature,
    appVersion: file.appVersion,
  };
}

/** The text of an exchange file; `sign` receives the content hash and returns a signature. */
export function writeExchangeFile(kind: ExchangeKind, payload: unknown, sign?: (hash: string) => string): string {
  const contentHash = payloadHash(payload);
  const file = {
    format: EXCHANGE_FORMATS[kind],
    formatVersion: EXCHANGE_FORMAT_VERSION,
    appVersion: APP_VERSION,
    exportedAt: new Date().toISOString(),
    payload,
    contentHash,
    ...(sign ? { signature: sign(contentHash) } : {}),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}
