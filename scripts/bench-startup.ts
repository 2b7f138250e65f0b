// npm run bench (part): how long from spawning browser mode to the first screen being usable, with
// Chromium (already running) driving it, for a fresh data folder and for an existing one; and how much
// script the first screen loads. Targets: ≤ 0.6 s on an idle 2-core machine, first screen's scripts ≤ 400 KB.
// What is measured: "usable" is the first animation frame in which the page's navigation and its level-1
// heading are both in the document and visible (both appear only once the first screen's data is there).
// The page notices it itself: a MutationObserver installed before any of the page's own script runs
// checks on every change and stamps the frame with the page's clock (performance.timeOrigin + now), which
// is converted to this process's clock (measured offset) and taken from the moment of the spawn. No
// polling interval is in the figure. "Address" is when the host printed its address; "navigation →
// usable" is the page's own part (from the browser starting the navigation, token redirect included);
// "page main thread busy" its CPU work until then (Chrome's TaskDuration), and the host line its own CPU
// time: on a busy shared machine these two say more than the wall-clock times.
// "Scripts" are the JavaScript code files the page asked for before its first screen was usable (the
// entry, its imports and the first screen's own chunks), each counted in full once it has arrived; the
// interface-text chunks (assets/locale-<lng>-<ns>-*.js, built from locales/*.json) are text, counted
// apart. "API calls" are the page's calls to the host before it was usable (none when the host
// embedded the first screen's answers in the page).
// Needs a built dist/ (node scripts/build.js) and Chromium (/usr/bin/chromium or Playwright's own).
// BENCH_STARTUP_COMPARE=<folder with package.json and a built dist/> runs that build too, alternating
// run by run with this one under the same conditions (an A/B on a shared machine).
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 7);
const TARGET_MS = 600;
const TARGET_SCRIPT_KB = 400;
const root = join(import.meta.dirname, '..');
const VERBOSE = process.env.BENCH_STARTUP_VERBOSE === '1';

type Build = { label: string; webHost: string };
const builds: Build[] = [{ label: 'this build', webHost: join(root, 'dist', 'web.js') }];
if (process.env.BENCH_STARTUP_COMPARE)
  builds.push({ label: 'compared build', webHost: join(resolve(process.env.BENCH_STARTUP_COMPARE), 'dist', 'web.js') });

type Run = {
  addressMs: number;
  /** From the browser starting the navigation to usable (the page's own part). */
  pageMs: number;
  /** The page's main thread busy until just after usable (CPU work, not waiting). */
  pageBusyMs: number;
  screenMs: number;
  /** The page's API calls before it was usable, and when the last of them was answered (ms since the spawn). */
  calls: number;
  callsAnsweredMs: number | null;
  scriptBytes: number;
  textBytes: number;
  scripts: Map<string, number>;
  host: string;
};
/** Interface-text chunks (vite.config.ts names them): text the first screen shows, not code. */
const isTextChunk = (name: string) => name.startsWith('locale-');

/** Epoch milliseconds with sub-millisecond precision, on this process's clock. */
const now = () => performance.timeOrigin + performance.now();

/**
 * Runs in the page before any of its own scripts: resolves window.__usableAt with the page clock's time
 * of the first frame showing a visible navigation and level-1 heading. (A string: the page gets it as it is.)
 */
const WATCH_USABLE = `(() => {
  const visible = (selector) => [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
  const usable = () => visible('nav, [role="navigation"]') && visible('h1, [role="heading"][aria-level="1"]');
  window.__usableAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!usable()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });
})();`;

/** How far the page's clock is ahead of this process's (ms), from one round trip. */
async function clockOffset(page: Page): Promise<number> {
  const before = now();
  const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
  return pageNow - (before + now()) / 2;
}

