// Electron main process: lifecycle, the window, the app:// protocol and the IPC adapter over the services.
import { app, BrowserWindow, dialog, ipcMain, net, protocol, safeStorage } from 'electron';
import ElectronStore from 'electron-store';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServices, type AppServices } from './services/app-services';
import { AppError } from './services/errors';
import { APP_FOLDER_NAME, builtInLibraryDir, dataDirFromArgv, DATA_DIR_ENV, settingsFileName } from './services/paths';
import type { SecretCipher } from './services/secrets/store';
import type { KeyValueStore } from './services/settings/service';
import { electronSqliteBinding } from './native-binding';
import { appFilesInArgv } from './services/opened-files';
import { APP_ORIGIN, applySecurity, isAppUrl, secureWebPreferences, withSecurityHeaders } from './security';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, 'renderer');
const appRoot = join(here, '..');

// The name decides the data folder (userData); the installers' productName is the same (packaging/).
app.setName(APP_FOLDER_NAME);
protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/** Files the OS opens with the app (a double-clicked .ccpack) wait here until the services run. */
const filesBeforeStart: string[] = appFilesInArgv(process.argv.slice(1));
let openFile: (path: string) => void = (path) => void filesBeforeStart.push(path);
// macOS hands files over with this event (even before 'ready'); Windows and Linux through argv.
app.on('open-file', (event, path) => {
  event.preventDefault();
  openFile(path);
});

/** API keys are sealed with the OS keychain through safeStorage where the OS offers it. */
function keychainCipher(): SecretCipher | undefined {
  if (!safeStorage.isEncryptionAvailable()) return undefined;
  return {
    kind: 'os-keychain',
    encrypt: (plain) => safeStorage.encryptString(plain).toString('base64'),
    decrypt: (sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
  };
}

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
  let services: AppServices;
  try {
    const settingsStore = new ElectronStore({ cwd: dataDir, name: settingsFileName }) as unknown as KeyValueStore;
    services = startServices({
      dataDir,
      shell: 'electron',
      settingsStore,
      nativeBinding: electronSqliteBinding(appRoot),
      libraryDir: builtInLibraryDir(appRoot),
      secretCipher: keychainCipher(),
    });
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
    return services.dispatch(String(method), request);
  });
  services.tasks.onEvent((taskEvent) => {
    for (const win of BrowserWindow.getAllWindows()) win.webContents.send('culturecare:event', taskEvent);
  });
  for (const path of filesBeforeStart) services.openedFiles.add(path);
  let win = createWindow(services, services.openedFiles.list().length > 0 ? '/opened' : '/');
  const bringToFront = () => {
    if (win.isMinimized()) win.restore();
    win.focus();
  };
  // A file opened while the app runs: the window shows the "Opened files" screen (same document, hash route).
  openFile = (path) => {
    if (!services.openedFiles.add(path)) return;
    bringToFront();
    void win.loadURL(`${APP_ORIGIN}/index.html#/opened`);
  };
  app.on('second-instance', (_event, argv) => {
    bringToFront();
    for (const path of appFilesInArgv(argv.slice(1))) openFile(path);
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) win = createWindow(services);
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => services.stop());
}

void main();
