// The desktop CI workflow (.github/workflows/desktop.yml), checked where it cannot run: it parses,
// runs on Linux (with xvfb), macOS and Windows, has the steps it must have in order, and every file,
// npm script and secret it names exists. The steps that need no Electron are run for real in
// packaging-signing.test.ts; the rest needs a hosted runner.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { builderConfig } from '../../packaging/builder.config';
import { SECRET_NAMES } from '../../packaging/signing-env.js';
import { packagedBinary } from '../../packaging/smoke.js';

const root = join(import.meta.dirname, '..', '..');
type Step = {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Workflow = {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  env: Record<string, string>;
  jobs: Record<
    string,
    { 'runs-on': string; strategy: { matrix: { include: { runner: string; platform: string }[] } }; steps: Step[] }
  >;
};
const workflow = parse(readFileSync(join(root, '.github/workflows/desktop.yml'), 'utf8')) as Workflow;
const job = Object.values(workflow.jobs)[0]!;
const steps = job.steps;
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const indexOf = (pattern: RegExp) => steps.findIndex((s) => pattern.test(`${s.uses ?? ''} ${s.run ?? ''}`));

describe('desktop CI workflow', () => {
  it('parses, runs on pushes, pull requests and by hand, with read-only permissions', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request', 'workflow_dispatch']));
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(workflow.jobs)).toHaveLength(1);
  });

  it('runs on hosted Linux, macOS and Windows runners', () => {
    expect(job['runs-on']).toBe('${{ matrix.runner }}');
    const matrix = job.strategy.matrix.include;
    expect(matrix.map((m) => m.platform).sort()).toEqual(['linux', 'mac', 'win']);
    expect(matrix.map((m) => m.runner.split('-')[0]).sort()).toEqual(['macos', 'ubuntu', 'windows']);
  });

  it('has every step it needs, in order: install normally with Electron, test, sign, build, start, keep', () => {
    const order = [
      /actions\/checkout@/,
      /actions\/setup-node@/,
      /^ npm ci\b/,
      /node node_modules\/electron\/install\.js/,
      /node scripts\/electron-native\.js/,
      /playwright install/,
      /npm test/,
      /node packaging\/signing-env\.js/,
      /npm run dist -- --\$\{\{ matrix\.platform \}\}/,
      /node packaging\/smoke\.js/,
      /actions\/upload-artifact@/,
    ].map(indexOf);
    expect(
      order.every((i) => i >= 0),
      `missing step: ${order}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(steps.every((s) => typeof s.name === 'string' && s.name.length > 0)).toBe(true);
  });

  it('runs npm test and the packaged app under xvfb on Linux, and requires the Electron spec to run', () => {
    expect(steps[indexOf(/npm test/)]!.run).toMatch(/xvfb-run --auto-servernum npm test/);
    expect(steps[indexOf(/packaging\/smoke\.js/)]!.run).toMatch(
      /xvfb-run --auto-servernum node packaging\/smoke\.js linux/,
    );
    expect(workflow.env.CULTURECARE_REQUIRE_ELECTRON).toBe('1');
    expect(JSON.stringify(workflow)).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    expect(readFileSync(join(root, 'tests/electron/app.spec.ts'), 'utf8')).toContain('CULTURECARE_REQUIRE_ELECTRON');
  });

  it('names the releases page after the repository, for the About screen', () => {
    expect(workflow.env.CULTURECARE_RELEASES_URL).toBe('${{ github.server_url }}/${{ github.repository }}/releases');
  });

  it('passes exactly the signing secrets the signing step reads, and only to that step', () => {
    const signing = steps[indexOf(/packaging\/signing-env\.js/)]!;
    expect(Object.keys(signing.env!).sort()).toEqual([...SECRET_NAMES].sort());
    for (const name of SECRET_NAMES) expect(signing.env![name]).toBe(`\${{ secrets.${name} }}`);
    const elsewhere = steps.filter((s) => s !== signing).map((s) => JSON.stringify(s));
    expect(elsewhere.some((s) => s.includes('secrets.'))).toBe(false);
  });

  it('keeps the four kinds of installer as artifacts, failing when none was built', () => {
    const upload = steps[indexOf(/actions\/upload-artifact@/)]!;
    expect(String(upload.with!.path).trim().split('\n').sort()).toEqual(
      ['release/*.AppImage', 'release/*.deb', 'release/*.dmg', 'release/*.exe'].sort(),
    );
    expect(upload.with!['if-no-files-found']).toBe('error');
    expect(builderConfig.directories!.output).toBe('release');
  });

  it('names only files and npm scripts that exist', () => {
    const runs = steps.map((s) => s.run ?? '').join('\n');
    const files = [...runs.matchAll(/\bnode ((?:node_modules|scripts|packaging)\/[\w./-]+\.js)/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files.filter((f) => !f.startsWith('node_modules/electron/')))
      expect(existsSync(join(root, file)), file).toBe(true);
    expect(existsSync(join(root, 'node_modules/electron/install.js'))).toBe(true);
    for (const [, script] of runs.matchAll(/\bnpm run (\S+)/g)) expect(scripts[script!], script).toBeDefined();
    expect(scripts.test).toContain('test:e2e');
  });

  it('starts the packaged app where electron-builder puts it', () => {
    expect(packagedBinary('linux')).toBe(join('release', 'linux-unpacked', builderConfig.executableName!));
    expect(packagedBinary('win')).toBe(join('release', 'win-unpacked', `${builderConfig.productName}.exe`));
    expect(packagedBinary('mac')).toBe(
      join(
        'release',
        'mac-universal',
        `${builderConfig.productName}.app`,
        'Contents',
        'MacOS',
        builderConfig.productName!,
      ),
    );
  });
});
