// The sentence encoder on worker threads: each thread runs its own copy of the model, and one request's texts are shared
// between them, so a reply's sentences are embedded side by side (on two cores in about half the time of one) while the
// calling thread goes on with its own work. Vectors are the same as in-process ones: the int8 model reads one text per call.
import { Worker } from 'node:worker_threads';
import { appRootFrom } from '../paths';
import { bundledModelsDir, ENCODER_DIMENSIONS, ENCODER_MODEL_ID, type Encoder, type EncoderOptions } from './encoder';
import type { EncoderWorkerData, FromEncoderWorker, ToEncoderWorker } from './encoder-protocol';

/** The worker's code: the esbuild bundle next to a bundled caller (dist/encoder-worker.js), or its TypeScript source. */
export function encoderWorkerEntry(callerUrl: string): URL {
  const fromSource = new URL(callerUrl).pathname.endsWith('.ts');
  return new URL(fromSource ? './encoder-worker-source.mjs' : './encoder-worker.js', callerUrl);
}

/** Per text, what a call costs beyond its characters (tokenising and running the graph), in characters. */
const CALL_COST_CHARS = 24;

/**
 * Shares texts between `threads` workers so each gets about the same work: longest first, each to the least loaded.
 * Returns, per worker, the indexes of its texts (some may be empty).
 */
export function shareTexts(texts: readonly string[], threads: number): number[][] {
  const shares: number[][] = Array.from({ length: Math.max(1, threads) }, () => []);
  const load = shares.map(() => 0);
  const order = texts.map((t, i) => ({ i, cost: t.length + CALL_COST_CHARS })).sort((a, b) => b.cost - a.cost);
  for (const { i, cost } of order) {
    let least = 0;
    for (let w = 1; w < load.length; w++) if ((load[w] as number) < (load[least] as number)) least = w;
    (shares[least] as number[]).push(i);
    load[least] = (load[least] as number) + cost;
  }
  return shares;
}

type Pending = { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void };

/** One worker thread and the requests it has not answered yet. Started again on the next request if it stops. */
class EncoderThread {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly entry: URL,
    private readonly data: EncoderWorkerData,
  ) {}

  start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(this.entry, { workerData: this.data, execArgv: [] });
    this.worker = worker;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    const stopped = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.ready = null;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromEncoderWorker) => {
        if (message.type === 'ready') {
          resolve();
          if (this.pending.size === 0) worker.unref();
        } else if (message.type === 'load-failed') {
          const error = new Error(`The sentence encoder could not be loaded: ${message.message}`);
          reject(error);
          stopped(error);
          worker.postMessage({ type: 'close' } satisfies ToEncoderWorker);
        } else this.settle(message);
      });
      const fail = (error: Error) => {
        reject(error);
        stopped(error);
      };
      worker.on('error', (error) => fail(new Error(`The encoder thread failed: ${error.message}`)));
      worker.on('exit', (code) => fail(new Error(`The encoder thread stopped (exit code ${code}).`)));
    });
    this.ready.catch(() => undefined);
    return this.ready;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    await this.start();
    const worker = this.worker;
    if (!worker) throw new Error('The encoder thread stopped.');
    const id = this.nextId++;
    return new Promise<Float32Array[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ type: 'embed', id, texts } satisfies ToEncoderWorker);
    });
  }

  private settle(message: Extract<FromEncoderWorker, { id: number }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    // An idle thread does not keep the process alive.
    if (this.pending.size === 0) this.worker?.unref();
    if (message.type === 'vectors') pending.resolve(message.vectors);
    else pending.reject(new Error(`The sentence encoder failed: ${message.message}`));
  }

  /** Lets the request in flight finish, then ends the thread (ending it inside onnxruntime would abort the process). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    worker.ref();
    worker.postMessage({ type: 'close' } satisfies ToEncoderWorker);
    await this.exited;
  }
}

class EncoderPool implements Encoder {
  readonly dimensions = ENCODER_DIMENSIONS;

  constructor(
    readonly modelId: string,
    private readonly threads: EncoderThread[],
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    const shares = shareTexts(texts, this.threads.length);
    await Promise.all(
      shares.map(async (share, w) => {
        if (!share.length) return;
        const vectors = await (this.threads[w] as EncoderThread).embed(share.map((i) => texts[i] as string));
        share.forEach((i, j) => (out[i] = vectors[j] as Float32Array));
      }),
    );
    return out;
  }

  async dispose(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}

/** Starts `threads` encoder threads and waits until each has loaded the model (fails if any cannot). */
export async function loadEncoderPool(threads: number, options: EncoderOptions = {}): Promise<Encoder> {
  const data: EncoderWorkerData = {
    ...options,
    modelsDir: options.modelsDir ?? bundledModelsDir(appRootFrom(import.meta.url)),
  };
  const entry = encoderWorkerEntry(import.meta.url);
  const pool = Array.from({ length: Math.max(1, threads) }, () => new EncoderThread(entry, data));
  try {
    await Promise.all(pool.map((t) => t.start()));
  } catch (error) {
    await Promise.all(pool.map((t) => t.close()));
    throw error;
  }
  return new EncoderPool(options.modelId ?? ENCODER_MODEL_ID, pool);
}
