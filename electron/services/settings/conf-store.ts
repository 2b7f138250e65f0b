// The settings store for browser mode and the CLI: `conf`, the library electron-store wraps, same file.
import Conf from 'conf';
import { settingsFileName } from '../paths';
import type { KeyValueStore } from './service';

export function createConfStore(dataDir: string): KeyValueStore {
  return new Conf<Record<string, unknown>>({
    cwd: dataDir,
    configName: settingsFileName,
    projectName: 'culturecare-trainer',
    clearInvalidConfig: false,
  });
}
