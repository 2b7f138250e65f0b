// For services run from TypeScript source (tests, tsx scripts): bundles a worker entry once with
// esbuild, as scripts/build.js does for the app, so each job's worker starts as plain Node in a
// fraction of a second instead of compiling its sources through tsx again (5 s on a busy machine).
// Never used by the built app, whose worker is already bundled.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = new Map<string, Promise<URL>>();

function appRoot(from: string): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The bundled form of a .ts worker entry (under node_modules/.cache, named by its content). */
export function bundledWorker(source: URL): Promise<URL> {
  const key = source.href;
  let promise = built.get(key);
  if (!promise) {
    promise = (async () => {
      const path = fileURLToPath(source);
      const { build } = await import('esbuild');
      const result = await build({
        entryPoints: [path],
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        packages: 'external',
        write: false,
        logLevel: 'warning',
      });
      const code = result.outputFiles[0]!.contents;
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
      // Under node_modules, files are CommonJS unless named .mjs.
      const dir = join(appRoot(path), 'node_modules', '.cache', 'culturecare-workers');
      const file = join(dir, `worker-${hash}.mjs`);
      if (!existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
        writeFileSync(partial, code);
        renameSync(partial, file);
      }
      return pathToFileURL(file);
    })();
    built.set(key, promise);
    promise.catch(() => built.delete(key));
  }
  return promise;
}
