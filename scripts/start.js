// `npm start`: builds, then opens the Electron app; where Electron's binary is not installed
// (and cannot be fetched), says so in one sentence and serves the same app in browser mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const passThrough = process.argv.slice(2);

const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status === 0;

function electronBinary() {
  try {
    return require('electron'); // the path of the binary, when it is installed
  } catch {
    return null;
  }
}

if (!run([join(root, 'scripts/build.js')])) process.exit(1);

let binary = electronBinary();
const electronPackage = join(root, 'node_modules/electron/install.js');
if (!binary && existsSync(electronPackage) && !process.env.CULTURECARE_NO_ELECTRON_DOWNLOAD) {
  // npm does not run electron's download script (see allowScripts in package.json); try it once here.
  spawnSync(process.execPath, [electronPackage], {
    cwd: join(root, 'node_modules/electron'),
    stdio: 'ignore',
    timeout: 120_000,
  });
  binary = electronBinary();
}
if (binary && !existsSync(join(root, 'native/electron/better_sqlite3.node'))) {
  run([join(root, 'scripts/electron-native.js')]);
}

if (binary) {
  const child = spawn(binary, [join(root, 'dist/main.js'), ...passThrough], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(
    'The Electron desktop shell is not installed on this machine, so CultureCare Trainer starts in browser mode instead.',
  );
  const child = spawn(process.execPath, [join(root, 'dist/web.js'), ...passThrough], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
