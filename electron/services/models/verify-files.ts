// Checks a model's files before it is loaded: each file's sha256 must still be the one recorded at its
// first download (.installed.json) and, where the model list pins one, the manifest's. A changed file
// is refused with its name, so weights swapped on disk are never run. Hashing is done once per file
// state in a run: the result is remembered for the file's size, inode and change time (ctime, which
// every write moves), so a file changed in any way is hashed again at its next load.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { ModelEntry } from '../../../shared/models/manifest';
import { AppError } from '../errors';
import { filePath, type InstalledRecord } from './model-folder';

const hashed = new Map<string, string>();

/** The sha256 of a file, read in 1 MB chunks. */
export function hashFileSync(path: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

function currentHash(path: string): string {
  const stat = statSync(path);
  const key = `${path}\0${stat.size}\0${stat.ino}\0${stat.ctimeMs}\0${stat.mtimeMs}`;
  let sha = hashed.get(key);
  if (!sha) {
    sha = hashFileSync(path);
    hashed.set(key, sha);
  }
  return sha;
}

/** Forgets remembered hashes (tests, and after a model is deleted). */
export const forgetFileHashes = (): void => hashed.clear();

/** Throws a clear AppError when any file differs from its recorded or pinned sha256. */
export function verifyModelFiles(model: ModelEntry, dir: string, installed: InstalledRecord | null): void {
  const recorded = new Map((installed?.files ?? []).map((f) => [f.path, f.sha256] as const));
  for (const file of model.files) {
    const expected = [recorded.get(file.path), file.sha256].filter((x): x is string => !!x);
    if (expected.length === 0) continue;
    const actual = currentHash(filePath(dir, file.path));
    const want = expected.find((e) => e !== actual);
    if (want) {
      throw new AppError(
        'conflict',
        `The file ${file.path} of ${model.name} has changed since it was downloaded (sha256 ${actual}, expected ${want}), so the model was not loaded. Delete the model and download it again in Settings → Local models.`,
        { reason: 'model-file-changed', modelId: model.id, file: file.path },
      );
    }
  }
}
