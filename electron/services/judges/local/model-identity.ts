// What identifies a local model's exact files, for the judgement cache key: their sha256 where known, else size and modification time.
import { statSync } from 'node:fs';
import type { ModelEntry } from '../../../../shared/models/manifest';
import { sha256Hex } from '../../../../shared/prompts/hash';
import { filePath, readInstalled } from '../../models/model-folder';

/**
 * A short hash over the model's files in `dir`: the sha256 a download verified (.installed.json) or
 * the manifest declares, otherwise size and modification time (bundled files without a hash). New
 * weights under the same model id give a new identity, so earlier judgements are not reused.
 */
export function modelFilesIdentity(model: ModelEntry, dir: string): string {
  const verified = new Map((readInstalled(dir)?.files ?? []).map((f) => [f.path, f.sha256] as const));
  const parts = model.files.map((file) => {
    const hash = verified.get(file.path) ?? file.sha256;
    if (hash) return `${file.path}:sha256:${hash}`;
    try {
      const stat = statSync(filePath(dir, file.path));
      return `${file.path}:${stat.size}:${Math.round(stat.mtimeMs)}`;
    } catch {
      return `${file.path}:absent`;
    }
  });
  return sha256Hex(JSON.stringify([model.id, model.dtype ?? null, parts])).slice(0, 24);
}
