// Where user data lives: the OS user-data folder, overridable by --data-dir or CULTURECARE_DATA_DIR.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_FOLDER_NAME = 'CultureCare Trainer';
export const DATA_DIR_ENV = 'CULTURECARE_DATA_DIR';

/** The same folder Electron's app.getPath('userData') gives for this app name. */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_FOLDER_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_FOLDER_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_FOLDER_NAME);
}

/** Reads `--data-dir DIR` or `--data-dir=DIR` from argv. */
export function dataDirFromArgv(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--data-dir') return argv[i + 1];
    if (arg?.startsWith('--data-dir=')) return arg.slice('--data-dir='.length);
  }
  return undefined;
}

export function resolveDataDir(
  options: { argv?: readonly string[]; env?: NodeJS.ProcessEnv; explicit?: string } = {},
): string {
  const env = options.env ?? process.env;
  const chosen = options.explicit ?? dataDirFromArgv(options.argv ?? process.argv) ?? env[DATA_DIR_ENV];
  return chosen ? resolve(chosen) : defaultDataDir(process.platform, env);
}

export const databaseFileName = 'culturecare.sqlite3';
export const settingsFileName = 'settings';
export const backupsFolderName = 'backups';

/** The app's root folder (the one holding package.json), found upward from a module's URL. */
export function appRootFrom(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}

export const builtInLibraryDir = (appRoot: string) => join(appRoot, 'assets', 'library');
