// `node dist/web.js` as a user starts it: --help prints usage and exits without touching any data folder;
// an unknown option is refused with usage, not ignored.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const root = join(import.meta.dirname, '..', '..');
function web(...args: string[]) {
  const dataDir = join(dir.path, 'data');
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'electron/web/main.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 15_000,
    env: { ...process.env, CULTURECARE_DATA_DIR: dataDir },
  });
  return { code: result.status, out: result.stdout, err: result.stderr, dataDir };
}

describe('browser mode command line', () => {
  it('prints help and exits 0 without starting a server or creating a data folder', () => {
    for (const flag of ['--help', '-h']) {
      const run = web(flag);
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/Usage: .*web/);
      expect(run.out).toContain('--port');
      expect(run.out).toContain('--data-dir');
      expect(run.out).not.toMatch(/is running/);
      expect(existsSync(run.dataDir)).toBe(false);
    }
  });

  it('refuses an unknown option with usage and exit code 2', () => {
    const run = web('--prot', '8080');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--prot/);
    expect(existsSync(run.dataDir)).toBe(false);
  });
});
