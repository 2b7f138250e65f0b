// Downloads every file of one model in turn: sizes first (for one progress bar over all files), then each file with retries.
import { mkdir } from 'node:fs/promises';
import type { ModelEntry, ModelFile } from '../../../shared/models/manifest';
import type { DownloadedFile, ModelDownloadResult } from '../../../shared/models/status';
import { AppError } from '../errors';
import type { TaskContext } from '../tasks';
import { DownloadError, isAbortError } from './download-error';
import { downloadFile } from './download-file';
import { openDownload } from './http-open';
import {
  emptyFileState,
  filePath,
  partPath,
  readDownloadState,
  readInstalled,
  removeDownloadState,
  sizeOf,
  writeDownloadState,
  writeInstalled,
  type DownloadState,
} from './model-folder';

export type DownloadTuning = {
  /** New attempts after a network failure or a 5xx/429 answer; each resumes from the .part file. */
  retries: number;
  /** Wait before attempt n (1-based): n x this (ms). */
  retryDelayMs: number;
  /** A request with no bytes for this long fails (ms). */
  idleTimeoutMs: number;
  /** Progress is reported at most this often (ms); file boundaries are always reported. */
  progressIntervalMs: number;
};

type UrlFile = ModelFile & { url: string };

const cancelled = (model: ModelEntry) =>
  new AppError('cancelled', `The download of ${model.name} was cancelled; the partial files are kept, so starting it again resumes.`);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Asks the server for a file's size without downloading it (HEAD, following redirects); null if it does not say. */
async function probeSize(file: UrlFile, signal: AbortSignal, idleTimeoutMs: number): Promise<number | null> {
  try {
    const opened = await openDownload(file.url, { method: 'HEAD', signal, file: file.path, idleTimeoutMs });
    opened.response.resume();
    return opened.status >= 200 && opened.status < 300 ? opened.size : null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

const isComplete = (dir: string, file: ModelFile, state: DownloadState): boolean => {
  const done = state.files[file.path]?.complete;
  return !!done && sizeOf(filePath(dir, file.path)) === done.size;
};

export async function downloadModel(model: ModelEntry, dir: string, context: TaskContext, tuning: DownloadTuning): Promise<ModelDownloadResult> {
  const files = model.files.map((file) => {
    if (!file.url) throw new AppError('invalid_request', `${file.path} of ${model.name} has no download address in the manifest.`);
    return file as UrlFile;
  });
  const { signal } = context;
  await mkdir(dir, { recursive: true });
  const state = readDownloadState(dir);
  // Files of an earlier complete download count as done (checked by size), so nothing is fetched twice.
  const installed = readInstalled(dir);
  for (const done of installed?.files ?? []) {
    const { path, ...complete } = done;
    state.files[path] ??= { ...emptyFileState(), complete: { ...complete, commit: installed?.commit ?? null } };
  }
  const save = () => writeDownloadState(dir, state);
  save();

  try {
    // Sizes first, so the progress bar covers all files from the start.
    const sizes: (number | null)[] = [];
    for (const file of files) {
      const known = file.size ?? state.files[file.path]?.complete?.size ?? state.files[file.path]?.size ?? null;
      const size = known ?? (await probeSize(file, signal, tuning.idleTimeoutMs));
      // Remembered, so the model list can show the size even if this download stops early.
      if (known === null && size !== null) state.files[file.path] = { ...emptyFileState(), ...state.files[file.path], size };
      sizes.push(size);
    }
    save();
    const onDisk = files.map((file) => sizeOf(filePath(dir, file.path)) ?? sizeOf(partPath(dir, file.path)) ?? 0);
    let lastReport = 0;
    const report = (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastReport < tuning.progressIntervalMs) return;
      lastReport = now;
      const done = onDisk.reduce((a, b) => a + b, 0);
      const total = files.reduce((sum, _file, i) => sum + Math.max(sizes[i] ?? 0, onDisk[i] ?? 0), 0);
      context.progress(done, total);
    };
    report(true);

    const results: DownloadedFile[] = [];
    let fetchedBytes = 0;
    let resumed = false;
    for (const [i, file] of files.entries()) {
      const known = state.files[file.path]?.complete;
      if (known && isComplete(dir, file, state)) {
        results.push({
          path: file.path,
          size: known.size,
          sha256: known.sha256,
          verifiedAgainst: known.verifiedAgainst,
          commit: known.commit,
          skipped: true,
        });
        continue;
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const outcome = await downloadFile({
            file,
            dir,
            remembered: { ...emptyFileState(), ...state.files[file.path], complete: null },
            remember: (fileState) => {
              state.files[file.path] = fileState;
              save();
            },
            signal,
            pinnedCommit: model.source.commit,
            idleTimeoutMs: tuning.idleTimeoutMs,
            onBytes: (bytes) => {
              onDisk[i] = bytes;
              report(false);
            },
          });
          const { fetched, resumed: fromPart, ...done } = outcome;
          fetchedBytes += fetched;
          resumed ||= fromPart;
          sizes[i] = done.size;
          onDisk[i] = done.size;
          state.files[file.path] = { ...emptyFileState(), ...state.files[file.path], complete: { size: done.size, sha256: done.sha256, verifiedAgainst: done.verifiedAgainst, commit: done.commit } };
          save();
          results.push({ ...done, skipped: false });
          report(true);
          break;
        } catch (error) {
          if (signal.aborted || isAbortError(error)) throw error;
          if (!(error instanceof DownloadError) || !error.retryable || attempt >= tuning.retries) throw error;
          onDisk[i] = sizeOf(partPath(dir, file.path)) ?? 0;
          await sleep(tuning.retryDelayMs * (attempt + 1), signal);
        }
      }
    }

    writeInstalled(dir, {
      version: 1,
      id: model.id,
      installedAt: new Date().toISOString(),
      commit: results.find((r) => r.commit !== null)?.commit ?? null,
      files: results.map(({ path, size, sha256, verifiedAgainst }) => ({ path, size, sha256, verifiedAgainst })),
    });
    removeDownloadState(dir);
    return { id: model.id, location: dir, files: results, fetchedBytes, resumed };
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw cancelled(model);
    throw error;
  }
}
