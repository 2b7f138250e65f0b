// The model manager against a real local HTTP server: statuses, download with progress, resume with Range,
// sha256 checks (corrupted file rejected), redirects, servers that ignore Range, cancel, delete, and the manifest schema.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskContext } from '../../electron/services/tasks';
import { AppError } from '../../electron/services/errors';
import { loadModelManifest, ModelManager } from '../../electron/services/models/manager';
import { modelManifestSchema } from '../../shared/models/manifest';
import type { ModelDownloadProblem } from '../../shared/models/status';
import { fixtureBytes, startModelServer, type ModelServer } from '../fixtures/model-server';
import { startTestServices } from '../helpers/services';
import { makeTempDir } from '../helpers/temp-dir';

const root = join(import.meta.dirname, '..', '..');

const FILES: Record<string, Buffer> = {
  'config.json': Buffer.from(JSON.stringify({ model_type: 'llama', vocab_size: 32 })),
  'tokenizer.json': fixtureBytes(40_000, 7),
  'onnx/model.onnx': fixtureBytes(600_000, 11),
};
const MODEL = 'tiny-lm';
const BUNDLED = 'tiny-encoder';

let server: ModelServer;
let app: ReturnType<typeof makeTempDir>;
let data: ReturnType<typeof makeTempDir>;
let manager: ModelManager;

function writeManifest(extra: Record<string, unknown> = {}) {
  const manifest = {
    version: 1,
    models: [
      {
        id: BUNDLED,
        name: 'Tiny encoder',
        task: 'sentence-embedding',
        runtime: 'transformers.js',
        languages: ['en'],
        bundled: true,
        path: `models/${BUNDLED}`,
        files: [{ path: 'config.json', size: 2 }],
        licence: 'Apache-2.0',
        source: { origin: 'https://example.org/encoder' },
      },
      {
        id: MODEL,
        name: 'Tiny LM',
        task: 'text-generation',
        runtime: 'transformers.js',
        dtype: 'q8',
        languages: ['en', 'de'],
        bundled: false,
        files: Object.keys(FILES).map((path) => ({ path, url: server.url(path) })),
        license: 'MIT',
        source: { repo: 'fixtures/tiny-lm', url: 'https://huggingface.co/fixtures/tiny-lm' },
        ...extra,
      },
    ],
  };
  writeFileSync(join(app.path, 'models', 'manifest.json'), JSON.stringify(manifest));
}

function newManager(retries = 0) {
  return new ModelManager({
    appRoot: app.path,
    dataDir: data.path,
    tuning: { retries, retryDelayMs: 10, idleTimeoutMs: 5000, progressIntervalMs: 0 },
  });
}

type Progress = { done: number; total: number }[];
function context(progress: Progress = [], controller = new AbortController()): TaskContext {
  return { signal: controller.signal, progress: (done, total) => progress.push({ done, total }) };
}

const modelFile = (file: string) => join(data.path, 'models', MODEL, ...file.split('/'));
const total = Object.values(FILES).reduce((sum, b) => sum + b.length, 0);

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function expectInstalledCorrectly() {
  for (const [file, bytes] of Object.entries(FILES)) {
    expect(readFileSync(modelFile(file)).equals(bytes), file).toBe(true);
    expect(existsSync(`${modelFile(file)}.part`)).toBe(false);
  }
  expect(manager.status(MODEL)).toMatchObject({ state: 'installed', sizeBytes: total, downloadedBytes: total });
}

beforeEach(async () => {
  server = await startModelServer(FILES);
  app = makeTempDir('culturecare-app-');
  data = makeTempDir('culturecare-data-');
  mkdirSync(join(app.path, 'models', BUNDLED), { recursive: true });
  writeFileSync(join(app.path, 'models', BUNDLED, 'config.json'), '{}');
  writeManifest();
  manager = newManager();
});

afterEach(async () => {
  await server.close();
  app.remove();
  data.remove();
});

