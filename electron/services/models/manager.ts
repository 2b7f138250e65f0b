// The model manager: lists the manifest's models with their status, downloads one on an explicit request, deletes downloaded ones.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { modelManifestSchema, type ModelEntry, type ModelManifest } from '../../../shared/models/manifest';
import type { ModelDownloadResult, ModelStatus } from '../../../shared/models/status';
import { AppError } from '../errors';
import type { TaskContext } from '../tasks';
import { downloadModel, type DownloadTuning } from './model-download';
import { readInstalled } from './model-folder';
import { availableFolder, modelStatus, type ModelPlaces } from './model-status';
import { forgetFileHashes, verifyModelFiles } from './verify-files';

/** Downloaded models live in <dataDir>/models/<id>/. */
export const MODELS_FOLDER = 'models';

export type ModelManagerOptions = {
  /** The app's root folder (holding package.json); bundled model paths are relative to it. */
  appRoot: string;
  dataDir: string;
  /** Default: <appRoot>/models/manifest.json. */
  manifestPath?: string;
  tuning?: Partial<DownloadTuning>;
};

const DEFAULT_TUNING: DownloadTuning = { retries: 3, retryDelayMs: 2000, idleTimeoutMs: 60_000, progressIntervalMs: 200 };

/** Reads and validates a manifest file; a broken one is reported with its path and the first problems. */
export function loadModelManifest(path: string): ModelManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new AppError('internal', `The model list ${path} could not be read: ${(error as Error).message}`);
  }
  const parsed = modelManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new AppError('internal', `The model list ${path} is not valid: ${issues.join('; ')}`);
  }
  return parsed.data;
}

export class ModelManager {
  private manifest: ModelManifest | null = null;
  private readonly active = new Set<string>();
  private readonly tuning: DownloadTuning;
  readonly manifestPath: string;
  /** <dataDir>/models: where downloads go. */
  readonly downloadsDir: string;

  constructor(private readonly options: ModelManagerOptions) {
    this.manifestPath = options.manifestPath ?? join(options.appRoot, MODELS_FOLDER, 'manifest.json');
    this.downloadsDir = join(options.dataDir, MODELS_FOLDER);
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
  }

  /** The manifest's models, read once. */
  models(): readonly ModelEntry[] {
    this.manifest ??= loadModelManifest(this.manifestPath);
    return this.manifest.models;
  }

  list(): ModelStatus[] {
    return this.models().map((model) => modelStatus(model, this.places(model), this.active.has(model.id)));
  }

  status(id: string): ModelStatus {
    const model = this.find(id);
    return modelStatus(model, this.places(model), this.active.has(id));
  }

  /**
   * The folder to load a model from (the app's models/ or the data folder), or null when it is not
   * available. Its files are checked first against the sha256 recorded at download or pinned in the
   * model list; a changed file is refused with a clear error.
   */
  folderOf(id: string): string | null {
    const model = this.find(id);
    const folder = availableFolder(model, this.places(model));
    if (folder) verifyModelFiles(model, folder, model.bundled ? null : readInstalled(folder));
    return folder;
  }

  /** Downloads a model's files into <dataDir>/models/<id>/ (only when asked: nothing else starts a download). */
  async download(id: string, context: TaskContext): Promise<ModelDownloadResult> {
    const model = this.find(id);
    if (model.bundled) throw new AppError('conflict', `${model.name} ships with the app; there is nothing to download.`);
    if (this.active.has(id)) throw new AppError('conflict', `${model.name} is already downloading.`);
    this.active.add(id);
    try {
      return await downloadModel(model, this.places(model).dataFolder, context, this.tuning);
    } finally {
      this.active.delete(id);
    }
  }

  /** Removes a downloaded or partly downloaded model; bundled models are never deleted. */
  async delete(id: string): Promise<ModelStatus> {
    const model = this.find(id);
    if (model.bundled) throw new AppError('conflict', `${model.name} ships with the app and cannot be deleted.`);
    if (this.active.has(id)) throw new AppError('conflict', `${model.name} is downloading; cancel the download first.`);
    await rm(this.places(model).dataFolder, { recursive: true, force: true });
    forgetFileHashes();
    return this.status(id);
  }

  private find(id: string): ModelEntry {
    const model = this.models().find((m) => m.id === id);
    if (!model) throw new AppError('not_found', `There is no model "${id}" in the model list.`);
    return model;
  }

  private places(model: ModelEntry): ModelPlaces {
    return {
      appFolder: model.bundled && model.path ? join(this.options.appRoot, ...model.path.split('/')) : null,
      dataFolder: join(this.downloadsDir, model.id),
    };
  }
}
