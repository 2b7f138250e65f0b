// `culturecare export exercise` and `culturecare import exercise` as people run them: real
// processes on two data folders (an instructor's and a trainee's), the file passed between them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBundle } from '../helpers/cli-bundle';
import { startPracticeServices } from '../helpers/practice';
import { makeTempDir } from '../helpers/temp-dir';

let cliPath = '';
const instructorDir = makeTempDir();
const traineeDir = makeTempDir();
const out = makeTempDir();
let exerciseId = 0;
beforeAll(async () => {
  cliPath = await cliBundle();
  const s = await startPracticeServices(instructorDir.path);
  exerciseId = (await s.createExercise({ steps: ['draft'], feedbackRounds: 0, rubricIds: [] })).id;
  s.stop();
  const t = await startPracticeServices(traineeDir.path);
  t.stop();
}, 120_000);
afterAll(() => {
  for (const d of [instructorDir, traineeDir, out]) d.remove();
});

const root = join(import.meta.dirname, '..', '..');
const cli = (dataDir: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [cliPath, '--data-dir', dataDir, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CULTURECARE_AS: '', CULTURECARE_AS_PASSCODE: '' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('culturecare import/export exercise', () => {
  it('writes a signed file on one computer and opens it once on another', () => {
    const file = join(out.path, 'family.ccexercise');
    const exported = cli(
      instructorDir.path,
      '--as',
      'Prof',
      '--as-passcode',
      'teach-123',
      'export',
      'exercise',
      String(exerciseId),
      '--out',
      file,
    );
    expect(exported.err).toBe('');
    expect(exported.out).toMatch(
      /Wrote .*family\.ccexercise: "Family pressure" version 1, 2 scenario\(s\).*no API keys/,
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'culturecare-exercise',
      signature: expect.any(String),
    });

    const preview = cli(traineeDir.path, '--as', 'Tam', 'import', 'exercise', file, '--dry-run');
    expect(preview.code).toBe(0);
    expect(preview.out).toMatch(/New exercise: "Family pressure".*first file from this instructor/);
    const opened = cli(traineeDir.path, '--as', 'Tam', '--json', 'import', 'exercise', file);
    expect(JSON.parse(opened.out)).toMatchObject({ status: 'new', assignedNow: true, dryRun: false });
    const again = cli(traineeDir.path, '--as', 'Tam', 'import', 'exercise', file);
    expect(again.out).toMatch(/Already open, nothing changed/);

    const damaged = join(out.path, 'damaged.ccexercise');
    writeFileSync(damaged, readFileSync(file, 'utf8').slice(0, 200));
    const refused = cli(traineeDir.path, '--as', 'Tam', 'import', 'exercise', damaged);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/damaged/);
  }, 60_000);
});
