// Migration 6: the judge_provider rebuild that lets a judge be a local model (kind 'local', no base URL).
// A version-5 data folder upgrades with every provider, its options, default rubrics, creation time,
// stored API key and past judgements intact.
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { openDatabase, readUserVersion } from '../../electron/services/db/open';
import { getProvider, listProviders, secretName, upsertProvider } from '../../electron/services/judges/providers';
import { fileCipher } from '../../electron/services/secrets/file-cipher';
import { SecretStore } from '../../electron/services/secrets/store';
import { makeTempDir } from '../helpers/temp-dir';

type Db = BetterSqlite3.Database;

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const labOptions = { logprobs: true, structuredOutput: false, rationaleFirst: true, maxConcurrency: 2 };
const cloudOptions = { logprobs: false, structuredOutput: true, rationaleFirst: false, maxConcurrency: 8 };

/** A version-5 data folder as a user has it: two judges (one with an API key) and judgements by both. */
function seedVersion5(): { path: string; secrets: SecretStore } {
  const path = join(dir.path, 'culturecare.sqlite3');
  const db = openDatabase(path, { migrationList: upTo(5) });
  const provider = db.prepare(
    'INSERT INTO judge_provider (id, label, kind, base_url, model, options, default_for, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  provider.run(
    'lab',
    'Lab server',
    'openai',
    'http://127.0.0.1:8080/v1',
    'judge-7b',
    JSON.stringify(labOptions),
    '["rubric-a"]',
    '2025-03-01T09:00:00.000Z',
  );
  provider.run(
    'cloud',
    'Cloud judge',
    'openai',
    'https://api.example.org/v1',
    'big-model',
    JSON.stringify(cloudOptions),
    '["rubric-a","rubric-b"]',
    '2025-04-02T10:30:00.000Z',
  );
  const judgement = db.prepare(
    "INSERT INTO judgement (target_type, text_hash, judge_id, rubric_id, rubric_version, item, score, status, cache_key) VALUES ('text', ?, ?, 'rubric-a', 1, 'empathy', ?, 'ok', ?)",
  );
  judgement.run('a'.repeat(64), 'lab', 4, 'k1');
  judgement.run('a'.repeat(64), 'cloud', 3.5, 'k2');
  judgement.run('b'.repeat(64), 'cloud', 5, 'k3');
  db.close();
  const secrets = new SecretStore(dir.path, fileCipher(dir.path));
  secrets.set(secretName('cloud'), 'sk-test-key');
  return { path, secrets };
}

const allProviders = (db: Db) => db.prepare('SELECT * FROM judge_provider ORDER BY id').all();

function insertProvider(db: Db, values: Record<string, unknown>) {
  const row = { id: 'x', label: 'X', kind: 'openai', base_url: 'http://127.0.0.1:1/v1', model: 'm', ...values };
  const columns = Object.keys(row);
  return db
    .prepare(`INSERT INTO judge_provider (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run(row);
}

describe('migration 6: local judge providers', () => {
  it('is the sixth migration', () => {
    expect(migrations[5]).toMatchObject({ version: 6, name: 'local judge providers' });
  });

  it('rebuilds judge_provider from a version-5 database keeping every provider exactly, and what refers to them', () => {
    const { path, secrets } = seedVersion5();
    const before = new BetterSqlite3(path, { readonly: true });
    const providersBefore = allProviders(before);
    const judgementsBefore = before.prepare('SELECT * FROM judgement ORDER BY id').all();
    before.close();
    expect(providersBefore).toHaveLength(2);

    const db = openDatabase(path, { migrationList: upTo(6) });
    expect(readUserVersion(db)).toBe(6);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(allProviders(db)).toEqual(providersBefore);
    expect(db.prepare('SELECT * FROM judgement ORDER BY id').all()).toEqual(judgementsBefore);
    // Every judgement still names an existing judge.
    expect(
      db.prepare('SELECT count(*) AS n FROM judgement j JOIN judge_provider p ON p.id = j.judge_id').get(),
    ).toEqual({ n: 3 });
    // The judges list reads them as before, including the API key stored under the unchanged id.
    expect(listProviders(db, secrets)).toEqual([
      {
        id: 'cloud',
        label: 'Cloud judge',
        kind: 'openai',
        baseUrl: 'https://api.example.org/v1',
        model: 'big-model',
        ...cloudOptions,
        defaultFor: ['rubric-a', 'rubric-b'],
        hasApiKey: true,
        destination: { host: 'api.example.org', offMachine: true },
      },
      {
        id: 'lab',
        label: 'Lab server',
        kind: 'openai',
        baseUrl: 'http://127.0.0.1:8080/v1',
        model: 'judge-7b',
        ...labOptions,
        defaultFor: ['rubric-a'],
        hasApiKey: false,
        destination: { host: '127.0.0.1', offMachine: false },
      },
    ]);
    // Nothing of the rebuild is left behind, and the table is still STRICT with its primary key.
    expect(
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'judge%' ORDER BY name").all(),
    ).toEqual([{ name: 'judge_provider' }, { name: 'judgement' }]);
    expect(db.prepare("SELECT strict FROM pragma_table_list WHERE name = 'judge_provider'").get()).toEqual({
      strict: 1,
    });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('accepts a local judge without a base URL; still requires one for a server', () => {
    const { path, secrets } = seedVersion5();
    const db = openDatabase(path);
    upsertProvider(db, {
      id: 'mini',
      label: 'Small local model',
      kind: 'local',
      baseUrl: '',
      model: 'qwen-mini',
      logprobs: true,
      structuredOutput: false,
      rationaleFirst: false,
      maxConcurrency: 1,
      defaultFor: [],
    });
    expect(getProvider(db, secrets, 'mini')).toMatchObject({
      kind: 'local',
      baseUrl: '',
      model: 'qwen-mini',
      hasApiKey: false,
      destination: { offMachine: false },
    });
    expect(() => insertProvider(db, { id: 'nourl', base_url: '' })).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE judge_provider SET base_url = '' WHERE id = 'lab'").run()).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'other', kind: 'anthropic' })).toThrow(/CHECK/);
    // The constraints of migration 5 carry over.
    expect(() => insertProvider(db, { id: 'Lab' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'x'.repeat(61) })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'nolabel', label: '' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'badopts', options: '{' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'baddefault', default_for: 'rubric-a' })).toThrow(/CHECK/);
    expect(() => insertProvider(db, { id: 'lab' })).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(insertProvider(db, { id: 'plain' }).changes).toBe(1);
    expect(db.prepare("SELECT kind, options, default_for FROM judge_provider WHERE id = 'plain'").get()).toEqual({
      kind: 'openai',
      options: '{}',
      default_for: '[]',
    });
    db.close();
  });

  it('upgrades an empty version-5 database too', () => {
    const path = join(dir.path, 'empty.sqlite3');
    openDatabase(path, { migrationList: upTo(5) }).close();
    const db = openDatabase(path, { migrationList: upTo(6) });
    expect(readUserVersion(db)).toBe(6);
    expect(allProviders(db)).toEqual([]);
    db.close();
  });
});
