// The settings store for browser mode and the CLI: one JSON file in the data folder, the same file and
// format (tab-indented JSON) electron-store writes in the Electron shell. Reads the file on each get, so
// a change by another process is seen; writes go to a temporary file that is synced, then renamed over
// the old one, so a crash never leaves half a file. (It replaces `conf`, whose schema validator alone
// took a fifth of browser mode's start-up and which the app never used.)
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { settingsFileName } from '../paths';
import type { KeyValueStore } from './service';

type Values = Record<string, unknown>;

export function createFileStore(dataDir: string): KeyValueStore {
  const path = join(dataDir, `${settingsFileName}.json`);

  const read = (): Values => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    if (text.trim() === '') return {};
    // A damaged file is an error (as with conf's clearInvalidConfig: false): never silently emptied.
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`The settings file ${path} does not hold a JSON object.`);
    return parsed as Values;
  };

  const write = (values: Values): void => {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    const fd = openSync(temporary, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(values, undefined, '\t'));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      renameSync(temporary, path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  };

  return {
    path,
    get: (key) => read()[key],
    set: (key, value) => {
      if (value === undefined) throw new TypeError(`Use delete() to clear the setting ${key}.`);
      write({ ...read(), [key]: value });
    },
    delete: (key) => {
      const values = read();
      if (!(key in values)) return;
      delete values[key];
      write(values);
    },
  };
}
