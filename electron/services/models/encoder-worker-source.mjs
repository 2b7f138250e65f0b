// Runs the encoder worker from its TypeScript source (tests, tsx); the built app runs dist/encoder-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./encoder-worker.ts', import.meta.url);
