// Fetches better-sqlite3's prebuilt binding for the installed Electron's ABI into native/electron/,
// leaving node_modules/better-sqlite3 (the Node build used by tests, browser mode and the CLI) untouched.
// Needs internet access to better-sqlite3's release downloads; run by `npm start` when Electron exists.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const electronVersion = require('electron/package.json').version;
const sqliteDir = dirname(require.resolve('better-sqlite3/package.json'));
const prebuild = require.resolve('prebuild-install/bin.js');

const work = mkdtempSync(join(tmpdir(), 'culturecare-native-'));
try {
  cpSync(join(sqliteDir, 'package.json'), join(work, 'package.json'));
  const result = spawnSync(
    process.execPath,
    [prebuild, '--runtime', 'electron', '--target', electronVersion, '--verbose'],
    {
      cwd: work,
      stdio: 'inherit',
    },
  );
  const built = join(work, 'build', 'Release', 'better_sqlite3.node');
  if (result.status !== 0 || !existsSync(built)) {
    console.error(
      `Could not fetch better-sqlite3 for Electron ${electronVersion}; the desktop app needs it (see README, "Electron and SQLite").`,
    );
    process.exit(1);
  }
  mkdirSync(join(root, 'native', 'electron'), { recursive: true });
  copyFileSync(built, join(root, 'native', 'electron', 'better_sqlite3.node'));
  console.log(`Installed better-sqlite3 for Electron ${electronVersion} in native/electron/.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
