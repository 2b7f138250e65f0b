// What the model manager reports about each model (models.list) and a finished download (models.download).
import type { ModelTask } from './manifest';

export type ModelState =
  /** Ships with the app and its files are present. */
  | 'bundled'
  /** Ships with the app but its files were not found. */
  | 'missing'
  /** Downloaded completely (and verified where a hash was known). */
  | 'installed'
  /** A download started and stopped; it resumes where it stopped. */
  | 'partial'
  | 'not-installed';

export type ModelStatus = {
  id: string;
  name: string;
  task: ModelTask;
  runtime: string;
  languages: string[];
  licence: string;
  /** The https page of the model's source, when known. */
  sourceUrl: string | null;
  bundled: boolean;
  state: ModelState;
  /** Total size in bytes: from the manifest, or learned when a download started; null when unknown. */
  sizeBytes: number | null;
  /** Rough size from the manifest (the hub's listing), for display before the exact size is known. */
  approximateSizeBytes: number | null;
  /** Bytes on disk so far (complete files and partial ones). */
  downloadedBytes: number;
  files: number;
  /** Hosts the files are downloaded from (empty for bundled models). */
  downloadHosts: string[];
  /** The folder holding the model's files when it is available, else where a download would put it. */
  location: string;
  /** A download of this model is running now (in this app). */
  downloading: boolean;
  /**
   * What the installed files were pinned to at their first download: the repository commit (when the
   * server named one) and each file's sha256, checked again on every load. Null until installed.
   */
  pins: ModelPins | null;
};

export type ModelPins = {
  commit: string | null;
  /** The commit the manifest requires, when it pins one. */
  pinnedCommit: string | null;
  files: { path: string; size: number; sha256: string }[];
};

export type DownloadedFile = {
  path: string;
  size: number;
  sha256: string;
  /** Which expected hashes the file was checked against; empty when none was declared. */
  verifiedAgainst: ('server' | 'manifest')[];
  /** The file was already complete from an earlier download and not fetched again. */
  skipped: boolean;
  /** The repository commit the server served the file from (Hugging Face's X-Repo-Commit), when it said. */
  commit: string | null;
};

export type ModelDownloadResult = {
  id: string;
  location: string;
  files: DownloadedFile[];
  /** Bytes fetched over the network in this run. */
  fetchedBytes: number;
  /** Some bytes came from a partial file of an earlier run (HTTP Range). */
  resumed: boolean;
};

/** Why a download failed, in `error.details` of a failed models.download, so the UI can say it in the user's language. */
export type ModelDownloadProblem = {
  reason: 'hash-mismatch' | 'size-mismatch' | 'http-status' | 'network' | 'redirect' | 'disk';
  /** The file inside the model folder (e.g. onnx/model_quantized.onnx). */
  file: string;
  /** The host that answered (or failed to). */
  host: string;
  /** HTTP status for http-status. */
  status?: number;
};