function startHost(
  webHost: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; started: number; timing: () => string }> {
  const started = now();
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

async function once(browser: Browser, build: Build, dataDir: string): Promise<Run> {
  const context = await browser.newContext();
  await context.addInitScript({ content: WATCH_USABLE });
  const page = await context.newPage();
  // The page's main-thread busy time (scripts, style, layout): what the page costs, whatever the load.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // Every script the page asks for, with when it asked (epoch ms, the page's clock) and its full size.
  const scriptRequests: Promise<[name: string, startedAt: number, bytes: number]>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const name = new URL(request.url()).pathname.replace(/.*\//, '');
    scriptRequests.push(
      request
        .response()
        .then(async (response): Promise<[string, number, number]> => [
          name,
          request.timing().startTime,
          response ? (await response.body()).length : 0,
        ])
        // Still arriving when the page closed (asked for after the measurement): not a first-screen script.
        .catch((): [string, number, number] => [name, Infinity, 0]),
    );
  });
  const { child, url, started, timing } = await startHost(build.webHost, dataDir);
  const addressMs = now() - started;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const usableAt = await page.evaluate(() => (window as unknown as { __usableAt: Promise<number> }).__usableAt);
    if (typeof usableAt !== 'number') throw new Error('The page did not report when it was usable.');
    const offset = await clockOffset(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busySeconds = metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
    const page_ = await page.evaluate((at) => {
      const calls = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.name.includes('/api/call/') && performance.timeOrigin + entry.startTime < at);
      return {
        navigationStart: performance.timeOrigin,
        calls: calls.length,
        answered: calls.length ? performance.timeOrigin + Math.max(...calls.map((c) => c.responseEnd)) : null,
      };
    }, usableAt);
    // Scripts asked for before the first screen was usable: the first screen's scripts.
    const scripts = new Map(
      (await Promise.all(scriptRequests))
        .filter(([, startedAt]) => startedAt < usableAt)
        .map(([name, , bytes]) => [name, bytes] as const),
    );
    const sum = (text: boolean) =>
      [...scripts].filter(([name]) => isTextChunk(name) === text).reduce((total, [, bytes]) => total + bytes, 0);
    return {
      addressMs,
      pageMs: usableAt - page_.navigationStart,
      pageBusyMs: busySeconds * 1000,
      screenMs: usableAt - offset - started,
      calls: page_.calls,
      callsAnsweredMs: page_.answered === null ? null : page_.answered - offset - started,
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
  // Code files (a browser fetches six at a time from one host: more means a second round of requests).
  const files = Math.max(...runs.map((r) => [...r.scripts.keys()].filter((name) => !isTextChunk(name)).length));
  const answered = runs.flatMap((r) => (r.callsAnsweredMs === null ? [] : [r.callsAnsweredMs]));
  const calls = Math.max(...runs.map((r) => r.calls));
  const callsLine =
    calls === 0
      ? 'no API call before it'
      : `${calls} API calls before it, last answered p50 ${percentile(answered, 50).toFixed(0)} ms`;
  console.log(
    `${label.padEnd(34)} first screen p50 ${median.toFixed(0)} ms, p95 ${percentile(screen, 95).toFixed(0)} ms` +
      ` (address printed p50 ${p50((r) => r.addressMs)} ms, navigation → usable p50 ${p50((r) => r.pageMs)} ms,` +
      ` page main thread busy p50 ${p50((r) => r.pageBusyMs)} ms;` +
      ` ${callsLine}); scripts ${kb.toFixed(0)} KB${steady} in ${files} files + interface text` +
      ` ${(Math.max(...runs.map((r) => r.textBytes)) / 1024).toFixed(0)} KB` +
      ` — target ≤ ${TARGET_MS} ms ${median <= TARGET_MS ? 'met' : 'MISSED'}, ≤ ${TARGET_SCRIPT_KB} KB ${kb <= TARGET_SCRIPT_KB ? 'met' : 'MISSED'}`,
  );
  // Where the host's time went, in the run closest to the median (ms since the process started).
  const middle = runs.find((r) => r.screenMs === median) ?? runs[0]!;
  if (middle.host) console.log(`${''.padEnd(34)} host: ${middle.host}`);
  if (VERBOSE)
    for (const [name, bytes] of [...middle.scripts].sort((a, b) => b[1] - a[1]))
      console.log(`${''.padEnd(36)}${(bytes / 1024).toFixed(1).padStart(7)} KB ${name}`);
}

for (const build of builds)
  if (!existsSync(build.webHost)) throw new Error(`${build.webHost} is missing: run node scripts/build.js first.`);
const systemChromium = '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath: existsSync(systemChromium) ? systemChromium : undefined });
const folders: string[] = [];
const folder = (kind: string) => {
  const dir = mkdtempSync(join(tmpdir(), `cc-start-${kind}-`));
  folders.push(dir);
  return dir;
};
try {
  const load = () => loadavg()[0]!.toFixed(2);
  console.log(`Start-up: ${RUNS} runs each; load average ${load()} (targets are for an idle machine)`);
  const fresh = builds.map((): Run[] => []);
  for (let i = 0; i < RUNS; i++)
    for (const [b, build] of builds.entries()) fresh[b]!.push(await once(browser, build, folder('fresh')));
  for (const [b, build] of builds.entries()) report(`fresh data folder, ${build.label}`, fresh[b]!);
  // Each build's own existing folder, created and filled (the built-in library) by a first run.
  const existing = await Promise.all(builds.map(() => folder('existing')));
  for (const [b, build] of builds.entries()) await once(browser, build, existing[b]!);
  const again = builds.map((): Run[] => []);
  for (let i = 0; i < RUNS; i++)
    for (const [b, build] of builds.entries()) again[b]!.push(await once(browser, build, existing[b]!));
  for (const [b, build] of builds.entries()) report(`existing data folder, ${build.label}`, again[b]!);
  console.log(`Load average at the end: ${load()}`);
} finally {
  await browser.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
