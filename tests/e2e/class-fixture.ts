// Starts a real class server (`culturecare serve`, the built CLI) on a temp data folder and a free
// port for each test, reading its address and first-start setup code from the console.
import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ClassServerProcess = {
  /** The address the server told people to open, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** The one-time setup code it printed for the first instructor. */
  setupCode: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
};

function launch(dataDir: string): Promise<{ child: ChildProcess; url: string; setupCode: string; log: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(process.cwd(), 'bin/culturecare.js'), '--data-dir', dataDir, 'serve', '--port', '0'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const log: string[] = [];
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      const output = log.join('');
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      const code = /setup code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(output)?.[1];
      if (url && code) resolve({ child, url, setupCode: code, log });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`culturecare serve exited with ${code}: ${log.join('')}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const test = base.extend<{ classServer: ClassServerProcess }>({
  // Playwright requires the object pattern for a fixture without dependencies.
  // eslint-disable-next-line no-empty-pattern
  classServer: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'culturecare-class-'));
    const started = await launch(dataDir);
    await use({ url: started.url, setupCode: started.setupCode, dataDir, output: () => started.log.join('') });
    await stop(started.child);
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
