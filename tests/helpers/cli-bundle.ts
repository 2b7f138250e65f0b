// The CLI bundled once per test run (esbuild, the same settings as the build), so each command a
// test runs starts plain Node instead of compiling TypeScript again: on a busy 2-core machine that
// is the difference between about 1 s and 5–8 s per command. The job worker (imports, exports,
// backups) is bundled beside it, as scripts/build.js puts dist/jobs-worker.js beside dist/cli.js.
import { build } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'node_modules', '.cache', 'culturecare-test-cli');
let building: Promise<string> | null = null;

/** The path of the bundled CLI (built on first use in this process, beside node_modules so the app root is found). */
export function cliBundle(): Promise<string> {
  building ??= (async () => {
    // Files under node_modules are CommonJS unless named .mjs, hence the extension.
    const dir = join(outDir, `cli-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    await build({
      entryPoints: {
        cli: join(root, 'electron/cli/main.ts'),
        'jobs-worker': join(root, 'electron/services/jobs/worker.ts'),
      },
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });
    const outfile = join(dir, 'cli.mjs');
    if (!existsSync(outfile) || !existsSync(join(dir, 'jobs-worker.mjs')))
      throw new Error('The CLI bundle was not written.');
    return outfile;
  })();
  return building;
}
