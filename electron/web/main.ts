// `npm run web`: starts browser mode on 127.0.0.1 and prints the address with its access token.
// Paths of the app's own files (a .ccpack) after the options wait on the "Opened files" screen.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServices } from '../services/app-services';
import { AppError } from '../services/errors';
import { appFilesInArgv } from '../services/opened-files';
import { appRootFrom, builtInLibraryDir, resolveDataDir } from '../services/paths';
import { createConfStore } from '../services/settings/conf-store';
import { startWebHost } from './host';

const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' }, port: { type: 'string' } },
  strict: false,
  allowPositionals: true,
});
const dataDir = resolveDataDir({ explicit: values['data-dir'] as string | undefined });
const port = Number(values.port ?? process.env.CULTURECARE_PORT ?? 0);
const distDir = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(distDir, 'renderer');
const libraryDir = builtInLibraryDir(appRootFrom(import.meta.url));

try {
  const services = startServices({ dataDir, shell: 'browser', settingsStore: createConfStore(dataDir), libraryDir });
  for (const path of appFilesInArgv(positionals)) services.openedFiles.add(path);
  const host = await startWebHost({ services, rendererDir, port });
  const route = services.openedFiles.list().length > 0 ? '#/opened' : '';
  console.log(`CultureCare Trainer (browser mode) is running. Open this address in your browser:\n${host.url}${route}`);
  console.log(`Data folder: ${dataDir}`);
  const shutdown = () => {
    void host.close().then(() => {
      services.stop();
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exit(1);
}
