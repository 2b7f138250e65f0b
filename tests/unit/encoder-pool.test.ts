// The encoder on worker threads (electron/services/models/encoder-pool.ts): the same vectors as the encoder in this
// thread, in input order, for texts split between two real worker threads and for callers asking at the same time; a
// worker that dies is replaced; a model that cannot load fails the pool with the reason; dispose ends every worker.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, ANALYZER_ENCODER_TOKENS } from '../../electron/services/analyzer/analyzer';
import { loadEncoder, type LocalEncoder } from '../../electron/services/models/encoder';
import { loadEncoderPool, type EncoderWorkerSpawner } from '../../electron/services/models/encoder-pool';
import type { Encoder } from '../../electron/services/models/encoder';
import { runFromDistLayout } from '../helpers/dist-bundle';

const TEXTS = [
  'It sounds like the last few weeks have worn you down.',
  'Have you been able to tell anyone at home how tired you are?',
  '',
  'You mentioned your grandmother; I wonder what she would say to you now, and whether her way of seeing things still helps when the evenings get long and quiet.',
  'That makes sense.',
  'It sounds like the last few weeks have worn you down.',
];

/** The real worker, with every spawned thread recorded so a test can stop one. */
function recordingSpawner(): { spawn: EncoderWorkerSpawner; spawned: Worker[] } {
  const spawned: Worker[] = [];
  return {
    spawned,
    spawn: (entry, data) => {
      const worker = new Worker(entry, { workerData: data, execArgv: [] });
      spawned.push(worker);
      return worker;
    },
  };
}

const exited = (worker: Worker) =>
  new Promise<number>((resolve) => {
    if (worker.threadId === -1) resolve(0);
    else worker.once('exit', resolve);
  });

describe('encoder pool', () => {
  let local: LocalEncoder;
  let pool: Encoder;
  const threads = recordingSpawner();

  beforeAll(async () => {
    local = await loadEncoder({ maxTokens: ANALYZER_ENCODER_TOKENS });
    pool = await loadEncoderPool({ workers: 2, maxTokens: ANALYZER_ENCODER_TOKENS, spawn: threads.spawn });
  }, 60_000);

  afterAll(async () => {
    await pool?.dispose();
    await local?.dispose();
  });

  it('gives every text the vector the encoder in this thread gives it, in input order', async () => {
    const expected = await local.embed(TEXTS);
    const vectors = await pool.embed(TEXTS);
    expect(vectors).toHaveLength(TEXTS.length);
    vectors.forEach((v, i) => expect(Array.from(v), `text ${i}`).toEqual(Array.from(expected[i] as Float32Array)));
    expect(threads.spawned).toHaveLength(2);
  });

  it('answers callers that ask at the same time, each with their own texts', async () => {
    const asks = TEXTS.map((t) => pool.embed([t, 'A second, shorter line.']));
    const answers = await Promise.all(asks);
    const expected = await local.embed([...TEXTS, 'A second, shorter line.']);
    answers.forEach(([first, second], i) => {
      expect(Array.from(first as Float32Array)).toEqual(Array.from(expected[i] as Float32Array));
      expect(Array.from(second as Float32Array)).toEqual(Array.from(expected[TEXTS.length] as Float32Array));
    });
  });

  it('replaces a worker that has stopped and still answers', async () => {
    const first = threads.spawned[0] as Worker;
    const gone = exited(first);
    await first.terminate();
    await gone;
    const expected = await local.embed(TEXTS);
    const vectors = await pool.embed(TEXTS);
    vectors.forEach((v, i) => expect(Array.from(v)).toEqual(Array.from(expected[i] as Float32Array)));
    expect(threads.spawned).toHaveLength(3);
  }, 60_000);

  it('ends every worker on dispose, and refuses work afterwards', async () => {
    const own = recordingSpawner();
    const short = await loadEncoderPool({ workers: 2, spawn: own.spawn });
    const ends = own.spawned.map(exited);
    await short.dispose();
    await expect(Promise.all(ends)).resolves.toHaveLength(2);
    await expect(short.embed(['after the end'])).rejects.toThrow(/disposed/);
  }, 60_000);

  it('fails with the reason when the model cannot be loaded, leaving no worker running', async () => {
    const own = recordingSpawner();
    await expect(loadEncoderPool({ workers: 2, modelsDir: '/nonexistent/models', spawn: own.spawn })).rejects.toThrow(
      /could not be loaded in its worker/,
    );
    await Promise.all(own.spawned.map(exited));
  }, 60_000);
});

describe('encoder pool, bundled', () => {
  const root = join(import.meta.dirname, '..', '..');

  it('runs its workers from dist-style output (encoder-worker.js beside the bundled caller) and lets Node exit when idle', async () => {
    const stdout = await runFromDistLayout(
      {
        main: 'electron/services/models/encoder-pool.ts',
        'encoder-worker': 'electron/services/models/encoder-worker.ts',
      },
      (main) => [
        `const { defaultEncoderWorkers, loadEncoderPool } = await import(${JSON.stringify(main)});`,
        `const pool = await loadEncoderPool({ workers: 2, modelsDir: ${JSON.stringify(join(root, 'models'))} });`,
        `const [a, b] = await pool.embed(['The first line.', 'A second, longer line of text.']);`,
        `console.log(JSON.stringify({ workers: defaultEncoderWorkers(), dims: [a.length, b.length] }));`,
        // No dispose(): idle workers must not keep the process alive.
      ],
    );
    const result = JSON.parse(stdout) as { workers: number; dims: number[] };
    expect(result.dims).toEqual([512, 512]);
    expect(result.workers).toBe(availableParallelism() >= 2 ? 2 : 0);
  }, 60_000);
});

describe('analyzer with the encoder on worker threads', () => {
  it('labels a reply exactly as with the encoder on this thread', async () => {
    const input = {
      reply:
        'I hear how lonely the new city feels. Maybe you could call your sister this weekend? You are not failing anyone by feeling this way.',
      post: 'Since the move I barely speak to anyone, and my family thinks I should just be grateful.',
    };
    const [threaded, inline] = await Promise.all([
      createAnalyzer({ encoderWorkers: 2, languageIdentifier: null }),
      createAnalyzer({ encoderWorkers: 0, languageIdentifier: null }),
    ]);
    try {
      const strip = (r: Awaited<ReturnType<typeof threaded.analyze>>) => ({
        ...r,
        meta: { ...r.meta, ms: 0, stages: null },
      });
      expect(strip(await threaded.analyze(input))).toEqual(strip(await inline.analyze(input)));
      expect(threaded.hasEncoder).toBe(true);
    } finally {
      await Promise.all([threaded.dispose(), inline.dispose()]);
    }
  }, 60_000);
});
