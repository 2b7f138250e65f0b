// The installers' configuration, checked without building (no Electron download here): loaded and
// validated by electron-builder's own loader and JSON schema, targets, names, icons, file
// associations, and which files go into the package (with electron-builder's own file matcher).
import type { Configuration } from 'app-builder-lib';
import { FileMatcher, getFileMatchers } from 'app-builder-lib/out/fileMatcher';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { readFileSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_FOLDER_NAME } from '../../electron/services/paths';
import { afterPack } from '../../packaging/after-pack';
import { APP_FILE_TYPES } from '../../shared/file-types';

const root = join(import.meta.dirname, '..', '..');
const CONFIG_FILE = 'packaging/builder.config.ts';
/** The configuration as electron-builder loads it (a copy: its helpers change arrays in place). */
async function load(): Promise<Configuration> {
  const config = (await getConfig(root, CONFIG_FILE, null)) as Configuration;
  return { ...config, files: JSON.parse(JSON.stringify(config.files)) as Configuration['files'] };
}
const validate = (config: Configuration) => validateConfiguration(config, new DebugLogger(false));

afterEach(() => vi.unstubAllEnvs());

describe('electron-builder configuration', () => {
  it('loads through electron-builder and passes its JSON schema', async () => {
    const config = await load();
    await expect(validate(config)).resolves.toBeUndefined();
  });

  it('the schema check is live: an unknown or mistyped option is rejected', async () => {
    const config = await load();
    await expect(validate({ ...config, mac: { ...config.mac, notAnOption: true } } as Configuration)).rejects.toThrow(
      /configuration object that does not match the API schema/,
    );
    await expect(validate({ ...config, nsis: { ...config.nsis, oneClick: 'no' } } as never)).rejects.toThrow();
  });

  it('builds NSIS for Windows, a universal dmg for macOS, AppImage and deb for Linux', async () => {
    const config = await load();
    const targets = (list: unknown) =>
      (list as { target: string; arch: string[] }[]).map((t) => `${t.target}:${t.arch}`);
    expect(targets(config.win!.target)).toEqual(['nsis:x64']);
    expect(targets(config.mac!.target)).toEqual(['dmg:universal']);
    expect(targets(config.linux!.target)).toEqual(['AppImage:x64', 'deb:x64']);
  });

  it('names the app as the data folder does, so installed and developer copies share the data', async () => {
    const config = await load();
    expect(config.productName).toBe(APP_FOLDER_NAME);
    expect(readFileSync(join(root, 'electron/main.ts'), 'utf8')).toContain('app.setName(APP_FOLDER_NAME)');
    expect(config.nsis!.deleteAppDataOnUninstall).toBe(false);
    expect(config.nsis!.perMachine).toBe(false);
  });

  it('uses icons from assets/icons that exist and have the sizes each system needs', async () => {
    const config = await load();
    const ico = readFileSync(join(root, config.win!.icon!));
    expect(ico.readUInt16LE(2)).toBe(1); // an icon resource
    const icoSizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i] || 256);
    expect(icoSizes).toEqual(expect.arrayContaining([16, 32, 48, 256]));

    const icns = readFileSync(join(root, config.mac!.icon!));
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const entries = new Map<string, Buffer>();
    for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4))
      entries.set(
        icns.toString('ascii', offset, offset + 4),
        icns.subarray(offset + 8, offset + icns.readUInt32BE(offset + 4)),
      );
    const ic10 = entries.get('ic10')!; // 1024 x 1024 (512@2x)
    expect(ic10.readUInt32BE(16)).toBe(1024);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['ic07', 'ic08', 'ic09', 'ic10', 'ic11', 'ic12']));

    const pngDir = join(root, config.linux!.icon!);
    for (const name of readdirSync(pngDir)) {
      const png = readFileSync(join(pngDir, name));
      const size = Number(/^(\d+)x\1\.png$/.exec(name)![1]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect(readdirSync(pngDir)).toEqual(expect.arrayContaining(['16x16.png', '256x256.png', '512x512.png']));
  });

  it('registers the app’s own files: scenario packs and the three exchange files', async () => {
    const config = await load();
    const associations = config.fileAssociations as { ext: string; name: string; mimeType: string; role: string }[];
    expect(associations.map((a) => a.ext)).toEqual(APP_FILE_TYPES.map((t) => t.extension));
    expect(associations).toContainEqual(
      expect.objectContaining({ ext: 'ccpack', mimeType: 'application/vnd.culturecare.pack+json', role: 'Editor' }),
    );
    for (const ext of ['ccexercise', 'ccsubmission', 'ccfeedback'])
      expect(associations).toContainEqual(expect.objectContaining({ ext, role: 'Editor' }));
  });

  it('hardens with the afterPack fuse hook, rebuilds native modules for Electron and publishes nothing', async () => {
    const config = await load();
    // electron-builder loads the configuration in its own module loader: the same function, another instance.
    expect(typeof config.afterPack).toBe('function');
    expect((config.afterPack as typeof afterPack).name).toBe(afterPack.name);
    expect(config.npmRebuild).toBe(true);
    expect(config.asar).toBe(true);
    expect(config.publish).toBeNull();
    expect(config.mac!.hardenedRuntime).toBe(true);
  });

  it('names the releases page as the Linux packages’ homepage when one is configured, and none otherwise', async () => {
    const fresh = async () => {
      vi.resetModules();
      return (await import('../../packaging/builder.config')).builderConfig;
    };
    vi.stubEnv('CULTURECARE_RELEASES_URL', 'https://example.org/culturecare/releases');
    expect((await fresh()).extraMetadata?.homepage).toBe('https://example.org/culturecare/releases');
    vi.stubEnv('CULTURECARE_RELEASES_URL', 'http://example.org/not-https');
    expect((await fresh()).extraMetadata).toBeUndefined();
    vi.stubEnv('CULTURECARE_RELEASES_URL', '');
    expect((await fresh()).extraMetadata).toBeUndefined();
  });
});

