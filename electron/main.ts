// Electron main process: lifecycle, the window, the app:// protocol and the IPC adapter over the services.
import { app, BrowserWindow, dialog, ipcMain, net, protocol, safeStorage } from 'electron';
import ElectronStore from 'electron-store';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServices, type AppServices } from './services/app-services';
import { registerRunning } from './services/data/running';
import { AppError } from './services/errors';
import { ServiceHost } from './services/service-host';
import { APP_FOLDER_NAME, builtInLibraryDir, dataDirFromArgv, DATA_DIR_ENV, settingsFileName } from './services/paths';
import { chooseSecretCipher } from './services/secrets/choose-cipher';
import type { KeyValueStore } from './services/settings/service';
import { electronSqliteBinding } from './native-binding';
import { appFilesInArgv, routeForOpenedPaths } from './services/opened-files';
import { APP_ORIGIN, applySecurity, isAppUrl, secureWebPreferences, withSecurityHeaders } from './security';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, 'renderer');
const appRoot = join(here, '..');

// The name decides the data folder (userData); the installers' productName is the same (packaging/).
app.setName(APP_FOLDER_NAME);
protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/** Files the OS opens with the app (a double-clicked .ccpack, .ccexercise, .ccsubmission, .ccfeedback) wait here until the services run. */
const filesBeforeStart: string[] = appFilesInArgv(process.argv.slice(1));
let openFile: (path: string) => void = (path) => void filesBeforeStart.push(path);
// macOS hands files over with this event (even before 'ready'); Windows and Linux through argv.
app.on('open-file', (event, path) => {
  event.preventDefault();
  openFile(path);
});

function serveRenderer(): void {
  protocol.handle('app', async (request) => {
    const { pathname } = new URL(request.url);
    const file = normalize(join(rendererDir, decodeURIComponent(pathname === '/' ? '/index.html' : pathname)));
    if (!file.startsWith(rendererDir + sep)) return new Response('Not found', { status: 404 });
    return withSecurityHeaders(await net.fetch(pathToFileURL(file).toString()));
  });
}

function createWindow(services: AppServices, route = '/'): BrowserWindow {
  const bounds = services.settings.windowBounds();
  const win = new BrowserWindow({
    width: bounds?.width ?? 1280,
    height: bounds?.height ?? 840,
    x: bounds?.x,
    y: bounds?.y,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'CultureCare Trainer',
    webPreferences: secureWebPreferences(join(here, 'preload.cjs')),
  });
  if (bounds?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const { x, y, width, height } = win.getNormalBounds();
    services.settings.setWindowBounds({ x, y, width, height, maximized: win.isMaximized() });
  });
  void win.loadURL(`${APP_ORIGIN}/index.html#${route}`);
  return win;
}

async function main(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  await app.whenReady();
  const dataDir = dataDirFromArgv(process.argv) ?? process.env[DATA_DIR_ENV] ?? app.getPath('userData');
  // The host owns the services and can restart them on a restored backup (Settings → Data and backups).
  let host: ServiceHost;
  try {
    const settingsStore = new ElectronStore({ cwd: dataDir, name: settingsFileName }) as unknown as KeyValueStore;
    // The OS keychain where there is one; on Linux without one (safeStorage's basic_text) the key file, said so.
    const secretCipher = chooseSecretCipher(safeStorage, dataDir);
    host = new ServiceHost((lifecycle) =>
      startServices({
        dataDir,
        shell: 'electron',
        settingsStore,
        nativeBinding: electronSqliteBinding(appRoot),
        libraryDir: builtInLibraryDir(appRoot),
        secretCipher,
        lifecycle,
      }),
    );
    registerRunning(dataDir, 'electron');
  } catch (error) {
    dialog.showErrorBox('CultureCare Trainer cannot start', error instanceof AppError ? error.message : String(error));
    app.exit(1);
    return;
  }
  applySecurity(app);
  serveRenderer();
  ipcMain.handle('culturecare:invoke', (event, method: unknown, request: unknown) => {
    if (!event.senderFrame || !isAppUrl(event.senderFrame.url))
      return { ok: false, error: { code: 'forbidden', message: 'Unknown sender.' } };
    return host.dispatch(String(method), request);
  });
  host.onEvent((serverEvent) => {
    for (const win of BrowserWindow.getAllWindows()) win.webContents.send('culturecare:event', serverEvent);
  });
  let win = createWindow(host.services, routeForOpenedPaths(host.services.openedFiles, filesBeforeStart) ?? '/');
  const bringToFront = () => {
    if (win.isMinimized()) win.restore();
    win.focus();
  };
  // A file opened while the app runs: the window shows the "Opened files" screen (same document, hash route).
  openFile = (path) => {
    const route = routeForOpenedPaths(host.services.openedFiles, [path]);
    if (!route) return;
    bringToFront();
    void win.loadURL(`${APP_ORIGIN}/index.html#${route}`);
  };
  app.on('second-instance', (_event, argv) => {
    bringToFront();
    for (const path of appFilesInArgv(argv.slice(1))) openFile(path);
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) win = createWindow(host.services);
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => host.stop());
}

void main();