describe('model manifest', () => {
  it('models/manifest.json validates, keeps the bundled encoder and lists downloadable judges with https sources', () => {
    const raw: unknown = JSON.parse(readFileSync(join(root, 'models/manifest.json'), 'utf8'));
    const manifest = modelManifestSchema.parse(raw);
    expect(loadModelManifest(join(root, 'models/manifest.json'))).toEqual(manifest);
    const encoder = manifest.models.find((m) => m.id === 'use-lite');
    expect(encoder).toMatchObject({
      bundled: true,
      path: 'models/use-lite',
      licence: 'Apache-2.0',
      task: 'sentence-embedding',
    });
    const downloadable = manifest.models.filter((m) => !m.bundled);
    expect(downloadable.length).toBeGreaterThanOrEqual(1);
    for (const model of downloadable) {
      expect(model.task).toBe('text-generation');
      expect(model.source.url).toMatch(/^https:\/\/huggingface\.co\//);
      const paths = model.files.map((f) => f.path);
      expect(paths).toEqual(expect.arrayContaining(['config.json', 'tokenizer.json', 'tokenizer_config.json']));
      expect(paths.some((p) => /^onnx\/model.*\.onnx$/.test(p))).toBe(true);
      for (const file of model.files)
        expect(file.url).toBe(`https://huggingface.co/${model.source.repo}/resolve/main/${file.path}`);
    }
  });

  it('rejects downloadable files without a url, unsafe paths and duplicate ids', () => {
    const base = {
      id: 'x',
      name: 'X',
      task: 'text-generation',
      runtime: 'transformers.js',
      languages: ['en'],
      licence: 'MIT',
      source: {},
    };
    const bad = [
      { ...base, bundled: false, files: [{ path: 'config.json' }] },
      { ...base, bundled: false, files: [{ path: '../escape.json', url: 'https://example.org/a' }] },
      { ...base, bundled: true, files: [{ path: 'config.json' }] },
      { ...base, id: 'Bad/Id', bundled: true, path: 'models/x', files: [{ path: 'config.json' }] },
      { ...base, licence: undefined, bundled: true, path: 'models/x', files: [{ path: 'a' }] },
    ];
    for (const model of bad) expect(modelManifestSchema.safeParse({ version: 1, models: [model] }).success).toBe(false);
    const good = { ...base, bundled: true, path: 'models/x', files: [{ path: 'a' }] };
    expect(modelManifestSchema.safeParse({ version: 1, models: [good] }).success).toBe(true);
    expect(modelManifestSchema.safeParse({ version: 1, models: [good, good] }).success).toBe(false);
  });
});

describe('model manager', () => {
  it('lists the app models: use-lite bundled, the downloadable ones not installed, without touching the network', () => {
    const real = new ModelManager({ appRoot: root, dataDir: data.path });
    const list = real.list();
    expect(list.find((m) => m.id === 'use-lite')).toMatchObject({
      state: 'bundled',
      bundled: true,
      location: join(root, 'models', 'use-lite'),
    });
    for (const model of list.filter((m) => !m.bundled)) {
      expect(model).toMatchObject({
        state: 'not-installed',
        downloadedBytes: 0,
        downloading: false,
        downloadHosts: ['huggingface.co'],
      });
      expect(model.sourceUrl).toMatch(/^https:\/\//);
    }
    expect(existsSync(join(data.path, 'models'))).toBe(false);
  });

  it('downloads every file with progress over all files and verifies the declared sha256', async () => {
    expect(manager.status(MODEL)).toMatchObject({
      state: 'not-installed',
      sizeBytes: null,
      licence: 'MIT',
      languages: ['en', 'de'],
    });
    const progress: Progress = [];
    const result = await manager.download(MODEL, context(progress));
    expectInstalledCorrectly();
    expect(result).toMatchObject({
      id: MODEL,
      fetchedBytes: total,
      resumed: false,
      location: join(data.path, 'models', MODEL),
    });
    for (const file of result.files) {
      expect(file.sha256).toBe(server.sha256(file.path));
      expect(file.verifiedAgainst).toEqual(['server']);
    }
    // Sizes were asked first (HEAD), so the total is right from the first report and progress only grows.
    expect(progress[0]).toEqual({ done: 0, total });
    expect(progress.at(-1)).toEqual({ done: total, total });
    expect(progress.every((p, i) => p.total === total && (i === 0 || p.done >= (progress[i - 1]?.done ?? 0)))).toBe(
      true,
    );
    expect(server.requests.filter((r) => r.method === 'HEAD')).toHaveLength(3);
    // Nothing downloads again once installed.
    const again = await manager.download(MODEL, context());
    expect(again.fetchedBytes).toBe(0);
    expect(again.files.every((f) => f.skipped)).toBe(true);
  });

  it('checks the manifest sha256 too, and accepts Digest and X-Checksum-Sha256 declarations', async () => {
    writeManifest({
      files: Object.keys(FILES).map((path) => ({
        path,
        url: server.url(path),
        sha256: server.sha256(path),
        size: FILES[path]?.length,
      })),
    });
    manager = newManager();
    server.switches.hashHeader = 'digest';
    const result = await manager.download(MODEL, context());
    expect(result.files.map((f) => f.verifiedAgainst)).toEqual([
      ['server', 'manifest'],
      ['server', 'manifest'],
      ['server', 'manifest'],
    ]);
    expect(server.requests.filter((r) => r.method === 'HEAD')).toHaveLength(0);
    await manager.delete(MODEL);
    server.switches.hashHeader = 'x-checksum-sha256';
    expect((await manager.download(MODEL, context())).files.every((f) => f.verifiedAgainst.includes('server'))).toBe(
      true,
    );
    expectInstalledCorrectly();
  });

  it('rejects a corrupted file: hash mismatch, .part removed, a clear message naming the file', async () => {
    server.switches.corrupt.add('onnx/model.onnx');
    const error = await failure(manager.download(MODEL, context()));
    expect(error.message).toMatch(/onnx\/model\.onnx failed its sha256 check/);
    expect(error.details).toMatchObject({
      reason: 'hash-mismatch',
      file: 'onnx/model.onnx',
      host: new URL(server.baseUrl).host,
    } satisfies Partial<ModelDownloadProblem>);
    expect(existsSync(`${modelFile('onnx/model.onnx')}.part`)).toBe(false);
    expect(existsSync(modelFile('onnx/model.onnx'))).toBe(false);
    // The files before it were fine and stay; the model is not installed.
    expect(existsSync(modelFile('config.json'))).toBe(true);
    expect(manager.status(MODEL).state).toBe('partial');
    // Served correctly, the next download fetches only the rejected file.
    server.switches.corrupt.clear();
    const result = await manager.download(MODEL, context());
    expect(result.fetchedBytes).toBe(FILES['onnx/model.onnx']?.length);
    expectInstalledCorrectly();
  });

  it('rejects a file that differs from the manifest sha256 even when the server declares no hash', async () => {
    writeManifest({
      files: Object.keys(FILES).map((path) => ({ path, url: server.url(path), sha256: server.sha256(path) })),
    });
    manager = newManager();
    server.switches.hashHeader = 'none';
    server.switches.corrupt.add('tokenizer.json');
    const error = await failure(manager.download(MODEL, context()));
    expect(error.message).toMatch(/tokenizer\.json failed its sha256 check/);
    expect(existsSync(`${modelFile('tokenizer.json')}.part`)).toBe(false);
  });

  it('resumes from the .part file with a Range request after the connection dropped halfway', async () => {
    const big = 'onnx/model.onnx';
    const size = FILES[big]?.length ?? 0;
    server.switches.dropOnce.add(big);
    const error = await failure(manager.download(MODEL, context()));
    expect(error.details).toMatchObject({ reason: 'network', file: big });
    expect(error.message).toMatch(/starting again resumes/);
    const kept = readFileSync(`${modelFile(big)}.part`).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(size);
    const partial = manager.status(MODEL);
    expect(partial).toMatchObject({ state: 'partial', sizeBytes: total });
    expect(partial.downloadedBytes).toBe(total - size + kept);

    server.requests.length = 0;
    const result = await manager.download(MODEL, context());
    const get = server.requests.find((r) => r.method === 'GET' && r.path === `/resolve/${big}`);
    expect(get?.range).toBe(`bytes=${kept}-`);
    expect(get?.ifRange).toBe(`"${server.sha256(big)}"`);
    expect(result.resumed).toBe(true);
    expect(result.fetchedBytes).toBe(size - kept);
    expect(result.files.find((f) => f.path === big)).toMatchObject({ verifiedAgainst: ['server'], skipped: false });
    expect(result.files.filter((f) => f.skipped).map((f) => f.path)).toEqual(['config.json', 'tokenizer.json']);
    expectInstalledCorrectly();
  });

  it('starts over when the file changed on the server since the .part was started', async () => {
    const big = 'onnx/model.onnx';
    server.switches.dropOnce.add(big);
    await failure(manager.download(MODEL, context()));
    const updated = fixtureBytes(500_000, 99);
    server.replace(big, updated);
    const result = await manager.download(MODEL, context());
    expect(result.resumed).toBe(false);
    expect(readFileSync(modelFile(big)).equals(updated)).toBe(true);
    expect(result.files.find((f) => f.path === big)?.sha256).toBe(server.sha256(big));
  });

  it('finishes a .part file that already holds the whole file (416 from the server) after checking its hash', async () => {
    const big = 'onnx/model.onnx';
    mkdirSync(join(data.path, 'models', MODEL, 'onnx'), { recursive: true });
    writeFileSync(`${modelFile(big)}.part`, FILES[big] ?? Buffer.alloc(0));
    const result = await manager.download(MODEL, context());
    expect(result.files.find((f) => f.path === big)).toMatchObject({
      verifiedAgainst: ['server'],
      sha256: server.sha256(big),
    });
    expect(result.fetchedBytes).toBe(total - (FILES[big]?.length ?? 0));
    expectInstalledCorrectly();
  });

  it('retries by itself when allowed, resuming within the same download', async () => {
    manager = newManager(2);
    server.switches.dropOnce.add('onnx/model.onnx');
    const result = await manager.download(MODEL, context());
    expect(result.resumed).toBe(true);
    expect(server.requests.filter((r) => r.range !== null)).toHaveLength(1);
    expectInstalledCorrectly();
  });

  it('follows redirects like Hugging Face (hash on the redirect, bytes from the CDN), also when resuming', async () => {
    server.switches.redirect = true;
    server.switches.dropOnce.add('onnx/model.onnx');
    await failure(manager.download(MODEL, context()));
    const result = await manager.download(MODEL, context());
    expect(result.files.every((f) => f.verifiedAgainst.includes('server'))).toBe(true);
    const cdn = server.requests.filter((r) => r.method === 'GET' && r.path === '/cdn/onnx/model.onnx');
    expect(cdn).toHaveLength(2);
    expect(cdn[1]?.range).toMatch(/^bytes=\d+-$/);
    expectInstalledCorrectly();
  });

  it('starts over from zero when the server ignores the Range header', async () => {
    const big = 'onnx/model.onnx';
    server.switches.dropOnce.add(big);
    await failure(manager.download(MODEL, context()));
    server.switches.ignoreRange = true;
    server.requests.length = 0;
    const progress: Progress = [];
    const result = await manager.download(MODEL, context(progress));
    expect(server.requests.find((r) => r.method === 'GET' && r.path === `/resolve/${big}`)?.range).toMatch(/^bytes=/);
    expect(result.resumed).toBe(false);
    expect(result.fetchedBytes).toBe(FILES[big]?.length);
    expect(progress.at(-1)).toEqual({ done: total, total });
    expectInstalledCorrectly();
  });

  it('cancels through the signal, keeps the .part file, and a later download resumes it', async () => {
    const big = 'onnx/model.onnx';
    server.switches.stall.add(big);
    const controller = new AbortController();
    const progress: Progress = [];
    const running = manager.download(MODEL, context(progress, controller));
    await expect.poll(() => manager.status(MODEL).downloading).toBe(true);
    // Wait until half of the big file arrived, then cancel.
    const half = Math.floor((FILES[big]?.length ?? 0) / 2);
    await expect
      .poll(() => progress.at(-1)?.done ?? 0, { timeout: 5000 })
      .toBe(total - (FILES[big]?.length ?? 0) + half);
    controller.abort();
    const error = await failure(running);
    expect(error.code).toBe('cancelled');
    expect(readFileSync(`${modelFile(big)}.part`).length).toBe(half);
    expect(manager.status(MODEL)).toMatchObject({ state: 'partial', downloading: false });

    server.switches.stall.clear();
    server.requests.length = 0;
    const result = await manager.download(MODEL, context());
    expect(server.requests.find((r) => r.method === 'GET')?.range).toBe(`bytes=${half}-`);
    expect(result.resumed).toBe(true);
    expectInstalledCorrectly();
  });

  it('refuses a second download of the same model while one runs', async () => {
    server.switches.stall.add('config.json');
    const controller = new AbortController();
    const running = manager.download(MODEL, context([], controller));
    await expect.poll(() => manager.status(MODEL).downloading).toBe(true);
    expect((await failure(manager.download(MODEL, context()))).code).toBe('conflict');
    expect((await failure(manager.delete(MODEL))).code).toBe('conflict');
    controller.abort();
    await failure(running);
  });

  it('reports HTTP errors with the status and the file', async () => {
    server.switches.fail.set('tokenizer.json', 404);
    const error = await failure(manager.download(MODEL, context()));
    expect(error.code).toBe('not_found');
    expect(error.details).toMatchObject({ reason: 'http-status', status: 404, file: 'tokenizer.json' });
    server.switches.fail.set('tokenizer.json', 503);
    expect((await failure(manager.download(MODEL, context()))).details).toMatchObject({ status: 503 });
  });

  it('deletes an installed or partial model, never a bundled one', async () => {
    await manager.download(MODEL, context());
    expect(manager.status(MODEL).state).toBe('installed');
    expect(await manager.delete(MODEL)).toMatchObject({ state: 'not-installed', downloadedBytes: 0 });
    expect(existsSync(join(data.path, 'models', MODEL))).toBe(false);

    server.switches.dropOnce.add('onnx/model.onnx');
    await failure(manager.download(MODEL, context()));
    expect(manager.status(MODEL).state).toBe('partial');
    expect((await manager.delete(MODEL)).state).toBe('not-installed');

    const error = await failure(manager.delete(BUNDLED));
    expect(error.code).toBe('conflict');
    expect(existsSync(join(app.path, 'models', BUNDLED, 'config.json'))).toBe(true);
    expect((await failure(manager.download(BUNDLED, context()))).code).toBe('conflict');
    expect((await failure(manager.delete('no-such-model'))).code).toBe('not_found');
    const real = new ModelManager({ appRoot: root, dataDir: data.path });
    expect((await failure(real.delete('use-lite'))).code).toBe('conflict');
    expect(existsSync(join(root, 'models', 'use-lite', 'onnx', 'model.onnx'))).toBe(true);
  });

  it('finds a bundled model in the data folder when the app folder lacks it, and says when it is missing', () => {
    expect(manager.status(BUNDLED)).toMatchObject({
      state: 'bundled',
      location: join(app.path, 'models', BUNDLED),
      downloadedBytes: 2,
    });
    app.remove();
    mkdirSync(join(app.path, 'models'), { recursive: true });
    writeManifest();
    manager = newManager();
    expect(manager.status(BUNDLED)).toMatchObject({ state: 'missing' });
    expect(manager.folderOf(BUNDLED)).toBeNull();
    mkdirSync(join(data.path, 'models', BUNDLED), { recursive: true });
    writeFileSync(join(data.path, 'models', BUNDLED, 'config.json'), '{}');
    expect(manager.status(BUNDLED)).toMatchObject({ state: 'bundled', location: join(data.path, 'models', BUNDLED) });
    expect(manager.folderOf(BUNDLED)).toBe(join(data.path, 'models', BUNDLED));
  });
});

describe('models API', () => {
  it('lets any signed-in profile list, only instructors download or delete, and never deletes use-lite', async () => {
    const s = startTestServices();
    try {
      expect(await s.dispatch('models.list', {})).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
      await s.dispatch('profiles.create', { displayName: 'Prof', role: 'instructor', passcode: 'teach-123' });
      await s.dispatch('profiles.create', { displayName: 'Sam', role: 'trainee' });
      const [prof, sam] = [
        s.profiles.list().find((p) => p.role === 'instructor')!,
        s.profiles.list().find((p) => p.role === 'trainee')!,
      ];

      await s.dispatch('session.switch', { profileId: sam.id });
      const listed = await s.dispatch('models.list', {});
      expect(
        listed.ok && (listed.value as { id: string; state: string }[]).find((m) => m.id === 'use-lite')?.state,
      ).toBe('bundled');
      expect(await s.dispatch('models.download', { id: 'qwen2.5-0.5b-instruct' })).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
      expect(await s.dispatch('models.delete', { id: 'qwen2.5-0.5b-instruct' })).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });

      await s.dispatch('session.switch', { profileId: prof.id, passcode: 'teach-123' });
      expect(await s.dispatch('models.delete', { id: 'use-lite' })).toMatchObject({
        ok: false,
        error: { code: 'conflict' },
      });
      expect(await s.dispatch('models.delete', { id: '../etc' })).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
      expect(await s.dispatch('models.delete', { id: 'qwen2.5-0.5b-instruct' })).toMatchObject({
        ok: true,
        value: { state: 'not-installed' },
      });
      const failed = new Promise((resolve) => s.tasks.onEvent((e) => e.type === 'task.failed' && resolve(e.error)));
      expect(await s.dispatch('models.download', { id: 'no-such-model' })).toMatchObject({ ok: true });
      expect(await failed).toMatchObject({ code: 'not_found' });
      expect(existsSync(join(root, 'models', 'use-lite', 'onnx', 'model.onnx'))).toBe(true);
    } finally {
      s.cleanup();
    }
  });
});

