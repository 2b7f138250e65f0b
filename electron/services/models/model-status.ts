// Works out a model's status from the disk: bundled (in the app or the data folder), installed, partial or not installed.
import type { ModelEntry } from '../../../shared/models/manifest';
import { modelSourceUrl } from '../../../shared/models/manifest';
import type { ModelState, ModelStatus } from '../../../shared/models/status';
import { filePath, partPath, readDownloadState, readInstalled, sizeOf } from './model-folder';

export type ModelPlaces = {
  /** Folder of a bundled model in the app (the manifest's path under the app's root); null for downloaded ones. */
  appFolder: string | null;
  /** <dataDir>/models/<id>: where downloads go, and where a bundled model may also live. */
  dataFolder: string;
};

const allPresent = (dir: string, model: ModelEntry): boolean => model.files.every((file) => sizeOf(filePath(dir, file.path)) !== null);

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** The folder holding the model's complete files, or null when it is not available. */
export function availableFolder(model: ModelEntry, places: ModelPlaces): string | null {
  if (model.bundled) {
    if (places.appFolder && allPresent(places.appFolder, model)) return places.appFolder;
    return allPresent(places.dataFolder, model) ? places.dataFolder : null;
  }
  return readInstalled(places.dataFolder) && allPresent(places.dataFolder, model) ? places.dataFolder : null;
}

function bytesOnDisk(dir: string, model: ModelEntry): number {
  return sum(model.files.map((file) => sizeOf(filePath(dir, file.path)) ?? sizeOf(partPath(dir, file.path)) ?? 0));
}

/** The total size: the manifest's, or the files' sizes from the manifest and what downloads learned; null while any is unknown. */
function totalSize(model: ModelEntry, dir: string, installedSizes: Map<string, number>): number | null {
  if (model.size !== undefined) return model.size;
  const learned = model.bundled ? { version: 1 as const, files: {} } : readDownloadState(dir);
  const sizes = model.files.map((file) => file.size ?? installedSizes.get(file.path) ?? learned.files[file.path]?.size ?? null);
  return sizes.every((s): s is number => s !== null) ? sum(sizes) : null;
}

function hostsOf(model: ModelEntry): string[] {
  const hosts = new Set<string>();
  for (const file of model.files) if (file.url) hosts.add(new URL(file.url).host);
  return [...hosts];
}

export function modelStatus(model: ModelEntry, places: ModelPlaces, downloading: boolean): ModelStatus {
  const folder = availableFolder(model, places);
  const installed = model.bundled ? null : readInstalled(places.dataFolder);
  const installedSizes = new Map((installed?.files ?? []).map((f) => [f.path, f.size] as const));
  let state: ModelState;
  let downloadedBytes: number;
  if (model.bundled) {
    state = folder ? 'bundled' : 'missing';
    downloadedBytes = folder ? bytesOnDisk(folder, model) : 0;
  } else if (folder) {
    state = 'installed';
    downloadedBytes = bytesOnDisk(folder, model);
  } else {
    downloadedBytes = bytesOnDisk(places.dataFolder, model);
    state = downloadedBytes > 0 ? 'partial' : 'not-installed';
  }
  return {
    id: model.id,
    name: model.name,
    task: model.task,
    runtime: model.runtime,
    languages: [...model.languages],
    licence: model.licence,
    sourceUrl: modelSourceUrl(model),
    bundled: model.bundled,
    state,
    sizeBytes: totalSize(model, places.dataFolder, installedSizes) ?? (folder ? downloadedBytes : null),
    approximateSizeBytes: model.approximateSize ?? null,
    downloadedBytes,
    files: model.files.length,
    downloadHosts: hostsOf(model),
    location: folder ?? places.appFolder ?? places.dataFolder,
    downloading,
    pins:
      installed && folder
        ? {
            commit: installed.commit,
            pinnedCommit: model.source.commit ?? null,
            files: installed.files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
          }
        : null,
  };
}
