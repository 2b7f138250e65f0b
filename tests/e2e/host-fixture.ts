// Starts browser mode (`node dist/web.js`) on a temp data folder for each test; can restart it.
import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Host = {
  url: string;
  origin: string;
  dataDir: string;
  restart: () => Promise<void>;
  /** Restarts on the same port (a new run, so a new token), as with --port or CULTURECARE_PORT. */
  restartSamePort: () => Promise<void>;
  /** Restarts on a new, empty data folder (a colleague's computer). */
  restartFresh: () => Promise<void>;
  kill: () => Promise<void>;
};

function launch(dataDir: string, port?: number): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const args = [join(process.cwd(), 'dist/web.js'), '--data-dir', dataDir, ...(port ? ['--port', String(port)] : [])];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`browser mode exited with ${code}: ${output}`)));
  });
}

const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

export const test = base.extend<{ host: Host }>({
  // Playwright requires the object pattern for a fixture without dependencies.
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const folders = [mkdtempSync(join(tmpdir(), 'culturecare-e2e-'))];
    let dataDir = folders[0]!;
    let current = await launch(dataDir);
    const host: Host = {
      get dataDir() {
        return dataDir;
      },
      get url() {
        return current.url;
      },
      get origin() {
        return new URL(current.url).origin;
      },
      restart: async () => {
        await stop(current.child);
        current = await launch(dataDir);
      },
      restartSamePort: async () => {
        const port = Number(new URL(current.url).port);
        await stop(current.child);
        current = await launch(dataDir, port);
      },
      restartFresh: async () => {
        await stop(current.child);
        dataDir = mkdtempSync(join(tmpdir(), 'culturecare-e2e-'));
        folders.push(dataDir);
        current = await launch(dataDir);
      },
      kill: () => stop(current.child, 'SIGKILL'),
    };
    await use(host);
    await stop(current.child);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';

/** Full-page screenshot from the top, so the sticky header sits where a person sees it. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join('test-results', 'screens', `${name}.png`), fullPage: true });
}

export async function createProfile(
  page: Page,
  name: string,
  role: 'trainee' | 'instructor' | 'supervisor',
  passcode?: string,
) {
  await page.getByTestId('add-profile').click();
  await page.getByTestId('profile-name').fill(name);
  await page.getByTestId(`role-${role}`).check();
  if (passcode) {
    await page.getByTestId('profile-passcode').fill(passcode);
    await page.getByTestId('profile-passcode-confirm').fill(passcode);
  }
  await page.getByTestId('profile-create-submit').click();
  await baseExpect(page.getByTestId('current-profile')).toContainText(name);
}

/** Calls an API method from the page as the signed-in profile (like the renderer does); throws on an error result. */
export async function callApi<T>(page: Page, method: string, body: unknown = {}): Promise<T> {
  const result = (await page.evaluate(
    async ([m, b]) => {
      const res = await fetch(`api/call/${m}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [method, body] as const,
  )) as { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
  if (!result.ok) throw new Error(`${method} failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}
