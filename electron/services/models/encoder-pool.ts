// The sentence encoder on worker threads: onnxruntime runs a model call on the thread that asks, so in-process the
// analyzer's texts are embedded one after another on the analyzer's thread. The pool splits a request's texts between
// two workers, each with its own copy of the model: two texts take about the time of one, and the analyzer's thread
// stays free meanwhile. The vectors are the same as in-process (same model, same options, one text per call).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { appRootFrom } from '../paths';
import { RequestThread } from '../threads/request-thread';
import { hasWorkerCode, workerCode } from '../threads/worker-code';
import { bundledModelsDir, ENCODER_DIMENSIONS, ENCODER_MODEL_ID, type Encoder, type EncoderOptions } from './encoder';
import type { EncoderWorkerData } from './encoder-protocol';

/** The worker's bundle beside the bundled caller (dist/encoder-worker.js, scripts/build.js), with the caller's extension. */
export const BUNDLED_ENCODER_WORKER = 'encoder-worker';

/** Starts one worker thread from the worker's code; injectable so tests can watch or stop the threads. */
export type EncoderWorkerSpawner = (entry: URL, data: EncoderWorkerData) => Worker;

export interface EncoderPoolOptions extends EncoderOptions {
  /** Worker threads (default defaultEncoderWorkers(), at least 1). */
  workers?: number;
  spawn?: EncoderWorkerSpawner;
}

/** The worker's code (see threads/worker-code.ts); null where this module was bundled without it. */
const encoderWorkerEntry = (): Promise<URL | null> =>
  workerCode(import.meta.url, './encoder-worker.ts', BUNDLED_ENCODER_WORKER);

/**
 * Two workers where there are two cores or more (the analyzer embeds at most two texts per cold analysis) and the
 * worker's code is at hand; none on one core, where a worker would only add its messages' cost.
 */
export function defaultEncoderWorkers(): number {
  if (!hasWorkerCode(import.meta.url, BUNDLED_ENCODER_WORKER)) return 0;
  return availableParallelism() >= 2 ? 2 : 0;
}

const spawnEncoderWorker: EncoderWorkerSpawner = (entry, data) =>
  new Worker(entry, { workerData: data, execArgv: [] });

/** Splits texts between threads, longest first to the least loaded, so the slowest share is as short as it can be. */
function shares(texts: readonly string[], loads: number[]): number[][] {
  const out = loads.map(() => [] as number[]);
  const order = texts.map((t, i) => ({ i, length: t.length })).sort((a, b) => b.length - a.length || a.i - b.i);
  const total = [...loads];
  for (const { i, length } of order) {
    let best = 0;
    for (let k = 1; k < total.length; k++) if ((total[k] as number) < (total[best] as number)) best = k;
    (out[best] as number[]).push(i);
    total[best] = (total[best] as number) + length + 1;
  }
  return out;
}

class EncoderPool implements Encoder {
  readonly modelId: string;
  readonly dimensions = ENCODER_DIMENSIONS;
  private disposed = false;

  constructor(
    private readonly threads: RequestThread[],
    private readonly start: () => RequestThread,
    modelId: string,
  ) {
    this.modelId = modelId;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    if (this.disposed) throw new Error('The encoder pool has been disposed.');
    const out = new Array<Float32Array>(texts.length);
    const split = shares(
      texts,
      this.threads.map((t) => t.load),
    );
    await Promise.all(
      split.map(async (indices, k) => {
        if (!indices.length) return;
        const group = indices.map((i) => texts[i] as string);
        const vectors = await this.onThread(k, group);
        indices.forEach((i, j) => (out[i] = vectors[j] as Float32Array));
      }),
    );
    return out;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all(this.threads.map((t) => t.close()));
  }

  /** Embeds on thread k; if that worker has died, once more on a fresh one that takes its place. */
  private async onThread(k: number, texts: string[]): Promise<Float32Array[]> {
    const thread = this.threads[k] as RequestThread;
    const weight = texts.reduce((sum, t) => sum + t.length + 1, 0);
    try {
      return await thread.request<Float32Array[]>({ type: 'embed', texts }, weight);
    } catch (error) {
      if (thread.alive || this.disposed) throw error;
      const fresh = this.threads[k] === thread ? this.start() : (this.threads[k] as RequestThread);
      this.threads[k] = fresh;
      await fresh.ready;
      return fresh.request<Float32Array[]>({ type: 'embed', texts }, weight);
    }
  }
}

/** Starts the worker threads and waits until each has loaded the model; fails (and stops them) if one cannot. */
export async function loadEncoderPool(options: EncoderPoolOptions = {}): Promise<Encoder> {
  const { workers, spawn = spawnEncoderWorker, ...encoderOptions } = options;
  const data: EncoderWorkerData = {
    ...encoderOptions,
    modelsDir: encoderOptions.modelsDir ?? bundledModelsDir(appRootFrom(import.meta.url)),
  };
  const entry = await encoderWorkerEntry();
  if (!entry) throw new Error(`The encoder worker's code (${BUNDLED_ENCODER_WORKER}.js) is not beside this module.`);
  const start = () => new RequestThread(spawn(entry, data), 'sentence encoder');
  const threads = Array.from({ length: Math.max(1, workers ?? defaultEncoderWorkers()) }, start);
  try {
    await Promise.all(threads.map((t) => t.ready));
  } catch (error) {
    await Promise.all(threads.map((t) => t.close()));
    throw error;
  }
  return new EncoderPool(threads, start, encoderOptions.modelId ?? ENCODER_MODEL_ID);
}
