// Runs code the way the built app lays it out: the given entries bundled with esbuild into one temporary folder (workers
// beside their callers, as scripts/build.js puts them in dist/), then a module script run by plain Node in that folder.
// Returns what the script printed; the folder is removed afterwards. The process must exit by itself (idle workers
// must not keep it alive) within the timeout.
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..');

/**
 * `entries` maps output names to source paths (relative to the repository); `script` gets the URL of `main.js` and
 * returns the lines of a module script.
 */
export async function runFromDistLayout(
  entries: Record<string, string>,
  script: (mainUrl: string) => string[],
  { splitting = false, timeoutMs = 30_000 } = {},
): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'dist-layout-'));
  try {
    symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');
    await build({
      entryPoints: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)])),
      outdir: out,
      bundle: true,
      splitting,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    const code = script(pathToFileURL(join(out, 'main.js')).href).join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], {
      cwd: out,
      timeout: timeoutMs,
    });
    return stdout.trim();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
