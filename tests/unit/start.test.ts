// `npm start` without an Electron binary: one clear sentence, then browser mode on loopback.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const hasElectronBinary = (() => {
  try {
    return !!createRequire(import.meta.url)('electron');
  } catch {
    return false;
  }
})();

describe('npm start', () => {
  it.skipIf(hasElectronBinary)(
    'falls back to browser mode and prints the tokenised URL',
    async () => {
      const root = join(import.meta.dirname, '..', '..');
      const child = spawn(process.execPath, [join(root, 'scripts/start.js'), '--data-dir', dir.path], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
      });
      try {
        expect(output).toContain(
          'The Electron desktop shell is not installed on this machine, so CultureCare Trainer starts in browser mode instead.',
        );
        expect((await fetch(url, { redirect: 'manual' })).status).toBe(303);
        expect((await fetch(new URL(url).origin + '/')).status).toBe(401);
      } finally {
        child.kill('SIGTERM');
      }
    },
    90_000,
  );
});