describe('files in the package', () => {
  const file = { isDirectory: () => false } as Stats;

  async function appFilter(platform: string) {
    const config = await load();
    const matchers = getFileMatchers(config, 'files', '', {
      macroExpander: (pattern) => pattern.replaceAll('${platform}', platform),
      customBuildOptions: {},
      globalOutDir: join(root, 'release'),
      defaultSrc: root,
    })!;
    const filter = matchers[0]!.createFilter();
    return (path: string) => filter(join(root, path), file);
  }

  it('holds what the app reads at run time, and no sources, tests, source maps or developer bindings', async () => {
    const included = await appFilter('linux');
    for (const path of [
      'package.json',
      'dist/main.js',
      'dist/preload.cjs',
      'dist/judge-worker.js',
      'dist/renderer/index.html',
      'assets/library/german.json',
      'locales/ar/reports.json',
      'models/manifest.json',
      'models/use-lite/onnx/model.onnx',
    ])
      expect(included(path), path).toBe(true);
    for (const path of [
      'dist/main.js.map',
      'native/electron/better_sqlite3.node',
      'electron/main.ts',
      'tests/unit/pack.test.ts',
      'README.md',
      'packaging/builder.config.ts',
      'assets/icons/icon.ico',
    ])
      expect(included(path), path).toBe(false);
  });

  it('keeps only the target system’s onnxruntime binaries and drops the unused onnxruntime-web package', async () => {
    const config = await load();
    // electron-builder normalises `files` to file sets: [{ filter: [...patterns] }].
    const patterns = (config.files as { filter: string[] }[])[0]!.filter;
    const negations = patterns.filter((p) => p.startsWith('!node_modules/'));
    for (const platform of ['linux', 'darwin', 'win32']) {
      const matcher = new FileMatcher(root, '', (p) => p.replaceAll('${platform}', platform), ['**/*', ...negations]);
      const filter = matcher.createFilter();
      const included = (path: string) => filter(join(root, path), file);
      for (const os of ['linux', 'darwin', 'win32']) {
        const binding = `node_modules/onnxruntime-node/bin/napi-v6/${os}/arm64/onnxruntime_binding.node`;
        expect(included(binding), `${platform}: ${binding}`).toBe(os === platform);
      }
      expect(included('node_modules/onnxruntime-node/dist/index.js')).toBe(true);
      expect(included('node_modules/onnxruntime-web/dist/ort.min.js')).toBe(false);
      expect(included('node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')).toBe(true);
      expect(included('node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2')).toBe(false);
    }
  });

  it('unpacks the bundled model from the ASAR archive (native code reads it by path)', async () => {
    const config = await load();
    expect(config.asarUnpack).toEqual(['models/**/*']);
  });
});
