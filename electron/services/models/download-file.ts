// Downloads one model file to <file>.part: resumes with Range/If-Range, hashes while streaming, verifies sha256 and size, then renames.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ModelFile } from '../../../shared/models/manifest';
import type { DownloadedFile, ModelDownloadProblem } from '../../../shared/models/status';
import { DownloadError, isAbortError } from './download-error';
import { openDownload, type Opened } from './http-open';
import { emptyFileState, filePath, partPath, sizeOf, type FileState } from './model-folder';

export type FileJob = {
  file: ModelFile & { url: string };
  /** The model folder. */
  dir: string;
  /** What an earlier attempt learned about this file (validators, declared hash and size). */
  remembered: FileState;
  remember: (state: FileState) => void;
  signal: AbortSignal;
  idleTimeoutMs: number;
  /** Bytes of this file on disk so far (the .part file's size), after every chunk. */
  onBytes: (bytes: number) => void;
  /** The commit the manifest pins the model to, if any. */
  pinnedCommit?: string;
};

export type FileOutcome = Omit<DownloadedFile, 'skipped'> & { fetched: number; resumed: boolean };

type Plan = { opened: Opened; offset: number };
type Problem = (reason: ModelDownloadProblem['reason']) => ModelDownloadProblem;

const strongEtag = (etag: string | undefined): string | null => (etag && !/^W\//i.test(etag.trim()) ? etag.trim() : null);

function statusError(job: FileJob, opened: Opened): DownloadError {
  const { status, url } = opened;
  const problem: ModelDownloadProblem = { reason: 'http-status', file: job.file.path, host: url.host, status };
  const retryable = status === 408 || status === 429 || status >= 500;
  return new DownloadError(`${url.host} answered ${status} for ${job.file.path}.`, problem, retryable, status === 404 || status === 410 ? 'not_found' : 'internal');
}

/**
 * Sends the request (with Range from the .part file's size, and If-Range when a validator is known)
 * and decides where the bytes go: `offset` > 0 appends to the .part file, 0 starts it over.
 */
async function plan(job: FileJob): Promise<Plan> {
  const part = partPath(job.dir, job.file.path);
  const offset = sizeOf(part) ?? 0;
  const { etag, lastModified } = job.remembered;
  const opened = await openDownload(job.file.url, {
    range: offset > 0 ? { start: offset, ifRange: etag ?? lastModified } : undefined,
    signal: job.signal,
    file: job.file.path,
    idleTimeoutMs: job.idleTimeoutMs,
  });
  const startOver = async (): Promise<Plan> => {
    opened.response.destroy();
    await rm(part, { force: true });
    job.remembered = emptyFileState();
    return plan(job);
  };
  if (offset === 0) {
    if (opened.status === 200) return { opened, offset: 0 };
    opened.response.resume();
    throw statusError(job, opened);
  }
  // The file changed on the server since the .part was started: its bytes are of another file.
  const { sha256 } = job.remembered;
  if (sha256 !== null && opened.sha256 !== null && sha256 !== opened.sha256) return startOver();
  if (opened.status === 206) {
    const start = /^bytes\s+(\d+)-/.exec(String(opened.response.headers['content-range'] ?? ''))?.[1];
    return Number(start) === offset ? { opened, offset } : startOver();
  }
  if (opened.status === 416) {
    // Nothing after our offset: the .part file may already hold the whole file.
    opened.response.resume();
    return opened.size === offset ? { opened, offset } : startOver();
  }
  // 200: the server ignored the range (or If-Range found the file changed): the answer is the whole file.
  if (opened.status === 200) return { opened, offset: 0 };
  opened.response.resume();
  throw statusError(job, opened);
}

async function hashExisting(path: string, hash: Hash): Promise<void> {
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
}

/** Streams the answer into the .part file (appending after `offset`), hashing and counting; returns the bytes received. */
async function stream(job: FileJob, response: IncomingMessage, hash: Hash, offset: number, problem: Problem): Promise<number> {
  let received = 0;
  let diskError: Error | null = null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      received += chunk.length;
      job.onBytes(offset + received);
      callback(null, chunk);
    },
  });
  const out = createWriteStream(partPath(job.dir, job.file.path), { flags: offset > 0 ? 'a' : 'w' });
  out.once('error', (error) => {
    diskError = error;
  });
  try {
    await pipeline(response, counter, out, { signal: job.signal });
  } catch (error) {
    if (job.signal.aborted || isAbortError(error)) throw error;
    if (diskError) throw new DownloadError(`Could not write ${job.file.path}: ${(diskError as Error).message}`, problem('disk'), false);
    throw new DownloadError(
      `The connection broke while ${job.file.path} was downloading (${offset + received} bytes kept); starting again resumes.`,
      problem('network'),
      true,
    );
  }
  return received;
}

