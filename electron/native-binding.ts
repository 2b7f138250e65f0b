// Finds the better-sqlite3 binding compiled for Electron's ABI (fetched by scripts/electron-native.js),
// so Electron uses it while Node (tests, browser mode, CLI) keeps the normal build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function electronSqliteBinding(appRoot: string): string | undefined {
  const candidate = join(appRoot, 'native', 'electron', 'better_sqlite3.node');
  return existsSync(candidate) ? candidate : undefined;
}
