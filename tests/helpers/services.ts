// Starts the real services on a temp data folder with an in-memory settings store.
import { startServices, type AppServices } from '../../electron/services/app-services';
import type { KeyValueStore } from '../../electron/services/settings/service';
import { makeTempDir } from './temp-dir';

export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
    path: '(memory)',
  };
}

export function startTestServices(): AppServices & { cleanup: () => void } {
  const dir = makeTempDir();
  const services = startServices({ dataDir: dir.path, shell: 'browser', settingsStore: memoryStore() });
  return Object.assign(services, {
    cleanup: () => {
      services.stop();
      dir.remove();
    },
  });
}

/** A method's value through the dispatcher; a refusal or error fails the test with its code and message. */
export async function valueOf<T>(services: AppServices, method: string, request: unknown): Promise<T> {
  const result = await services.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}
