// Reads the project's own test fixtures (never ../shared).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const fixturePath = (...parts: string[]) => join(import.meta.dirname, '..', 'fixtures', ...parts);
export const readFixture = (...parts: string[]) => readFileSync(fixturePath(...parts), 'utf8');
