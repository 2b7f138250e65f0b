// Where the judge worker's code is: the esbuild bundle next to the bundled caller, or the TypeScript source.
export const BUNDLED_WORKER = 'judge-worker.js';
export const SOURCE_WORKER = 'worker-source.mjs';

/**
 * The worker entry for code at `callerUrl` (the import.meta.url of worker-client). Bundled into
 * dist/*.js, the worker is dist/judge-worker.js (scripts/build.js); run from source (vitest, tsx),
 * it is worker-source.mjs, which loads worker.ts through tsx. (Node 20 does not apply
 * `execArgv: ['--import', 'tsx']` to a worker's .ts entry, so the bootstrap is needed.)
 */
export function workerEntry(callerUrl: string): URL {
  const fromSource = new URL(callerUrl).pathname.endsWith('.ts');
  return new URL(`./${fromSource ? SOURCE_WORKER : BUNDLED_WORKER}`, callerUrl);
}
