// The preload's generated list of method names is exactly the contract's (same names, same order),
// and the bundled preload stays small: no zod, no schemas.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../shared/api/contract';
import { METHOD_NAMES as GENERATED } from '../../electron/method-names.generated';

describe('electron/method-names.generated.ts', () => {
  it('lists every contract method, in the contract order', () => {
    expect([...GENERATED]).toEqual(METHOD_NAMES);
  });

  it('keeps zod out of the bundled preload', async () => {
    const result = await build({
      entryPoints: [new URL('../../electron/preload.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      external: ['electron'],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain('"roleplay.cards.create"');
    expect(code).not.toMatch(/ZodError|zod/i);
    expect(code.length).toBeLessThan(20_000);
  });
});
