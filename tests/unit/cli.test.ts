// The culturecare CLI as a user runs it: real process, --data-dir, --json, exit codes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFileName } from '../../electron/services/paths';
import { fixturePath } from '../helpers/fixtures';
import { makeTempDir } from '../helpers/temp-dir';
import { cliBundle } from '../helpers/cli-bundle';

let cliPath = '';
beforeAll(async () => {
  cliPath = await cliBundle();
}, 120_000);

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const root = join(import.meta.dirname, '..', '..');
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [cliPath, '--data-dir', dir.path, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CULTURECARE_PASSCODE: '', CULTURECARE_AS_PASSCODE: '' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('culturecare CLI', () => {
  it('creates and lists profiles, as text and JSON', () => {
    expect(cli('profiles', 'create', '--name', 'Noa', '--role', 'trainee', '--cohort', 'MSc 26').code).toBe(0);
    const created = cli(
      '--json',
      'profiles',
      'create',
      '--name',
      'Prof',
      '--role',
      'instructor',
      '--passcode',
      'teach-123',
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.out)).toMatchObject({ displayName: 'Prof', role: 'instructor' });
    const list = cli('profiles', 'list', '--json');
    expect(JSON.parse(list.out).map((p: { displayName: string }) => p.displayName)).toEqual(['Noa', 'Prof']);
    expect(cli('profiles', 'list').out).toMatch(/Noa\s+trainee\s+MSc 26/);
  });

  it('exits 1 with a clear message when a rule refuses, 2 on usage errors', () => {
    const refused = cli('profiles', 'create', '--name', 'Boss', '--role', 'supervisor');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/passcode/);
    expect(cli('profiles', 'create', '--name', 'X', '--role', 'dean').code).toBe(2);
    expect(cli('profiles', 'frobnicate').code).toBe(2);
    const json = cli('--json', 'profiles', 'create', '--name', '', '--role', 'trainee');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out)).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('db check reports the schema and integrity, and refuses a corrupt file with its path', () => {
    cli('profiles', 'list');
    const ok = cli('db', 'check', '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({ ok: true, integrity: ['ok'], problem: null });
    writeFileSync(join(dir.path, databaseFileName), 'not a database at all'.repeat(100));
    const bad = cli('db', 'check');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(join(dir.path, databaseFileName));
  });

  it('lists the built-in library, imports CultureCare files and packs, exports, and undoes', () => {
    const list = cli('library', 'list', '--culture', 'german', '--json');
    expect(list.code).toBe(0);
    const german = JSON.parse(list.out) as { cultureId: string }[];
    expect(german.length).toBe(10);
    expect(german.every((s) => s.cultureId === 'german')).toBe(true);

    // Imports need an instructor.
    const refused = cli('import', 'culturecare', fixturePath('culturecare', 'annotations.jsonl'));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/not_signed_in|Choose a profile/);
    cli('profiles', 'create', '--name', 'Prof', '--role', 'instructor', '--passcode', 'teach-123');
    const as = ['--as', 'Prof', '--as-passcode', 'teach-123'];

    const imported = cli(
      ...as,
      'import',
      'culturecare',
      fixturePath('culturecare', 'annotations.jsonl'),
      '--texts',
      fixturePath('culturecare', 'texts.csv'),
    );
    expect(imported.code).toBe(1); // some lines were rejected
    expect(imported.out).toMatch(/Imported 3 of 7 record\(s\)/);
    expect(imported.out).toMatch(/not anchored .*mein Ausbildungsbetrieb/);
    expect(imported.out).toMatch(/rejected annotations\.jsonl:2: not valid JSON/);
    const json = JSON.parse(
      cli(...as, '--json', 'import', 'culturecare', fixturePath('culturecare', 'annotations.jsonl')).out,
    );
    expect(json).toMatchObject({ imported: 0, skippedExisting: expect.any(Array) });

    const packFile = join(dir.path, 'german-pack.json');
    expect(cli(...as, 'export', 'pack', '--culture', 'german', '--out', packFile).code).toBe(0);
    const again = JSON.parse(cli(...as, '--json', 'import', 'pack', packFile).out);
    expect(again).toMatchObject({ added: 0, identical: 12, replaced: 0, conflicts: [] });

    const batches = JSON.parse(cli(...as, '--json', 'imports', 'list').out) as { id: number }[];
    expect(batches.length).toBe(1);
    const undo = cli(...as, 'imports', 'undo', String(batches[0]!.id));
    expect(undo.out).toMatch(/3 scenario\(s\) removed/);
    expect(JSON.parse(cli('library', 'list', '--json').out).length).toBe(40);
  }, 60_000);
});
