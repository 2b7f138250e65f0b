// CI step after `npm run dist`: starts the packaged app (not the checkout) on an empty data folder and
// waits until it has created its database, which needs the main process, the ASAR contents and
// better-sqlite3 built for Electron's ABI; then checks that the RunAsNode fuse holds (with
// ELECTRON_RUN_AS_NODE=1 the binary must not behave as a Node interpreter). Needs a display
// (xvfb-run on Linux). Usage: node packaging/smoke.js <mac|win|linux>
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PRODUCT = 'CultureCare Trainer';

/** The packaged executable electron-builder leaves next to the installers in release/. */
export function packagedBinary(platform, releaseDir = 'release') {
  if (platform === 'mac') return join(releaseDir, 'mac-universal', `${PRODUCT}.app`, 'Contents', 'MacOS', PRODUCT);
  if (platform === 'win') return join(releaseDir, 'win-unpacked', `${PRODUCT}.exe`);
  if (platform === 'linux') return join(releaseDir, 'linux-unpacked', 'culturecare-trainer');
  throw new Error(`Unknown platform "${platform}": use mac, win or linux.`);
}

function run(binary, args, env, until, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(binary, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const started = Date.now();
    const timer = setInterval(() => {
      const done = until(output);
      if (done || Date.now() - started > timeoutMs || child.exitCode !== null) {
        clearInterval(timer);
        child.kill();
        resolve({ done, output, exitCode: child.exitCode });
      }
    }, 250);
  });
}

async function main(platform) {
  const binary = packagedBinary(platform);
  if (!existsSync(binary)) throw new Error(`No packaged app at ${binary}: run npm run dist first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'culturecare-smoke-'));
  try {
    const database = join(dataDir, 'culturecare.sqlite3');
    const started = await run(binary, ['--data-dir', dataDir], {}, () => existsSync(database), 90_000);
    if (!started.done) throw new Error(`The packaged app did not create ${database}:\n${started.output}`);
    console.log(`The packaged app started and created its database (${binary}).`);

    const marker = 'culturecare-ran-as-node';
    const asNode = await run(
      binary,
      ['-e', `console.log('${marker}')`, '--data-dir', dataDir],
      { ELECTRON_RUN_AS_NODE: '1' },
      (out) => out.includes(marker),
      20_000,
    );
    if (asNode.done)
      throw new Error('ELECTRON_RUN_AS_NODE=1 turned the packaged app into Node: the RunAsNode fuse is not off.');
    console.log('ELECTRON_RUN_AS_NODE=1 is ignored by the packaged app (RunAsNode fuse off).');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv[2]).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
