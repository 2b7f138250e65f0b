// `npm run dist [-- --linux | --mac | --win]`: builds dist/, then the installers into release/ with
// packaging/builder.config.ts. While packaging, electron-builder rebuilds better-sqlite3 in
// node_modules for Electron's ABI; afterwards the Node build is restored, so tests, browser mode and
// the command line keep working in this checkout. Needs internet (Electron and tool downloads).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false }).status ?? 1;

let status = run(process.execPath, [join(root, 'scripts/build.js')]);
if (status === 0) {
  status = run(process.execPath, [
    require.resolve('electron-builder/cli.js'),
    '--config',
    'packaging/builder.config.ts',
    '--publish',
    'never',
    ...process.argv.slice(2),
  ]);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const restored = spawnSync(npm, ['rebuild', 'better-sqlite3'], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (restored.status !== 0)
  console.error('Could not restore the Node build of better-sqlite3: run `npm rebuild better-sqlite3`.');
process.exit(status);
