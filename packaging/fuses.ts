// The Electron fuses of a hardened build (flipped in the packaged binary by after-pack.ts), as
// security-minded Electron apps set them: no running as plain Node, no NODE_OPTIONS or --inspect,
// encrypted cookies, and the app loaded only from its ASAR archive, whose integrity is checked.
import { FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses';
import { Arch } from 'app-builder-lib';
import { join } from 'node:path';

export const HARDENED_FUSES = {
  /** ELECTRON_RUN_AS_NODE would turn the signed app into a general-purpose Node interpreter. */
  [FuseV1Options.RunAsNode]: false,
  /** Cookies on disk encrypted with the OS keychain key. */
  [FuseV1Options.EnableCookieEncryption]: true,
  /** NODE_OPTIONS could preload arbitrary code into the main process. */
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  /** --inspect and friends would open a debugger on the main process. */
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  /** app.asar is checked against the hash embedded at build time (macOS and Windows). */
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  /** Only resources/app.asar is loaded, never a loose resources/app folder placed beside it. */
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
} as const satisfies Partial<Record<FuseV1Options, boolean>>;

/** The fuse configuration for one packaged app. Flipping fuses breaks the ad-hoc signature that
 * Apple Silicon requires, so it is redone there (a real signature, when configured, comes after). */
export function fuseConfig(platform: string, arch: Arch): FuseV1Config {
  return {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: platform === 'darwin' && (arch === Arch.arm64 || arch === Arch.universal),
    ...HARDENED_FUSES,
  };
}

/** The Electron executable inside a packed app folder (for macOS the .app bundle, which @electron/fuses resolves). */
export function electronBinaryPath(
  appOutDir: string,
  platform: string,
  names: { productFilename: string; executableName: string },
): string {
  if (platform === 'darwin' || platform === 'mas') return join(appOutDir, `${names.productFilename}.app`);
  if (platform === 'win32') return join(appOutDir, `${names.productFilename}.exe`);
  return join(appOutDir, names.executableName);
}
