// What an encoder worker thread loads: the encoder options, with the models folder resolved by the pool.
import type { EncoderOptions } from './encoder';

export type EncoderWorkerData = EncoderOptions & { modelsDir: string };
