// Browser mode started in two stages over real loopback HTTP, for tests: the first screen's backend at
// once, the full services only when the test releases them. Counts how often the host asked for them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openAppDatabase } from '../../electron/services/app-database';
import { startServices, type AppServices } from '../../electron/services/app-services';
import { startFirstScreenBackend, type FirstScreenBackend } from '../../electron/services/first-screen-backend';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { memoryStore } from './services';
import { makeTempDir } from './temp-dir';

export interface StagedWebHost {
  host: WebHost;
  /** The folder the page (index.html, assets/) is served from. */
  rendererDir: string;
  early: FirstScreenBackend;
  /** How many times the host asked for the full services. */
  asked(): number;
  /** Starts the full services (once) and hands them to the host. */
  release(): AppServices;
  stop(): Promise<void>;
}

/** Starts a staged browser-mode host serving `page` as its index.html from a fresh data folder. */
export async function startStagedWebHost(page: string): Promise<StagedWebHost> {
  const dir = makeTempDir();
  writeFileSync(join(dir.path, 'index.html'), page);
  const settingsStore = memoryStore();
  const early = startFirstScreenBackend({
    dataDir: dir.path,
    shell: 'browser',
    settingsStore,
    database: openAppDatabase(dir.path),
  });
  let asked = 0;
  let full: AppServices | null = null;
  let resolveServices: (services: AppServices) => void = () => undefined;
  const services = new Promise<AppServices>((resolve) => (resolveServices = resolve));
  const release = () => {
    full ??= startServices({ dataDir: dir.path, shell: 'browser', settingsStore, core: early.core });
    resolveServices(full);
    return full;
  };
  const host = await startWebHost({
    services,
    early: Promise.resolve(early),
    needServices: () => asked++,
    rendererDir: dir.path,
  });
  return {
    host,
    rendererDir: dir.path,
    early,
    asked: () => asked,
    release,
    stop: async () => {
      await host.close();
      if (full) full.stop();
      else early.core.db.close();
      dir.remove();
    },
  };
}
