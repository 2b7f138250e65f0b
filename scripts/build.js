// Builds everything into dist/: the Node-side entries with esbuild and the renderer with Vite.
// Usage: node scripts/build.js [--node-only]
import { build as esbuild } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasesUrl } from './release-url.js';
import { writeMethodNames } from './method-names.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __RELEASES_URL__: JSON.stringify(releasesUrl(packageJson)),
  },
};

// Pure-JavaScript packages bundled into the Node-side entries: loading each as its own tree of small
// ES modules (zod alone is about a hundred files) took a third of browser mode's start-up. Everything
// else (native modules, WebAssembly, Electron, packages that read their own files) stays external.
const BUNDLED_PACKAGES = [
  'zod',
  'papaparse',
  'fflate',
  'p-limit',
  'yocto-queue',
  'bidi-js',
  '@noble/hashes',
  'i18next',
];
const bundleOnlyPurePackages = {
  name: 'bundle-only-pure-packages',
  setup(build) {
    // zod's messages in its own 40 languages (400 KB): the services use its English ones only.
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: 'js',
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const bundled = BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

// The preload's plain list of method names, from the contract (before the preload is bundled).
await writeMethodNames(root);

// The Node-side files of an earlier build go first: their chunk names change with their contents, so
// old ones would otherwise pile up in dist/ (and in the installers, which package dist/).
const distDir = join(root, 'dist');
const earlier = existsSync(distDir) ? readdirSync(distDir, { withFileTypes: true }) : [];
for (const entry of earlier)
  if (entry.isFile() && /\.c?js(\.map)?$/.test(entry.name)) rmSync(join(distDir, entry.name));

await Promise.all([
  esbuild({
    ...common,
    entryPoints: {
      main: join(root, 'electron/main.ts'),
      web: join(root, 'electron/web/main.ts'),
      cli: join(root, 'electron/cli/main.ts'),
      'judge-worker': join(root, 'electron/services/judges/local/worker.ts'),
      'jobs-worker': join(root, 'electron/services/jobs/worker.ts'),
      'encoder-worker': join(root, 'electron/services/models/encoder-worker.ts'),
      'analyzer-worker': join(root, 'electron/services/analyzer/analyzer-worker.ts'),
    },
    outdir: join(root, 'dist'),
    format: 'esm',
    // Code the entries share, and what they import() later, goes into chunks beside them (dist/, so
    // import.meta.url still finds the workers): browser mode prints its address before the services load.
    splitting: true,
    plugins: [bundleOnlyPurePackages],
  }),
  // A sandboxed preload cannot load node_modules: bundle everything but electron, as CommonJS.
  esbuild({
    ...common,
    entryPoints: [join(root, 'electron/preload.ts')],
    outfile: join(root, 'dist/preload.cjs'),
    format: 'cjs',
    external: ['electron'],
  }),
]);

if (!process.argv.includes('--node-only')) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
console.log('Built dist/ (main, preload, web host, CLI' + (process.argv.includes('--node-only') ? ')' : ', renderer)'));
