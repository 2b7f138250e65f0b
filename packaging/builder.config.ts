// electron-builder configuration: the installers instructors and IT install (Windows NSIS, macOS
// universal dmg, Linux AppImage and deb). `npm run dist` uses it; tests/unit/packaging-config.test.ts
// checks it against electron-builder's own schema. Signing and notarisation come from environment
// variables a maintainer provides (see README, "Building the installers"); without them the
// installers are built unsigned.
import type { Configuration, FileAssociation } from 'app-builder-lib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { releasesUrl } from '../scripts/release-url.js';
import { APP_FILE_TYPES } from '../shared/file-types';
import { afterPack } from './after-pack';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJson = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  culturecare?: { releasesUrl?: unknown };
};
const releases = releasesUrl(packageJson);

/** The app's own files open in the app (double-click); the exchange files join via shared/file-types.ts. */
export const fileAssociations: FileAssociation[] = APP_FILE_TYPES.map((type) => ({
  ext: type.extension,
  name: type.description,
  description: type.description,
  mimeType: type.mimeType,
  role: 'Editor',
}));

export const builderConfig: Configuration = {
  appId: 'org.culturecare.trainer',
  // The name also decides the data folder (Electron's userData), so it matches app.setName in main.ts.
  productName: 'CultureCare Trainer',
  executableName: 'culturecare-trainer',
  copyright: 'Copyright © CultureCare Trainer maintainers',
  directories: { output: 'release', buildResources: 'assets/icons' },
  // What the app reads at run time: the build, the scenario library, the bundled model, the report
  // texts; production node_modules are added by electron-builder. Never the developer's native/ folder:
  // in the package better-sqlite3 itself is rebuilt for Electron's ABI (npmRebuild).
  files: [
    'package.json',
    'dist/**/*',
    '!dist/**/*.map',
    'assets/library/*.json',
    'locales/*/*.json',
    'models/manifest.json',
    'models/use-lite/**/*',
    '!native{,/**/*}',
    // onnxruntime-node ships binaries for every OS; each installer keeps its own (${platform} is
    // electron-builder's macro for the target: darwin, linux or win32).
    '!node_modules/onnxruntime-node/bin/napi-v*/!(${platform}){,/**/*}',
    // transformers.js inlines the parts of onnxruntime-web it uses; the package itself is never loaded.
    '!node_modules/onnxruntime-web{,/**/*}',
    // PDF reports read the fonts' WOFF files; the interface has its own copies in dist/renderer.
    '!node_modules/@fontsource/*/files/*.woff2',
  ],
  asar: true,
  // The model is read by onnxruntime's native code, which cannot look inside an ASAR archive.
  asarUnpack: ['models/**/*'],
  npmRebuild: true,
  buildDependenciesFromSource: false,
  fileAssociations,
  afterPack,
  // No update server: nothing is published by electron-builder, the CI workflow keeps the installers
  // as artifacts. The releases page (when stated) is the project homepage in the Linux packages.
  publish: null,
  ...(releases ? { extraMetadata: { homepage: releases } } : {}),

  mac: {
    target: [{ target: 'dmg', arch: ['universal'] }],
    category: 'public.app-category.education',
    icon: 'assets/icons/icon.icns',
    hardenedRuntime: true,
    // Binaries that exist for one architecture only and are therefore identical in both halves of
    // the universal app (onnxruntime-node has no macOS x64 build; sharp's platform package is the host's).
    x64ArchFiles: '**/node_modules/{onnxruntime-node,@img}/**',
  },
  dmg: {
    title: '${productName} ${version}',
    contents: [
      { x: 140, y: 200, type: 'file' },
      { x: 400, y: 200, type: 'link', path: '/Applications' },
    ],
  },

  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    icon: 'assets/icons/icon.ico',
  },
  nsis: {
    oneClick: false,
    // Installs for the current user by default (no administrator needed); IT can choose all users.
    perMachine: false,
    allowElevation: true,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
    shortcutName: 'CultureCare Trainer',
    // Uninstalling removes the program, never the data folder (profiles, work, backups).
    deleteAppDataOnUninstall: false,
    artifactName: 'CultureCare-Trainer-Setup-${version}.${ext}',
  },

  linux: {
    target: [
      { target: 'AppImage', arch: ['x64'] },
      { target: 'deb', arch: ['x64'] },
    ],
    icon: 'assets/icons/png',
    category: 'Education',
    synopsis: 'Cross-cultural competence training for clinical psychology',
    maintainer: 'CultureCare Trainer maintainers',
  },
  appImage: { artifactName: 'CultureCare-Trainer-${version}-${arch}.${ext}' },
  deb: { artifactName: 'culturecare-trainer_${version}_${arch}.${ext}' },
};

export default builderConfig;
