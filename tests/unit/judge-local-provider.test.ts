// Local judges as configured providers: kind 'local' stored and listed, model checks, planning errors for a
// model that is not installed, scoring and the connection test through JudgingService on the tiny fixture
// model (resolved by a real ModelManager), the cache key following the model's files, one worker per model.
import { cpSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionTest, JudgeProvider, ScoreResult } from '../../shared/domain/judging';
import { JudgingService } from '../../electron/services/judges/service';
import { ModelManager } from '../../electron/services/models/manager';
import { startLibraryServices } from '../helpers/library';
import { makeTempDir } from '../helpers/temp-dir';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FIXTURE = join(root, 'tests/fixtures/models/tiny-causal-lm');
const MODEL_FILES = [
  'config.json',
  'generation_config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/model.onnx',
];

/** An app folder holding a copy of the fixture model and a model list naming it, one model that is not installed, and an encoder. */
function writeAppFolder(appRoot: string): string {
  cpSync(FIXTURE, join(appRoot, 'models', 'tiny-causal-lm'), { recursive: true });
  const files = MODEL_FILES.map((path) => ({ path, size: statSync(join(FIXTURE, path)).size }));
  const manifest = {
    version: 1,
    models: [
      {
        id: 'tiny-causal-lm',
        name: 'Tiny causal LM (test fixture)',
        task: 'text-generation',
        runtime: 'transformers.js',
        languages: ['en'],
        bundled: true,
        path: 'models/tiny-causal-lm',
        files,
        licence: 'Apache-2.0',
        source: { conversion: 'scripts/models/build-tiny-causal-lm.py' },
        // Random weights: its mass is spread over the whole vocabulary (see judge-local.test.ts).
        coverageFloor: 0,
      },
      {
        id: 'absent-lm',
        name: 'Absent LM',
        task: 'text-generation',
        runtime: 'transformers.js',
        languages: ['en'],
        bundled: false,
        files: [{ path: 'config.json', url: 'https://models.invalid/absent-lm/config.json' }],
        licence: 'Apache-2.0',
        source: { url: 'https://models.invalid/absent-lm' },
      },
      {
        id: 'some-encoder',
        name: 'Some encoder',
        task: 'sentence-embedding',
        runtime: 'transformers.js',
        languages: ['en'],
        bundled: true,
        path: 'models/tiny-causal-lm',
        files,
        licence: 'Apache-2.0',
        source: { conversion: 'none' },
      },
    ],
  };
  const path = join(appRoot, 'models', 'manifest.json');
  writeFileSync(path, JSON.stringify(manifest, null, 2));
  return path;
}

let s: Awaited<ReturnType<typeof startLibraryServices>>;
let app: ReturnType<typeof makeTempDir>;
let judging: JudgingService;
beforeEach(async () => {
  s = await startLibraryServices();
  app = makeTempDir('culturecare-app-');
  mkdirSync(join(app.path, 'models'));
  const manifestPath = writeAppFolder(app.path);
  judging = new JudgingService(s.db, s.secrets, {
    models: new ModelManager({ appRoot: app.path, dataDir: s.dataDir, manifestPath }),
  });
  // The API handlers call s.judging, so the dispatcher (roles, validation) reaches this service.
  s.judging = judging;
});
afterEach(async () => {
  await judging.stop();
  s.cleanup();
  app.remove();
});

