// `culturecare db backup | backups | restore FILE` as a user runs them: real processes, a real data
// folder; restore is refused while the app (or another command) has the folder open.
import BetterSqlite3 from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listBackups } from '../../electron/services/data/backups';
import { databaseFileName } from '../../electron/services/paths';
import { makeTempDir } from '../helpers/temp-dir';

// Each command is a fresh process compiling TypeScript: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const root = join(import.meta.dirname, '..', '..');
function cli(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'electron/cli/main.ts'), '--data-dir', dir.path, ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CULTURECARE_PASSCODE: '', CULTURECARE_AS_PASSCODE: '' } },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const profileNames = () => {
  const db = new BetterSqlite3(join(dir.path, databaseFileName), { readonly: true });
  try {
    return db.prepare('SELECT display_name FROM profile ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
};

describe('culturecare db', () => {
  it('backs up, lists and restores, keeping the current database aside', () => {
    expect(cli('profiles', 'create', '--name', 'Before', '--role', 'trainee').code).toBe(0);
    const backup = cli('--json', 'db', 'backup');
    expect(backup.code).toBe(0);
    const info = JSON.parse(backup.out) as { fileName: string; path: string; verified: boolean };
    expect(info.verified).toBe(true);
    expect(cli('profiles', 'create', '--name', 'After', '--role', 'trainee').code).toBe(0);

    const listed = JSON.parse(cli('--json', 'db', 'backups').out) as { fileName: string }[];
    expect(listed.map((b) => b.fileName)).toEqual([info.fileName]);

    // By name (from the backups folder) or by path.
    const restored = cli('db', 'restore', info.fileName);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/Restored .* \(schema \d+\)/);
    expect(restored.out).toMatch(/kept in .*culturecare-before-restore-/);
    expect(profileNames()).toEqual(['Before']);
    const aside = listBackups(dir.path).find((b) => b.kind === 'before_restore')!;
    expect(aside.verified).toBe(true);
    const copy = new BetterSqlite3(aside.path, { readonly: true });
    expect(copy.prepare('SELECT count(*) FROM profile').pluck().get()).toBe(2);
    copy.close();
    expect(existsSync(join(dir.path, `${databaseFileName}.restoring`))).toBe(false);
  });

  it('refuses to restore while the app has the data folder open', async () => {
    expect(cli('profiles', 'create', '--name', 'Kept', '--role', 'trainee').code).toBe(0);
    const info = JSON.parse(cli('--json', 'db', 'backup').out) as { path: string };
    expect(cli('profiles', 'create', '--name', 'Later', '--role', 'trainee').code).toBe(0);
    const web = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'electron/web/main.ts'), '--data-dir', dir.path],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        web.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is running')) resolve();
        });
        web.on('exit', (code) => reject(new Error(`browser mode exited with ${code}`)));
      });
      const refused = cli('db', 'restore', info.path);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/in use by browser mode on port \d+ \(process \d+\)/);
      expect(profileNames()).toEqual(['Kept', 'Later']);
    } finally {
      web.kill('SIGTERM');
      await new Promise((resolve) => web.once('exit', resolve));
    }
    // Closed: the running file is gone and the restore goes ahead.
    expect(readdirSync(join(dir.path, 'running'))).toEqual([]);
    expect(cli('db', 'restore', info.path).code).toBe(0);
    expect(profileNames()).toEqual(['Kept']);
  });

  it('restores over a damaged database, keeping a plain copy of it', () => {
    expect(cli('profiles', 'create', '--name', 'Good', '--role', 'trainee').code).toBe(0);
    const info = JSON.parse(cli('--json', 'db', 'backup').out) as { path: string };
    const fd = openSync(join(dir.path, databaseFileName), 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x42), 0, 4096, 0);
    closeSync(fd);
    expect(cli('profiles', 'list').code).toBe(1);
    const restored = cli('db', 'restore', info.path);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/a plain copy: it could not be verified/);
    expect(profileNames()).toEqual(['Good']);
    expect(listBackups(dir.path).find((b) => b.kind === 'before_restore')).toMatchObject({ verified: false });
  });

  it('refuses a file that is not a usable CultureCare database, changing nothing', () => {
    expect(cli('profiles', 'create', '--name', 'Kept', '--role', 'trainee').code).toBe(0);
    const notDb = join(dir.path, 'notes.sqlite3');
    closeSync(openSync(notDb, 'w'));
    writeSync(openSync(notDb, 'w'), 'hello, not a database'.repeat(100));
    const refused = cli('db', 'restore', notDb);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/not a readable CultureCare database|not a CultureCare database/);
    expect(cli('db', 'restore', 'missing.sqlite3').code).toBe(1);
    expect(profileNames()).toEqual(['Kept']);
    expect(listBackups(dir.path).filter((b) => b.kind === 'before_restore')).toEqual([]);
  });
});