describe('model pins', () => {
  const COMMIT = 'a'.repeat(40);
  const OTHER = 'b'.repeat(40);

  it('records the commit and every sha256 at the first download and shows them', async () => {
    server.switches.redirect = true;
    server.switches.commit = COMMIT;
    await manager.download(MODEL, context());
    const pins = manager.status(MODEL).pins!;
    expect(pins.commit).toBe(COMMIT);
    expect(pins.pinnedCommit).toBeNull();
    expect(pins.files.map((f) => [f.path, f.sha256])).toEqual(
      Object.keys(FILES).map((file) => [file, server.sha256(file)]),
    );
    expect(manager.status(BUNDLED).pins).toBeNull();
  });

  it('verifies the files on every load and refuses a file changed on disk', async () => {
    await manager.download(MODEL, context());
    expect(manager.folderOf(MODEL)).toBe(join(data.path, 'models', MODEL));
    const changed = Buffer.from(FILES['onnx/model.onnx']!);
    changed[1000] = (changed[1000]! + 1) % 256;
    writeFileSync(modelFile('onnx/model.onnx'), changed);
    let error: unknown = null;
    try {
      manager.folderOf(MODEL);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/onnx\/model\.onnx of Tiny LM has changed since it was downloaded/);
    expect((error as AppError).details).toMatchObject({ reason: 'model-file-changed', file: 'onnx/model.onnx' });
    // Put back, it loads again.
    writeFileSync(modelFile('onnx/model.onnx'), FILES['onnx/model.onnx']!);
    expect(manager.folderOf(MODEL)).toBe(join(data.path, 'models', MODEL));
  });

  it('refuses a bundled file that differs from the sha256 the model list pins', () => {
    const manifest = JSON.parse(readFileSync(join(app.path, 'models', 'manifest.json'), 'utf8'));
    manifest.models[0].files[0].sha256 = 'c'.repeat(64);
    writeFileSync(join(app.path, 'models', 'manifest.json'), JSON.stringify(manifest));
    expect(() => newManager().folderOf(BUNDLED)).toThrow(/config\.json of Tiny encoder has changed/);
  });

  it('refuses a download served from another commit than the one the model list pins', async () => {
    writeManifest({ source: { repo: 'fixtures/tiny-lm', commit: COMMIT } });
    manager = newManager();
    server.switches.commit = OTHER;
    const error = await failure(manager.download(MODEL, context()));
    expect(error.message).toMatch(new RegExp(`from commit ${OTHER}, but the model list pins commit ${COMMIT}`));
    expect(manager.status(MODEL).state).not.toBe('installed');
    server.switches.commit = COMMIT;
    await manager.download(MODEL, context());
    expect(manager.status(MODEL).pins).toMatchObject({ commit: COMMIT, pinnedCommit: COMMIT });
  });
});
