// Vite builds the React renderer from renderer/ into dist/renderer (relative paths for app:// and http).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FIRST_SCREEN_NAMESPACES } from './renderer/i18n/namespaces.ts';
import { UI_LOCALES } from './shared/i18n/locales.ts';
import { firstScreenChunk } from './scripts/vite-first-screen-chunk.ts';

const firstScreen = firstScreenChunk();

export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  plugins: [react(), firstScreen.plugin],
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    // Screens are split by route (renderer/app/routes.tsx); the first screen's script stays small:
    // 400 KiB, as `npm run bench` counts it (this limit is in units of 1000 bytes).
    chunkSizeWarningLimit: 409,
    // Every browser the app supports has modulepreload: no polyfill in the first screen's script.
    modulePreload: { polyfill: false },
    // One stylesheet, loaded at start as before: the cascade between screens' styles stays as it is.
    cssCodeSplit: false,
    // Fonts and images stay files: the strict CSP allows no data: fonts.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Each language's first-screen texts (renderer/i18n/first-texts/<lng>.ts and the files it lists) are
        // one chunk, locale-<lng>-first: one request, not one per namespace. English's is asked for with the
        // first screen's code, not merged into it: it is text, counted apart by `npm run bench`.
        codeSplitting: {
          groups: [
            ...UI_LOCALES.map((language) => ({
              name: `locale-${language}-first`,
              priority: 2,
              test: new RegExp(
                `[\\\\/](i18n[\\\\/]first-texts[\\\\/]${language}\\.ts|locales[\\\\/]${language}[\\\\/](${FIRST_SCREEN_NAMESPACES.join('|')})\\.json)$`,
              ),
            })),
            // The rest of what the entry imports statically: one chunk (scripts/vite-first-screen-chunk.ts).
            { name: 'first-screen', priority: 1, test: firstScreen.test },
          ],
        },
        // Each interface-text file (locales/<lng>/<ns>.json) is a chunk of its own, named locale-<lng>-<ns>:
        // text, not code (`npm run bench` counts the first screen's code without them).
        chunkFileNames: (chunk) => {
          const text = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return text ? `assets/locale-${text[1]}-${text[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