async function rejectFile(job: FileJob, message: string, problem: ModelDownloadProblem): Promise<never> {
  await rm(partPath(job.dir, job.file.path), { force: true });
  job.remember(emptyFileState());
  throw new DownloadError(message, problem, false);
}

export async function downloadFile(job: FileJob): Promise<FileOutcome> {
  await mkdir(dirname(filePath(job.dir, job.file.path)), { recursive: true });
  const { opened, offset } = await plan(job);
  const host = opened.url.host;
  const problem: Problem = (reason) => ({ reason, file: job.file.path, host });
  const name = job.file.path;

  const { commit } = opened;
  if (job.pinnedCommit && commit && commit !== job.pinnedCommit) {
    opened.response.destroy();
    return rejectFile(
      job,
      `${host} serves ${name} from commit ${commit}, but the model list pins commit ${job.pinnedCommit}; nothing was kept.`,
      problem('hash-mismatch'),
    );
  }
  if (job.file.sha256 && opened.sha256 && job.file.sha256 !== opened.sha256) {
    opened.response.destroy();
    return rejectFile(job, `${host} declares a different sha256 for ${name} than the manifest expects; nothing was kept.`, problem('hash-mismatch'));
  }
  job.remember({
    ...job.remembered,
    size: opened.size ?? job.remembered.size,
    sha256: opened.sha256 ?? job.remembered.sha256,
    etag: strongEtag(opened.response.headers.etag) ?? (offset > 0 ? job.remembered.etag : null),
    lastModified: opened.response.headers['last-modified'] ?? (offset > 0 ? job.remembered.lastModified : null),
  });

  const hash = createHash('sha256');
  if (offset > 0) await hashExisting(partPath(job.dir, name), hash);
  const received = opened.status === 416 ? 0 : await stream(job, opened.response, hash, offset, problem);
  const size = offset + received;
  const expectedSize = job.file.size ?? opened.size;
  if (expectedSize !== null && size < expectedSize) {
    throw new DownloadError(
      `The connection to ${host} ended after ${size} of ${expectedSize} bytes of ${name}; the partial file is kept, so starting again resumes.`,
      problem('network'),
      true,
    );
  }
  if (expectedSize !== null && size > expectedSize) {
    return rejectFile(job, `${name} is ${size} bytes, but ${expectedSize} were expected; the partial file was deleted.`, problem('size-mismatch'));
  }

  const sha256 = hash.digest('hex');
  const verifiedAgainst: FileOutcome['verifiedAgainst'] = [];
  const expected = [
    [opened.sha256, 'server'],
    [job.file.sha256 ?? null, 'manifest'],
  ] as const;
  for (const [want, against] of expected) {
    if (!want) continue;
    if (want !== sha256) {
      return rejectFile(job, `${name} failed its sha256 check (expected ${want}, got ${sha256} from ${host}); the partial file was deleted.`, problem('hash-mismatch'));
    }
    verifiedAgainst.push(against);
  }
  await rename(partPath(job.dir, name), filePath(job.dir, name));
  return { path: name, size, sha256, verifiedAgainst, commit, fetched: received, resumed: offset > 0 };
}
