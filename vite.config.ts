// Vite builds the React renderer from renderer/ into dist/renderer (relative paths for app:// and http).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    // Screens are split by route (renderer/app/routes.tsx); the first screen's script stays small.
    chunkSizeWarningLimit: 400,
    // Every browser the app supports has modulepreload: no polyfill in the first screen's script.
    modulePreload: { polyfill: false },
    // One stylesheet, loaded at start as before: the cascade between screens' styles stays as it is.
    cssCodeSplit: false,
    // Fonts and images stay files: the strict CSP allows no data: fonts.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
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
