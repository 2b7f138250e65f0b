// Where a worker thread's code is, for a caller at `callerUrl`: in the built app the bundle beside the caller's own
// bundle (dist/<name>.js, scripts/build.js); run from TypeScript source (tests, tsx scripts), the worker's source bundled
// once with esbuild. Neither exists when the caller was itself bundled somewhere else (a job's worker bundled from
// source): then there is no worker code, and the caller does the work in its own thread.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundledWorker } from '../jobs/source-bundle';

const fromSource = (callerUrl: string): boolean => new URL(callerUrl).pathname.endsWith('.ts');

/** The bundle beside the caller, with the caller's own extension (.js in dist/, .mjs in a test bundle). */
function besideCaller(callerUrl: string, bundled: string): URL {
  const extension = /\.[cm]?js$/.exec(new URL(callerUrl).pathname)?.[0] ?? '.js';
  return new URL(`./${bundled}${extension}`, callerUrl);
}

/** True when the worker's code can be found (see workerCode). */
export function hasWorkerCode(callerUrl: string, bundled: string): boolean {
  return fromSource(callerUrl) || existsSync(fileURLToPath(besideCaller(callerUrl, bundled)));
}

/** The worker's code: `source` (relative to the caller, .ts) bundled, or `bundled` beside the caller; null if neither. */
export async function workerCode(callerUrl: string, source: string, bundled: string): Promise<URL | null> {
  if (fromSource(callerUrl)) return bundledWorker(new URL(source, callerUrl));
  return hasWorkerCode(callerUrl, bundled) ? besideCaller(callerUrl, bundled) : null;
}
