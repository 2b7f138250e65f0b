// `npm run web`: starts browser mode on 127.0.0.1 and prints the address with its access token.
// `--help` prints usage and exits before anything (data folder, server) is touched; the database is
// opened before the address is printed and the services load while the browser fetches the page. Paths of the app's own files (a .ccpack) after the options
// wait on the "Opened files" screen.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: node dist/web.js [options]   (or: npm run web -- [options])

Starts CultureCare Trainer in browser mode: the app's services on 127.0.0.1 only, for your browser.
The printed address carries this run's access token; open it in a browser on this computer.

Options:
  --data-dir <dir>   data folder (default: $CULTURECARE_DATA_DIR, or the user-data folder)
  --port <n>         port to listen on (default: $CULTURECARE_PORT, or any free port)
  -h, --help         print this help and exit

Files (for example a scenario pack, .ccpack) given after the options are shown on the Opened files screen.
`;

function readOptions(): { dataDir?: string; port?: string; files: string[] } {
  try {
    const { values, positionals } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    return { dataDir: values['data-dir'], port: values.port, files: positionals };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const options = readOptions();
const port = Number(options.port ?? process.env.CULTURECARE_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a number from 0 to 65535.\n\n${USAGE}`);
  process.exit(2);
}
/** The latest the other services start loading when no window asks for them (ms after the address). */
const REST_AFTER_MS = 3000;

// What is needed to open the database and print the address loads first; the services (most of the
// code) load while the browser fetches the page, and its first calls wait for them.
const [
  { openAppDatabase },
  { registerRunning },
  { AppError },
  { appRootFrom, builtInLibraryDir, resolveDataDir },
  { appFilesInArgv, OpenedFiles },
  { createFileStore },
  { startWebHost },
  { markStartup, startupTimingLine },
] = await Promise.all([
  import('../services/app-database'),
  import('../services/data/running'),
  import('../services/errors'),
  import('../services/paths'),
  import('../services/opened-files'),
  import('../services/settings/file-store'),
  import('./host'),
  import('../services/startup-timing'),
]);
markStartup('modules');
const dataDir = resolveDataDir({ explicit: options.dataDir });
const distDir = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(distDir, 'renderer');
const libraryDir = builtInLibraryDir(appRootFrom(import.meta.url));

try {
  const settingsStore = createFileStore(dataDir);
  // A damaged, newer or unwritable database is refused here, before any address is printed.
  let database: ReturnType<typeof openAppDatabase> | undefined = openAppDatabase(dataDir);
  const openedFiles = new OpenedFiles();
  for (const path of appFilesInArgv(options.files)) openedFiles.add(path);
  const opened = database;
  // The first screen's reads are answered by the core services (a small module) as soon as they load.
  const early = import('../services/first-screen-backend').then(({ startFirstScreenBackend }) =>
    startFirstScreenBackend({ dataDir, shell: 'browser', settingsStore, database: opened }),
  );
  early.catch(() => undefined); // reported below, once the address is out
  // The other services (most of the code, and a fresh folder's library install) load once the first
  // screen is up, when something else is asked for, or after REST_AFTER_MS at the latest: loading them
  // holds this process for a while, and the page's files and first reads come first.
  let wanted = false;
  let wantServices = () => undefined as void;
  const servicesWanted = new Promise<void>((resolve) => (wantServices = resolve));
  const needServices = () => {
    if (wanted) return;
    wanted = true;
    clearTimeout(fallback);
    wantServices();
  };
  const fallback = setTimeout(needServices, REST_AFTER_MS);
  const starting = servicesWanted
    .then(() => Promise.all([import('../services/app-services'), import('../services/service-host'), early]))
    .then(([{ startServices }, { ServiceHost }, first]) => {
      markStartup('service modules');
      const host = new ServiceHost((lifecycle) => {
        // The first start builds on the core services answering already; a restored backup starts anew.
        const core = database ? first.core : undefined;
        database = undefined;
        return startServices({
          dataDir,
          shell: 'browser',
          settingsStore,
          libraryDir,
          lifecycle,
          core,
          openedFiles: core ? openedFiles : undefined,
        });
      });
      markStartup('services ready');
      return host;
    });
  const running = registerRunning(dataDir, 'browser');
  const host = await startWebHost({ services: starting, early, needServices, rendererDir, port });
  running.update({ port: host.port });
  markStartup('listening');
  const route = openedFiles.list().length > 0 ? '#/opened' : '';
  console.log(`CultureCare Trainer (browser mode) is running. Open this address in your browser:\n${host.url}${route}`);
  console.log(`Data folder: ${dataDir}`);
  const timing = process.env.CULTURECARE_STARTUP_TIMING === '1';
  if (timing) process.stderr.write(`start-up timing: ${startupTimingLine()}\n`);
  const shutdown = () => {
    void host.close().then(async () => {
      if (wanted) (await starting.catch(() => null))?.stop();
      else opened.db.close();
      running.release();
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await Promise.all([early, starting]).catch((error: unknown) => {
    console.error(error instanceof AppError ? error.message : error);
    running.release();
    process.exit(1);
  });
  if (timing) process.stderr.write(`services timing: ${startupTimingLine()}\n`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exit(1);
}
