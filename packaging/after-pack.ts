// electron-builder afterPack hook: flips the hardened fuses (fuses.ts) in the packed Electron binary
// and reads them back, so an installer is never built around an unhardened binary. Runs before
// signing, so the signature covers the flipped binary.
import { FuseState, flipFuses, getCurrentFuseWire } from '@electron/fuses';
import type { AfterPackContext } from 'app-builder-lib';
import { electronBinaryPath, fuseConfig, HARDENED_FUSES } from './fuses';

/** The Linux executable name (electron-builder's LinuxPackager has it; other packagers do not). */
const executableNameOf = (packager: AfterPackContext['packager']): string =>
  (packager as unknown as { executableName?: string }).executableName ?? packager.appInfo.productFilename;

export async function afterPack(context: AfterPackContext): Promise<void> {
  const binary = electronBinaryPath(context.appOutDir, context.electronPlatformName, {
    productFilename: context.packager.appInfo.productFilename,
    executableName: executableNameOf(context.packager),
  });
  await flipFuses(binary, fuseConfig(context.electronPlatformName, context.arch));
  const wire = await getCurrentFuseWire(binary);
  const wrong = Object.entries(HARDENED_FUSES).filter(
    ([fuse, on]) => wire[Number(fuse) as keyof typeof wire] !== (on ? FuseState.ENABLE : FuseState.DISABLE),
  );
  if (wrong.length > 0) throw new Error(`Fuses not set in ${binary}: ${wrong.map(([fuse]) => fuse).join(', ')}`);
  console.log(`  • hardened fuses set and verified  binary=${binary}`);
}

export default afterPack;
