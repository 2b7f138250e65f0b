// Messages between the encoder pool (main thread) and an encoder worker thread.
import type { EncoderOptions } from './encoder';

/** What a worker loads: the encoder options, with the models folder resolved by the pool. */
export type EncoderWorkerData = EncoderOptions & { modelsDir: string };

export type ToEncoderWorker = { type: 'embed'; id: number; texts: string[] } | { type: 'close' };

export type FromEncoderWorker =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'vectors'; id: number; vectors: Float32Array[] }
  | { type: 'error'; id: number; message: string };
