// What browser mode loads before it prints its address (electron/web/main.ts, the imports before
// markStartup('modules')) stays small: not the API contract, not the full zod with its schemas (those
// load with the services, while the browser starts). The walk follows static, non-type imports of the
// source files, so it errs on the side of finding too much.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const mainFile = join(root, 'electron/web/main.ts');

/** The modules main.ts imports before its 'modules' mark. */
function preAddressImports(): string[] {
  const source = readFileSync(mainFile, 'utf8');
  const head = source.slice(0, source.indexOf("markStartup('modules')"));
  return [...head.matchAll(/import\('(\.[^']+)'\)/g)].map((match) => resolveSource(mainFile, match[1]!)!);
}

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every file and package reached through static imports that are not type-only, with who imported it. */
function reachable(starts: string[]): Map<string, string> {
  const importedBy = new Map<string, string>(starts.map((file) => [file, 'main.ts']));
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      const specifier = match[1]!;
      const target = specifier.startsWith('.') ? resolveSource(file, specifier) : `package:${specifier}`;
      if (!target || importedBy.has(target)) continue;
      importedBy.set(target, file);
      if (!target.startsWith('package:')) queue.push(target);
    }
  }
  return importedBy;
}

const chain = (importedBy: Map<string, string>, target: string) => {
  const steps = [target];
  for (let at = importedBy.get(target); at && at !== 'main.ts'; at = importedBy.get(at)) steps.push(at);
  return steps.map((step) => (step.startsWith('package:') ? step : relative(root, step))).join(' ← ');
};

describe('browser mode before its address', () => {
  const importedBy = reachable(preAddressImports());

  it('finds the modules main.ts loads first', () => {
    expect(importedBy.has(join(root, 'electron/services/app-database.ts'))).toBe(true);
    expect(importedBy.has(join(root, 'electron/web/host.ts'))).toBe(true);
  });

  it('does not load the API contract or the full zod', () => {
    const heavy = [join(root, 'shared/api/contract.ts'), 'package:zod', 'package:zod/v4'];
    expect(heavy.filter((target) => importedBy.has(target)).map((target) => chain(importedBy, target))).toEqual([]);
  });
});
