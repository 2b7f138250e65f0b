// The fast analyzer on a worker thread of its own (electron/services/analyzer/analyzer-thread.ts): the same results as
// in this thread, this thread's event loop mostly idle while it works, a thread that stops started again for the next
// request, dispose ending it, and the built layout (analyzer-worker.js beside the bundled caller) exiting when idle.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../electron/services/analyzer/analyzer';
import { loadAnalyzerThread } from '../../electron/services/analyzer/analyzer-thread';
import type { AnalysisResult, AnalyzerInput } from '../../shared/analyzer/types';
import { runFromDistLayout } from '../helpers/dist-bundle';

const POST =
  'Since the move I barely speak to anyone. My parents say I should be grateful, and some nights I wonder whether anyone would notice if I were gone.';
const INPUTS: AnalyzerInput[] = [
  {
    reply: 'It sounds like the move has left you very alone. Have you told anyone how dark the nights get?',
    post: POST,
  },
  {
    reply: 'Bitte ruf heute noch die Telefonseelsorge an. Du musst das nicht allein tragen.',
    post: POST,
    postLanguage: 'en',
  },
  {
    reply: 'You mentioned your parents. I wonder what you would want them to understand.',
    post: POST,
    spans: [{ id: 1, kind: 'distress', phrase: 'barely speak to anyone', label: 'moderate' }],
  },
];
const strip = (r: AnalysisResult) => ({ ...r, meta: { ...r.meta, ms: 0, stages: null } });

describe('analyzer thread', () => {
  let inline: Analyzer;
  let threaded: Analyzer;
  const spawned: Worker[] = [];

  beforeAll(async () => {
    [inline, threaded] = await Promise.all([
      createAnalyzer({ encoderWorkers: 0 }),
      loadAnalyzerThread({
        spawn: (entry, data) => {
          const worker = new Worker(entry, { workerData: data, execArgv: [] });
          spawned.push(worker);
          return worker;
        },
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([inline?.dispose(), threaded?.dispose()]);
  });

  it('answers exactly as the analyzer in this thread, and says which models it has', async () => {
    expect(threaded.hasEncoder).toBe(inline.hasEncoder);
    expect(threaded.hasLanguageId).toBe(inline.hasLanguageId);
    for (const input of INPUTS)
      expect(strip(await threaded.analyze(input))).toEqual(strip(await inline.analyze(input)));
  });

  it('leaves this thread mostly idle while it analyses (unlike the analyzer in this thread)', async () => {
    const busyShare = async (analyzer: Analyzer) => {
      const before = performance.eventLoopUtilization();
      for (let round = 0; round < 5; round++)
        for (const input of INPUTS) {
          analyzer.clearCache();
          await analyzer.analyze({ ...input, reply: `${input.reply} (${round})` });
        }
      return performance.eventLoopUtilization(before).utilization;
    };
    const inThread = await busyShare(threaded);
    const here = await busyShare(inline);
    expect(here).toBeGreaterThan(0.5);
    expect(inThread).toBeLessThan(here / 2);
  }, 60_000);

  it('starts a new thread for the next request when its thread has stopped', async () => {
    const first = spawned[0] as Worker;
    await first.terminate();
    const result = await threaded.analyze(INPUTS[0] as AnalyzerInput);
    expect(strip(result)).toEqual(strip(await inline.analyze(INPUTS[0] as AnalyzerInput)));
    expect(spawned).toHaveLength(2);
  }, 120_000);

  it('runs in this thread, with a warning, when its thread cannot start', async () => {
    const warnings: string[] = [];
    const fallback = await loadAnalyzerThread({
      encoderWorkers: 0,
      spawn: () => new Worker('throw new Error("no threads here")', { eval: true }),
      onWarning: (message) => warnings.push(message),
    });
    try {
      expect(warnings).toEqual([
        expect.stringMatching(/could not start, so it runs in this thread: .*no threads here/),
      ]);
      expect(strip(await fallback.analyze(INPUTS[0] as AnalyzerInput))).toEqual(
        strip(await inline.analyze(INPUTS[0] as AnalyzerInput)),
      );
    } finally {
      await fallback.dispose();
    }
  }, 120_000);

  it('refuses work once disposed', async () => {
    const own = await loadAnalyzerThread({ encoderWorkers: 0 });
    await own.dispose();
    await expect(own.analyze(INPUTS[0] as AnalyzerInput)).rejects.toThrow(/disposed/);
  }, 120_000);
});

describe('analyzer thread, bundled', () => {
  const root = join(import.meta.dirname, '..', '..');

  it('runs from dist-style output (analyzer-worker.js and encoder-worker.js beside the caller) and exits when idle', async () => {
    const stdout = await runFromDistLayout(
      {
        main: 'electron/services/analyzer/analyzer-thread.ts',
        'analyzer-worker': 'electron/services/analyzer/analyzer-worker.ts',
        'encoder-worker': 'electron/services/models/encoder-worker.ts',
      },
      (main) => [
        `const { loadAnalyzerThread } = await import(${JSON.stringify(main)});`,
        `const analyzer = await loadAnalyzerThread({ encoderOptions: { modelsDir: ${JSON.stringify(join(root, 'models'))} } });`,
        `const result = await analyzer.analyze({ reply: 'It sounds like a lonely week. Have you told anyone?' });`,
        `console.log(JSON.stringify({ encoder: analyzer.hasEncoder, sentences: result.sentences.length }));`,
        // No dispose(): an idle thread must not keep the process alive.
      ],
      { splitting: true, timeoutMs: 60_000 },
    );
    expect(JSON.parse(stdout)).toEqual({ encoder: true, sentences: 2 });
  }, 120_000);
});
