#!/usr/bin/env node
// The `culturecare` command: runs the built CLI (built by `npm install` / `npm run build`).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
if (!existsSync(cli)) {
  console.error('CultureCare Trainer is not built yet: run `npm run build` in the project folder first.');
  process.exit(1);
}
await import(cli);