async function value<T>(method: string, request: unknown): Promise<T> {
  const result = await s.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

async function task<T>(method: string, request: unknown): Promise<T> {
  let taskId = '';
  const done = new Promise<T>((resolve, reject) =>
    s.tasks.onEvent((event) => {
      if (event.taskId !== taskId) return;
      if (event.type === 'task.done') resolve(event.value as T);
      else if (event.type === 'task.failed') reject(new Error(event.error.message));
    }),
  );
  taskId = (await value<{ taskId: string }>(method, request)).taskId;
  return done;
}

const addLocal = (extra: Record<string, unknown> = {}) =>
  value<JudgeProvider>('judges.save', {
    kind: 'local',
    label: 'Tiny local',
    modelId: 'tiny-causal-lm',
    defaultFor: ['rubric-a'],
    ...extra,
  });

const request = {
  rubricId: 'rubric-a',
  input: {
    post: 'Meine Eltern sagen, Therapie ist nur für Schwache.',
    reply: 'Das klingt belastend. Was würde dir helfen?',
    culture: 'German',
  },
};

describe('local judge providers', () => {
  it('are stored with kind local, the model id and no address, and listed as running on this computer', async () => {
    const saved = await addLocal();
    expect(saved).toEqual({
      id: 'tiny-local',
      label: 'Tiny local',
      kind: 'local',
      baseUrl: '',
      model: 'tiny-causal-lm',
      logprobs: true,
      structuredOutput: false,
      rationaleFirst: false,
      maxConcurrency: 1,
      serverKind: 'this-computer',
      defaultFor: ['rubric-a'],
      hasApiKey: false,
      destination: { host: 'this computer', offMachine: false },
    });
    expect(s.db.prepare('SELECT kind, base_url, model FROM judge_provider').all()).toEqual([
      { kind: 'local', base_url: '', model: 'tiny-causal-lm' },
    ]);
    expect(await value('judges.list', {})).toEqual([saved]);

    const edited = await value<JudgeProvider>('judges.save', {
      kind: 'local',
      id: saved.id,
      label: 'Tiny, renamed',
      modelId: 'tiny-causal-lm',
      maxConcurrency: 2,
    });
    expect(edited).toMatchObject({ id: 'tiny-local', label: 'Tiny, renamed', maxConcurrency: 2, defaultFor: [] });
  });

  it('a server judge turned local loses its API key; one without kind is still a server judge', async () => {
    const remote = await value<JudgeProvider>('judges.save', {
      label: 'Hosted',
      baseUrl: 'https://api.example.org/v1',
      model: 'm',
      apiKey: 'sk-local-test-1',
    });
    expect(remote).toMatchObject({
      kind: 'openai',
      hasApiKey: true,
      destination: { host: 'api.example.org', offMachine: true },
    });
    const local = await value<JudgeProvider>('judges.save', {
      kind: 'local',
      id: remote.id,
      label: 'Hosted',
      modelId: 'tiny-causal-lm',
    });
    expect(local).toMatchObject({ kind: 'local', hasApiKey: false, baseUrl: '', destination: { offMachine: false } });
    expect(s.secrets.has('judge:hosted')).toBe(false);
  });

  it('refuses unknown models, models that are not language models, and server fields on a local judge', async () => {
    expect(await s.dispatch('judges.save', { kind: 'local', label: 'x', modelId: 'no-such-model' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: expect.stringMatching(/no model "no-such-model"/) },
    });
    expect(await s.dispatch('judges.save', { kind: 'local', label: 'x', modelId: 'some-encoder' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: expect.stringMatching(/not a language model/) },
    });
    expect(
      await s.dispatch('judges.save', {
        kind: 'local',
        label: 'x',
        modelId: 'tiny-causal-lm',
        baseUrl: 'http://127.0.0.1:1/v1',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(
      await s.dispatch('judges.save', { kind: 'local', label: 'x', modelId: 'tiny-causal-lm', maxConcurrency: 5 }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(s.db.prepare('SELECT count(*) AS n FROM judge_provider').get()).toEqual({ n: 0 });
  });

  it('a model that is not installed fails at planning time, before any task starts, with a clear message', async () => {
    const judge = await addLocal({ label: 'Absent', modelId: 'absent-lm' });
    const result = await s.dispatch('judges.score', request);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        message: 'The local model Absent LM is not installed; download it in Settings → Local models.',
        details: { reason: 'local-model-missing', modelId: 'absent-lm' },
      },
    });
    const test = await value<ConnectionTest>('judges.test', { id: judge.id });
    expect(test).toMatchObject({ ok: false, logprobs: null, message: expect.stringMatching(/not installed/) });
    expect(judging.localWorkers.size).toBe(0);
  });

  it('without the model list (no model manager), a local judge cannot be planned', async () => {
    await addLocal();
    const bare = new JudgingService(s.db, s.secrets);
    expect(() => bare.planBatch({ rubricId: 'rubric-a', texts: [{ input: request.input }] })).toThrow(
      /Local models are not available/,
    );
  });
});

describe('scoring with a local judge', () => {
  it('scores a reply on Rubric A in this process, sends nothing anywhere, and caches the result', async () => {
    const judge = await addLocal();
    const first = await task<ScoreResult>('judges.score', request);
    expect(first.judgements).toHaveLength(7);
    for (const j of first.judgements) {
      expect(j).toMatchObject({ judgeId: judge.id, status: 'ok', fromCache: false, rationale: null });
      expect(j.score).toBeGreaterThanOrEqual(1);
      expect(j.score).toBeLessThanOrEqual(5);
      expect(Object.values(j.distribution!).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
    expect(first.sentTo).toEqual([{ judgeId: judge.id, host: 'this computer', offMachine: false }]);
    expect(first.aggregates[judge.id]!.all).toBeGreaterThanOrEqual(1);
    const rows = s.db.prepare('SELECT judge_id, status, completion_tokens FROM judgement').all();
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => (r as { completion_tokens: number }).completion_tokens === 0)).toBe(true);

    const second = await task<ScoreResult>('judges.score', request);
    expect(second.judgements.every((j) => j.fromCache)).toBe(true);
    expect(second.judgements.map((j) => j.score)).toEqual(first.judgements.map((j) => j.score));
    expect(judging.localWorkers.size).toBe(1);
  }, 60_000);

  it('judges of one model share its worker; new model files give new cache keys and a new worker', async () => {
    const a = await addLocal({ label: 'Tiny A' });
    const b = await addLocal({ label: 'Tiny B', defaultFor: [] });
    const judgeA = judging.judgeFor(judging.providers().find((p) => p.id === a.id)!);
    const judgeB = judging.judgeFor(judging.providers().find((p) => p.id === b.id)!);
    expect(judging.localWorkers.size).toBe(1);
    const fingerprint = JSON.parse(judgeA.settingsFingerprint) as Record<string, unknown>;
    expect(fingerprint).toMatchObject({ model: 'tiny-causal-lm', revision: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(judgeB.settingsFingerprint).toBe(judgeA.settingsFingerprint);

    const items = ['empathy', 'fluency'];
    const first = await judging.planBatch({
      rubricId: 'rubric-a',
      judgeIds: [a.id, b.id],
      items,
      texts: [{ input: request.input }],
    })({ signal: new AbortController().signal, progress: () => {} });
    expect(first[0]!.judgements.map((j) => [j.judgeId, j.status, j.fromCache])).toEqual(
      expect.arrayContaining([
        [a.id, 'ok', false],
        [b.id, 'ok', false],
      ]),
    );
    // Same weights, same prompt: both judges read the same distribution from the one model (float32; B reuses A's prefix).
    const score = (id: string, item: string) =>
      first[0]!.judgements.find((j) => j.judgeId === id && j.item === item)!.score;
    for (const item of items) expect(score(a.id, item)).toBeCloseTo(score(b.id, item)!, 5);

    // The model's weights change on disk (a new copy): the fingerprint changes, nothing is served from the cache.
    const weights = join(app.path, 'models', 'tiny-causal-lm', 'onnx', 'model.onnx');
    const later = new Date(statSync(weights).mtimeMs + 60_000);
    utimesSync(weights, later, later);
    const changed = judging.judgeFor(judging.providers().find((p) => p.id === a.id)!);
    expect(changed.settingsFingerprint).not.toBe(judgeA.settingsFingerprint);
    const again = await judging.planBatch({
      rubricId: 'rubric-a',
      judgeIds: [a.id],
      items,
      texts: [{ input: request.input }],
    })({ signal: new AbortController().signal, progress: () => {} });
    expect(again[0]!.judgements.every((j) => j.status === 'ok' && !j.fromCache)).toBe(true);
    expect(judging.localWorkers.size).toBe(1);
  }, 60_000);

  it('the connection test loads the model and scores a one-item probe, reporting latency', async () => {
    const judge = await addLocal();
    const test = await value<ConnectionTest>('judges.test', { id: judge.id });
    expect(test).toMatchObject({
      ok: true,
      logprobs: true,
      message: expect.stringMatching(/^Loaded gpt2 .*scored \d\.\d\d on Empathy\.$/),
    });
    expect(test.latencyMs).toBeGreaterThan(0);
    expect(test.local!.loadMs).toBeGreaterThan(0);
    expect(test.local!.probeScore).toBeGreaterThanOrEqual(1);
    expect(test.local!.probeScore).toBeLessThanOrEqual(5);
  }, 60_000);

  it('stop() ends the workers; the next run starts a new one', async () => {
    await addLocal();
    await task<ScoreResult>('judges.score', { ...request, items: ['empathy'] });
    expect(judging.localWorkers.size).toBe(1);
    await judging.stop();
    expect(judging.localWorkers.size).toBe(0);
    const next = await task<ScoreResult>('judges.score', {
      ...request,
      input: { ...request.input, reply: 'Das klingt sehr schwer. Ich bin da.' },
      items: ['empathy'],
    });
    expect(next.judgements).toMatchObject([{ status: 'ok', fromCache: false }]);
    expect(judging.localWorkers.size).toBe(1);
  }, 60_000);
});
