// Turns what a supervisor hands in into a list of submission files: single files, the files of a
// folder (the download of a Moodle or Canvas assignment, sub-folders included) and zip archives
// (read in memory, every entry's size checked before it is unpacked). Anything that cannot be read
// becomes a rejected entry with its reason; it never stops the others.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { unzipSync } from 'fflate';
import { EXCHANGE_LIMITS } from '../../../shared/exchange/schemas';
import type { SubmissionFileOutcome } from '../../../shared/exchange/types';
import { SUBMISSION_FILE } from '../../../shared/file-types';
import type { IncomingFile } from './submission-import';

export type Upload = { fileName: string; content: string; encoding: 'utf8' | 'base64' };
export type Expanded = { files: IncomingFile[]; rejected: SubmissionFileOutcome[] };

const isSubmission = (name: string) => name.toLowerCase().endsWith(`.${SUBMISSION_FILE.extension}`);
const isZip = (name: string) => name.toLowerCase().endsWith('.zip');

export const rejectedEntry = (
  fileName: string,
  reason: 'too_large' | 'corrupt',
  message: string,
): SubmissionFileOutcome => ({
  fileName,
  status: 'rejected',
  trainee: null,
  exercise: null,
  attempts: { new: 0, newer: 0, skipped: 0 },
  roleplays: { new: 0, newer: 0, skipped: 0 },
  reason,
  message,
});

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(fileName: string, bytes: Uint8Array, out: Expanded): void {
  if (bytes.length > EXCHANGE_LIMITS.fileChars) {
    out.rejected.push(rejectedEntry(fileName, 'too_large', `${fileName} is larger than the app reads (20 MB).`));
    return;
  }
  try {
    out.files.push({ fileName, content: utf8.decode(bytes) });
  } catch {
    out.rejected.push(rejectedEntry(fileName, 'corrupt', `${fileName} is damaged (not UTF-8 text).`));
  }
}

/** The submission files inside a zip archive; entries too large or too many are refused before unpacking. */
export function expandZip(zipName: string, bytes: Uint8Array, out: Expanded): void {
  if (bytes.length > EXCHANGE_LIMITS.zipBytes) {
    out.rejected.push(rejectedEntry(zipName, 'too_large', `${zipName} is larger than the app reads (200 MB).`));
    return;
  }
  let total = 0;
  let count = 0;
  const tooBig: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (!isSubmission(file.name)) return false;
        if (file.originalSize > EXCHANGE_LIMITS.fileChars || total + file.originalSize > EXCHANGE_LIMITS.zipBytes) {
          tooBig.push(file.name);
          return false;
        }
        if (++count > EXCHANGE_LIMITS.filesPerImport) return false;
        total += file.originalSize;
        return true;
      },
    });
  } catch (error) {
    out.rejected.push(
      rejectedEntry(zipName, 'corrupt', `${zipName} is not a readable zip archive: ${(error as Error).message}`),
    );
    return;
  }
  for (const name of tooBig)
    out.rejected.push(rejectedEntry(`${zipName}/${name}`, 'too_large', `${name} in ${zipName} is too large to read.`));
  for (const [name, data] of Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))
    decode(`${zipName}/${name}`, data, out);
}

/** Files sent through the API (text, or base64 for zip archives). */
export function expandUploads(uploads: readonly Upload[]): Expanded {
  const out: Expanded = { files: [], rejected: [] };
  for (const u of uploads) {
    if (u.encoding === 'base64') {
      const bytes = Buffer.from(u.content, 'base64');
      if (isZip(u.fileName)) expandZip(u.fileName, bytes, out);
      else decode(u.fileName, bytes, out);
    } else out.files.push({ fileName: u.fileName, content: u.content });
  }
  return out;
}

/** Paths on this computer (command line): files, folders (recursively) and zip archives. */
export function expandPaths(paths: readonly string[]): Expanded {
  const out: Expanded = { files: [], rejected: [] };
  const visit = (path: string, depth: number) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (depth > 6) return;
      for (const name of readdirSync(path).sort()) visit(join(path, name), depth + 1);
      return;
    }
    if (out.files.length + out.rejected.length >= EXCHANGE_LIMITS.filesPerImport) return;
    if (isZip(path)) expandZip(basename(path), readFileSync(path), out);
    else if (isSubmission(path) || depth === 0) {
      if (stat.size > EXCHANGE_LIMITS.fileChars)
        out.rejected.push(
          rejectedEntry(basename(path), 'too_large', `${basename(path)} is larger than the app reads (20 MB).`),
        );
      else decode(basename(path), readFileSync(path), out);
    }
  };
  for (const p of paths) visit(p, 0);
  return out;
}
