// Runs the judge worker from its TypeScript source (tests, tsx); the built app runs dist/judge-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
