// `culturecare export grades|research|report` as a user runs it: a real process on a data folder
// with a class in it, acting as the supervisor; files written where --out says, --describe, and
// refusals (a trainee, a report without a subject) with their exit codes.
import Papa from 'papaparse';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchManifestSchema } from '../../shared/domain/research-export';
import { buildClass, NAMES, type ClassFixture } from '../fixtures/exports/class-fixture';
import { makeTempDir } from '../helpers/temp-dir';
import { cliBundle } from '../helpers/cli-bundle';

let cliPath = '';
beforeAll(async () => {
  cliPath = await cliBundle();
}, 120_000);

let s: ClassFixture;
let out: ReturnType<typeof makeTempDir>;
beforeAll(async () => {
  s = await buildClass();
  // The CLI opens the same data folder in its own process.
  s.stop();
  out = makeTempDir();
}, 60_000);
afterAll(() => {
  s.cleanup();
  out.remove();
});

const root = join(import.meta.dirname, '..', '..');
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [cliPath, '--data-dir', s.dataDir, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CULTURECARE_AS: '', CULTURECARE_AS_PASSCODE: '' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const asSupervisor = ['--as', NAMES.supervisor, '--as-passcode', 'super-123'];

describe('culturecare export', () => {
  it('writes the grades CSV, filtered by cohort', () => {
    const file = join(out.path, 'grades.csv');
    const run = cli(...asSupervisor, 'export', 'grades', '--cohort', 'Group A', '--out', file);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Wrote .*grades\.csv \(grades_csv, 2 row\(s\)/);
    const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8').replace(/^\ufeff/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => r.trainee)).toEqual([NAMES.tam, NAMES.noor]);
    expect(parsed.data[0]!.a_empathy).toBe('3.5');
  }, 30_000);

  it('describes an export without writing it', () => {
    const run = cli(...asSupervisor, '--json', 'export', 'research', '--describe');
    expect(run.code).toBe(0);
    const description = JSON.parse(run.out) as { rows: number; fields: { name: string }[] };
    expect(description.rows).toBe(7);
    expect(description.fields.map((f) => f.name)).toContain('versions');
  }, 30_000);

  it('writes the research JSONL and the PDF reports', () => {
    const research = join(out.path, 'research.jsonl');
    expect(
      cli(...asSupervisor, 'export', 'research', '--exercise', String(s.exercise2.id), '--out', research).code,
    ).toBe(0);
    const lines = readFileSync(research, 'utf8').trimEnd().split('\n');
    expect(researchManifestSchema.parse(JSON.parse(lines[0]!)).records).toBe(2);
    expect(lines).toHaveLength(3);

    const trainee = join(out.path, 'tam.pdf');
    expect(cli(...asSupervisor, 'export', 'report', '--trainee', NAMES.tam, '--out', trainee).code).toBe(0);
    expect(readFileSync(trainee).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const exercise = join(out.path, 'exercise.pdf');
    expect(cli(...asSupervisor, 'export', 'report', '--exercise', String(s.exercise1.id), '--out', exercise).code).toBe(
      0,
    );
    expect(readFileSync(exercise).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('refuses trainees (exit 1) and reports without exactly one subject (exit 2)', () => {
    const trainee = cli('--as', NAMES.tam, 'export', 'grades', '--out', join(out.path, 'x.csv'));
    expect(trainee.code).toBe(1);
    expect(trainee.err).toMatch(/instructor|supervisor/);
    expect(cli(...asSupervisor, 'export', 'report', '--out', join(out.path, 'x.pdf')).code).toBe(2);
    expect(
      cli(...asSupervisor, 'export', 'report', '--trainee', '1', '--exercise', '1', '--out', join(out.path, 'x.pdf'))
        .code,
    ).toBe(2);
    expect(cli(...asSupervisor, 'export', 'grades').code).toBe(2);
  }, 60_000);
});
