// Messages between the encoder pool (main side) and its worker threads, each running one copy of the sentence encoder.
import type { EncoderOptions } from './encoder';

/** What a worker is started with: the encoder options, with the models folder already resolved. */
export type EncoderWorkerData = EncoderOptions & { modelsDir: string };

export type ToEncoderWorker = { type: 'embed'; id: number; texts: string[] } | { type: 'close' };

export type FromEncoderWorker =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'vectors'; id: number; vectors: Float32Array[] }
  | { type: 'error'; id: number; message: string };
