// Where the app's job worker is: jobs-worker.js (or .mjs) beside the bundled shell (main, web, CLI),
// or the TypeScript source when the services run from source (tests, tsx).
export const BUNDLED_JOBS_WORKER = 'jobs-worker';

/**
 * The job worker entry for code at `moduleUrl` (by default this module's own URL, wherever it was
 * bundled): dist/web.js finds dist/jobs-worker.js, a bundle named cli.mjs finds jobs-worker.mjs.
 */
export function appJobsEntry(moduleUrl: string = import.meta.url): URL {
  const { pathname } = new URL(moduleUrl);
  if (pathname.endsWith('.ts')) return new URL('./worker.ts', moduleUrl);
  const extension = /\.[cm]?js$/.exec(pathname)?.[0] ?? '.js';
  return new URL(`./${BUNDLED_JOBS_WORKER}${extension}`, moduleUrl);
}
