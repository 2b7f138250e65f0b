// npm run bench (part): how long from spawning browser mode to the first screen being usable, with
// Chromium driving it, for a fresh data folder and for an existing one; and how much script the first
// screen loads. Targets: ≤ 0.6 s on an idle 2-core machine, first screen's scripts ≤ 400 KB.
// "Scripts" are the JavaScript code files the page asked for before its first screen was usable (the
// entry, its imports and the first screen's own chunks), each counted in full once it has arrived; the
// interface-text chunks (assets/locale-<lng>-<ns>-*.js, built from locales/*.json) are text, counted
// apart. What the first screen needs is fixed by the build, so the figure does not depend on timing.
// Needs a built dist/ (node scripts/build.js) and Chromium (/usr/bin/chromium or Playwright's own).
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 7);
const TARGET_MS = 600;
const TARGET_SCRIPT_KB = 400;
const root = join(import.meta.dirname, '..');
const webHost = join(root, 'dist', 'web.js');

type Run = {
  addressMs: number;
  /** When the last of the first screen's API answers arrived. */
  readsMs: number;
  screenMs: number;
  scriptBytes: number;
  textBytes: number;
  scripts: Map<string, number>;
  host: string;
};
/** Interface-text chunks (vite.config.ts names them): text the first screen shows, not code. */
const isTextChunk = (name: string) => name.startsWith('locale-');
const VERBOSE = process.env.BENCH_STARTUP_VERBOSE === '1';

function startHost(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; started: number; timing: () => string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // CULTURECARE_STARTUP_TIMING=1: the host prints where its start-up time went (one line, on stderr).
    const child = spawn(process.execPath, [webHost, '--data-dir', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CULTURECARE_STARTUP_TIMING: '1' },
    });
    let output = '';
    const timing = () => /start-up timing: (.*)/.exec(output)?.[1] ?? '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, started, timing });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`browser mode exited with ${code}: ${output}`)));
  });
}

const stopHost = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function once(browser: Browser, dataDir: string): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let usable = false;
  let readsAt = 0;
  // The first screen's files: the scripts it asked for before it was usable, each body awaited in full.
  const bodies: Promise<[string, number]>[] = [];
  page.on('request', (request) => {
    if (usable || request.resourceType() !== 'script') return;
    bodies.push(
      request.response().then(async (response) => {
        const name = new URL(request.url()).pathname.replace(/.*\//, '');
        return [name, response ? (await response.body()).length : 0];
      }),
    );
  });
  page.on('response', (response) => {
    if (!usable && response.url().includes('/api/call/')) readsAt = performance.now();
  });
  const { child, url, started, timing } = await startHost(dataDir);
  const addressMs = performance.now() - started;
  try {
    await page.goto(url);
    // Usable: the navigation and the screen's own heading are on screen (both come after the first data load).
    await page.getByRole('navigation').first().waitFor({ state: 'visible' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    const screenMs = performance.now() - started;
    usable = true;
    const scripts = new Map(await Promise.all(bodies));
    const sum = (text: boolean) =>
      [...scripts].filter(([name]) => isTextChunk(name) === text).reduce((total, [, bytes]) => total + bytes, 0);
    return {
      addressMs,
      readsMs: readsAt - started,
      screenMs,
      scriptBytes: sum(false),
      textBytes: sum(true),
      scripts,
      host: timing(),
    };
  } finally {
    await context.close();
    await stopHost(child);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function report(label: string, runs: Run[]): void {
  const screen = runs.map((r) => r.screenMs);
  const p50 = (pick: (r: Run) => number) => percentile(runs.map(pick), 50).toFixed(0);
  const sizes = runs.map((r) => r.scriptBytes / 1024);
  const kb = Math.max(...sizes);
  const steady = Math.min(...sizes) === kb ? '' : ` (varied from ${Math.min(...sizes).toFixed(0)} KB)`;
  const median = percentile(screen, 50);
  console.log(
    `${label.padEnd(22)} first screen p50 ${median.toFixed(0)} ms, p95 ${percentile(screen, 95).toFixed(0)} ms` +
      ` (address printed p50 ${p50((r) => r.addressMs)} ms, first reads answered p50 ${p50((r) => r.readsMs)} ms);` +
      ` scripts ${kb.toFixed(0)} KB${steady} + interface text ${(Math.max(...runs.map((r) => r.textBytes)) / 1024).toFixed(0)} KB` +
      ` — target ≤ ${TARGET_MS} ms ${median <= TARGET_MS ? 'met' : 'MISSED'}, ≤ ${TARGET_SCRIPT_KB} KB ${kb <= TARGET_SCRIPT_KB ? 'met' : 'MISSED'}`,
  );
  // Where the host's time went, in the run closest to the median (ms since the process started).
  const middle = runs.find((r) => r.screenMs === median) ?? runs[0]!;
  if (middle.host) console.log(`${''.padEnd(22)} host: ${middle.host}`);
  if (VERBOSE)
    for (const [name, bytes] of [...middle.scripts].sort((a, b) => b[1] - a[1]))
      console.log(`${''.padEnd(24)}${(bytes / 1024).toFixed(1).padStart(7)} KB ${name}`);
}

if (!existsSync(webHost)) throw new Error('dist/web.js is missing: run node scripts/build.js first.');
const systemChromium = '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath: existsSync(systemChromium) ? systemChromium : undefined });
const folders: string[] = [];
try {
  console.log(
    `Start-up: ${RUNS} runs each; load average ${loadavg()[0]!.toFixed(2)} (targets are for an idle machine)`,
  );
  const fresh: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'cc-start-fresh-'));
    folders.push(dir);
    fresh.push(await once(browser, dir));
  }
  report('fresh data folder', fresh);
  const existing = mkdtempSync(join(tmpdir(), 'cc-start-existing-'));
  folders.push(existing);
  await once(browser, existing); // creates the database and installs the library
  const again: Run[] = [];
  for (let i = 0; i < RUNS; i++) again.push(await once(browser, existing));
  report('existing data folder', again);
} finally {
  await browser.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
