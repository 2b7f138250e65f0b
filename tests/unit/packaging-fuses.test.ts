// The hardened build's fuses: the configuration object, the binary each platform's hook flips, and
// the afterPack hook run for real (flip, then read back) on a stand-in binary that carries Electron's
// fuse wire, as Electron 41 ships it, since no Electron binary can be downloaded here.
import { FuseState, FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';
import { Arch, type AfterPackContext } from 'app-builder-lib';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPack } from '../../packaging/after-pack';
import { electronBinaryPath, fuseConfig, HARDENED_FUSES } from '../../packaging/fuses';
import { makeTempDir } from '../helpers/temp-dir';

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's defaults: RunAsNode on, cookie encryption off, NODE_OPTIONS on, inspect on, ASAR
 * integrity off, only-ASAR off, V8 snapshot off, file-protocol privileges on, Wasm trap handlers on. */
const ELECTRON_DEFAULT_WIRE = '101000011';

function fakeElectron(path: string, wire = ELECTRON_DEFAULT_WIRE): void {
  const bytes = [1, wire.length, ...[...wire].map((c) => c.charCodeAt(0))];
  writeFileSync(
    path,
    Buffer.concat([Buffer.alloc(4096, 7), Buffer.from(SENTINEL), Buffer.from(bytes), Buffer.alloc(512)]),
  );
}

function context(appOutDir: string, platform: string, arch = Arch.x64): AfterPackContext {
  return {
    appOutDir,
    electronPlatformName: platform,
    arch,
    outDir: appOutDir,
    targets: [],
    packager: { appInfo: { productFilename: 'CultureCare Trainer' }, executableName: 'culturecare-trainer' },
  } as unknown as AfterPackContext;
}

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  dir = makeTempDir();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  dir.remove();
  vi.restoreAllMocks();
});

describe('fuse configuration', () => {
  it('turns off RunAsNode, NODE_OPTIONS and inspect; turns on cookie encryption, ASAR integrity and only-ASAR', () => {
    expect(HARDENED_FUSES).toEqual({
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
    });
  });

  it('redoes the ad-hoc signature only where Apple Silicon needs it', () => {
    expect(fuseConfig('darwin', Arch.arm64)).toMatchObject({
      version: FuseVersion.V1,
      resetAdHocDarwinSignature: true,
    });
    expect(fuseConfig('darwin', Arch.universal).resetAdHocDarwinSignature).toBe(true);
    expect(fuseConfig('darwin', Arch.x64).resetAdHocDarwinSignature).toBe(false);
    expect(fuseConfig('win32', Arch.x64).resetAdHocDarwinSignature).toBe(false);
    expect(fuseConfig('linux', Arch.x64)).toMatchObject(HARDENED_FUSES);
  });

  it('finds the Electron executable the way electron-builder names it on each system', () => {
    const names = { productFilename: 'CultureCare Trainer', executableName: 'culturecare-trainer' };
    expect(electronBinaryPath('/out/mac-universal', 'darwin', names)).toBe(
      join('/out/mac-universal', 'CultureCare Trainer.app'),
    );
    expect(electronBinaryPath('/out/win-unpacked', 'win32', names)).toBe(
      join('/out/win-unpacked', 'CultureCare Trainer.exe'),
    );
    expect(electronBinaryPath('/out/linux-unpacked', 'linux', names)).toBe(
      join('/out/linux-unpacked', 'culturecare-trainer'),
    );
  });
});

describe('afterPack hook', () => {
  it.each([
    ['linux', 'culturecare-trainer'],
    ['win32', 'CultureCare Trainer.exe'],
  ])(
    'flips the hardened fuses in the packed %s binary and leaves the others as Electron set them',
    async (platform, file) => {
      const binary = join(dir.path, file);
      fakeElectron(binary);
      await afterPack(context(dir.path, platform));
      const wire = await getCurrentFuseWire(binary);
      const state = (on: boolean) => (on ? FuseState.ENABLE : FuseState.DISABLE);
      for (const [fuse, on] of Object.entries(HARDENED_FUSES))
        expect(wire[Number(fuse) as FuseV1Options]).toBe(state(on));
      expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(FuseState.ENABLE);
      expect(wire[FuseV1Options.WasmTrapHandlers]).toBe(FuseState.ENABLE);
      expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(FuseState.DISABLE);
    },
  );

  it('is idempotent (macOS universal builds run it per architecture and again on the merged app)', async () => {
    const binary = join(dir.path, 'culturecare-trainer');
    fakeElectron(binary);
    await afterPack(context(dir.path, 'linux'));
    const once = readFileSync(binary);
    await afterPack(context(dir.path, 'linux'));
    expect(readFileSync(binary).equals(once)).toBe(true);
  });

  it('fails the build when the binary has no fuse wire, rather than ship it unhardened', async () => {
    writeFileSync(join(dir.path, 'culturecare-trainer'), Buffer.alloc(2048, 1));
    await expect(afterPack(context(dir.path, 'linux'))).rejects.toThrow(/sentinel/);
  });

  it('fails the build on an Electron too old to have every hardening fuse', async () => {
    const binary = join(dir.path, 'culturecare-trainer');
    fakeElectron(binary, '1010');
    await expect(afterPack(context(dir.path, 'linux'))).rejects.toThrow(/not long enough/);
  });
});
