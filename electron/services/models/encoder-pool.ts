// The sentence encoder on worker threads: onnxruntime runs a model call on the thread that asks, so in-process the
// analyzer's texts are embedded one after another on the main thread. The pool splits a request's texts between two
// workers, each with its own copy of the model: two texts take about the time of one, and the host's main thread
// stays free meanwhile. The vectors are the same as in-process (same model, same options, one text per call).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundledWorker } from '../jobs/source-bundle';
import { appRootFrom } from '../paths';
import { bundledModelsDir, ENCODER_DIMENSIONS, ENCODER_MODEL_ID, type Encoder, type EncoderOptions } from './encoder';
import type { EncoderWorkerData, FromEncoderWorker, ToEncoderWorker } from './encoder-protocol';

/** The worker's bundle beside the bundled caller (dist/encoder-worker.js, scripts/build.js), with the caller's extension. */
export const BUNDLED_ENCODER_WORKER = 'encoder-worker';
/** How long dispose waits for a model call in flight before terminating a worker anyway. */
const CLOSE_GRACE_MS = 10_000;

/** Starts one worker thread from the worker's code; injectable so tests can watch or stop the threads. */
export type EncoderWorkerSpawner = (entry: URL, data: EncoderWorkerData) => Worker;

export interface EncoderPoolOptions extends EncoderOptions {
  /** Worker threads (default defaultEncoderWorkers(), at least 1). */
  workers?: number;
  spawn?: EncoderWorkerSpawner;
}

const fromSource = (): boolean => new URL(import.meta.url).pathname.endsWith('.ts');
const bundledEntry = (): URL => {
  const extension = /\.[cm]?js$/.exec(new URL(import.meta.url).pathname)?.[0] ?? '.js';
  return new URL(`./${BUNDLED_ENCODER_WORKER}${extension}`, import.meta.url);
};

/**
 * The worker's code: dist/encoder-worker.js for the built app; run from TypeScript source (tests, tsx scripts), the
 * source bundled once with esbuild. Null when neither exists: this code was itself bundled somewhere else (a job's
 * worker bundled from source), where the encoder then runs in-process.
 */
export async function encoderWorkerEntry(): Promise<URL | null> {
  if (fromSource()) return bundledWorker(new URL('./encoder-worker.ts', import.meta.url));
  return existsSync(fileURLToPath(bundledEntry())) ? bundledEntry() : null;
}

/**
 * Two workers where there are two cores or more (the analyzer embeds at most two texts per cold analysis) and the
 * worker's code is at hand; none on one core, where a worker would only add its messages' cost.
 */
export function defaultEncoderWorkers(): number {
  if (!fromSource() && !existsSync(fileURLToPath(bundledEntry()))) return 0;
  return availableParallelism() >= 2 ? 2 : 0;
}

const spawnEncoderWorker: EncoderWorkerSpawner = (entry, data) =>
  new Worker(entry, { workerData: data, execArgv: [] });

type Pending = { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void };

/** One worker thread and its requests in flight. */
class EncoderThread {
  readonly ready: Promise<void>;
  private readonly exited: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Characters sent and not answered yet: a new request goes to the least busy thread. */
  load = 0;
  alive = true;

  constructor(private readonly worker: Worker) {
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    this.ready = new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        this.alive = false;
        reject(error);
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
      };
      worker.on('message', (message: FromEncoderWorker) => {
        if (message.type === 'ready') {
          resolve();
          this.idleCheck();
        } else if (message.type === 'load-failed') {
          fail(new Error(`The sentence encoder could not be loaded in its worker: ${message.message}`));
          void this.close();
        } else this.settle(message);
      });
      worker.on('error', (error) => fail(new Error(`The encoder worker failed: ${error.message}`)));
      worker.on('exit', (code) => fail(new Error(`The encoder worker stopped (exit code ${code}).`)));
    });
    // Callers see the failure through ready or embed; a rejection nobody awaits must not crash the process.
    this.ready.catch(() => undefined);
  }

  embed(texts: string[], weight: number): Promise<Float32Array[]> {
    if (!this.alive) return Promise.reject(new Error('The encoder worker has stopped.'));
    const id = this.nextId++;
    this.load += weight;
    this.worker.ref();
    return new Promise<Float32Array[]>((resolve, reject) => {
      const done = () => {
        this.pending.delete(id);
        this.load -= weight;
        this.idleCheck();
      };
      this.pending.set(id, {
        resolve: (vectors) => {
          done();
          resolve(vectors);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      this.worker.postMessage({ type: 'embed', id, texts } satisfies ToEncoderWorker);
    });
  }

  /** Asks the worker to end once idle; terminates it only if it does not within the grace period. */
  async close(): Promise<void> {
    this.alive = false;
    this.worker.ref();
    this.worker.postMessage({ type: 'close' } satisfies ToEncoderWorker);
    const timer = setTimeout(() => void this.worker.terminate(), CLOSE_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  private settle(message: Extract<FromEncoderWorker, { id: number }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type === 'error') pending.reject(new Error(`The sentence encoder failed: ${message.message}`));
    else pending.resolve(message.vectors);
  }

  /** An idle worker does not keep the process alive. */
  private idleCheck(): void {
    if (this.pending.size === 0) this.worker.unref();
  }
}

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
    private readonly threads: EncoderThread[],
    private readonly start: () => EncoderThread,
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
    const thread = this.threads[k] as EncoderThread;
    const weight = texts.reduce((sum, t) => sum + t.length + 1, 0);
    try {
      return await thread.embed(texts, weight);
    } catch (error) {
      if (thread.alive || this.disposed) throw error;
      const fresh = this.threads[k] === thread ? this.start() : (this.threads[k] as EncoderThread);
      this.threads[k] = fresh;
      await fresh.ready;
      return fresh.embed(texts, weight);
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
  const start = () => new EncoderThread(spawn(entry, data));
  const threads = Array.from({ length: Math.max(1, workers ?? defaultEncoderWorkers()) }, start);
  try {
    await Promise.all(threads.map((t) => t.ready));
  } catch (error) {
    await Promise.all(threads.map((t) => t.close()));
    throw error;
  }
  return new EncoderPool(threads, start, encoderOptions.modelId ?? ENCODER_MODEL_ID);
}
