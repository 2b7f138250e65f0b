// The culturecare CLI as a user runs it: real process, --data-dir, --json, exit codes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFileName } from '../../electron/services/paths';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const root = join(import.meta.dirname, '..', '..');
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'electron/cli/main.ts'), '--data-dir', dir.path, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CULTURECARE_PASSCODE: '', CULTURECARE_AS_PASSCODE: '' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('culturecare CLI', () => {
  it('creates and lists profiles, as text and JSON', () => {
    expect(cli('profiles', 'create', '--name', 'Noa', '--role', 'trainee', '--cohort', 'MSc 26').code).toBe(0);
    const created = cli('--json', 'profiles', 'create', '--name', 'Prof', '--role', 'instructor', '--passcode', 'teach-123');
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
});
