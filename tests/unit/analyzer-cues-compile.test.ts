// Every lexicon cue compiles: cues compile their regular expression on first use (to keep start-up fast),
// so a broken pattern would otherwise only show when a text happens to reach it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cue } from '../../electron/services/analyzer/lexicon/cue';

const lexiconDir = join(import.meta.dirname, '../../electron/services/analyzer/lexicon');

/** Every Cue reachable from a module's exports (arrays, records of arrays, nested objects). */
function cuesIn(value: unknown, seen = new Set<unknown>()): Cue[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const descriptor = Object.getOwnPropertyDescriptor(value, 're');
  if (descriptor && typeof (value as { id?: unknown }).id === 'string') return [value as Cue];
  return Object.values(value).flatMap((v) => cuesIn(v, seen));
}

describe('analyzer lexicons', () => {
  it('compile every cue as a Unicode regular expression', async () => {
    const files = readdirSync(lexiconDir).filter((f) => f.endsWith('.ts') && f !== 'cue.ts');
    let count = 0;
    for (const file of files) {
      const module: Record<string, unknown> = await import(join(lexiconDir, file));
      for (const c of cuesIn(module)) {
        expect(() => c.re, `${file}: ${c.id}`).not.toThrow();
        expect(c.re.flags).toContain('u');
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
  });
});
