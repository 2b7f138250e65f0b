// Grades CSV: parsed back with papaparse and checked against the class built by hand — the final
// version's score per item (released supervisor rating first, else the mean of the judges' scores
// its feedback shows), AI scores left out for an exporter who has not rated the attempt blind, means
// over completed scenarios only, skipped scenarios counted and never averaged,
// filters, the description shown before export, the task with progress and cancel, and roles.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDescription, ExportFile } from '../../shared/domain/review';
import { gradeColumns } from '../../electron/services/exports/grades';
import { buildClass, NAMES, type ClassFixture } from '../fixtures/exports/class-fixture';

let s: ClassFixture;
beforeAll(async () => (s = await buildClass()), 60_000);
afterAll(() => s.cleanup());

type Row = Record<string, string>;

async function exportGrades(
  request: Record<string, unknown> = {},
): Promise<{ file: ExportFile; rows: Row[]; fields: string[] }> {
  const run = await s.task<ExportFile>('exports.create', { kind: 'grades_csv', ...request });
  const file = run.value;
  expect(file.encoding).toBe('utf8');
  expect(file.mimeType).toMatch(/^text\/csv/);
  expect(file.content.startsWith('\ufeff')).toBe(true);
  const parsed = Papa.parse<Row>(file.content.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { file, rows: parsed.data, fields: parsed.meta.fields ?? [] };
}

const rowOf = (rows: Row[], trainee: string, exercise: string) => {
  const row = rows.find((r) => r.trainee === trainee && r.exercise === exercise);
  if (!row) throw new Error(`no row for ${trainee} x ${exercise}`);
  return row;
};

describe('grades CSV', () => {
  it('has one row per trainee x exercise, assigned directly, through a cohort, or attempted', async () => {
    const { rows, fields } = await exportGrades();
    expect(fields).toEqual(gradeColumns());
    expect(rows.map((r) => [r.exercise, r.trainee])).toEqual([
      ['Family pressure', NAMES.tam],
      ['Family pressure', NAMES.noor],
      ['Faith and family', NAMES.uli],
      ['Faith and family', NAMES.wang],
    ]);
    expect(rowOf(rows, NAMES.noor, 'Family pressure')).toMatchObject({
      cohort: 'Group A',
      trainee_id: String(s.people.noor),
      exercise_id: String(s.exercise1.id),
    });
  });

  it('applies the rule: final version, released supervisor rating first, else the judges its feedback shows; skipped excluded', async () => {
    const { rows } = await exportGrades();
    const tam = rowOf(rows, NAMES.tam, 'Family pressure');
    // zh-03: empathy 5 (released, the judges said 4 and 3), knowledge 3 (accepted judge rating),
    // the rest the judges' means (lab-b's missing knowledge and outdated rubric version ignored).
    // ar-01: lab-a only. de-01: skipped, so not in any mean.
    expect(tam).toMatchObject({
      scenarios_assigned: '3',
      completed: '2',
      skipped: '1',
      in_progress: '0',
      not_started: '0',
      a_empathy: '3.5',
      a_helpfulness: '2.75',
      a_socio_political_influence: '2.5',
      a_knowledge: '3',
      a_cultural_context: '3.5',
      a_fluency: '4.5',
      a_communication: '3.5',
      a_emo: '3.13',
      a_cult: '3',
      a_all: '3.06',
      a_scored: '2',
      // Rubric B only on zh-03: the released "agree" (4) wins over the judge's "disagree"; the released
      // "not applicable" leaves risk handling empty although a judge said "yes".
      b_overly_positive: '0',
      b_cognitive_empathy: '4',
      b_risk_handling: '',
      b_emotional_empathy: '',
      b_scored: '1',
      supervisor_reviewed: '2',
      released: '1',
      awaiting_review: '0',
    });
    const f1 = [s.attempts.tamZh.spotScore!.overall.f1!, s.attempts.tamAr.spotScore!.overall.f1!];
    expect(Number(tam.spot_f1_mean)).toBeCloseTo((f1[0]! + f1[1]!) / 2, 3);
  });

  it('leaves out the AI scores of attempts the exporter has not rated blind, keeping released ratings', async () => {
    await s.as('instructor');
    try {
      const { rows } = await exportGrades();
      // zh-03: only what the supervisor released (empathy 5, accepted knowledge 3, cognitive empathy 4); ar-01: nothing.
      expect(rowOf(rows, NAMES.tam, 'Family pressure')).toMatchObject({
        completed: '2',
        a_empathy: '5',
        a_knowledge: '3',
        a_helpfulness: '',
        a_fluency: '',
        a_emo: '5',
        a_scored: '1',
        b_cognitive_empathy: '4',
        b_overly_positive: '',
        awaiting_review: '2',
      });
      expect(rowOf(rows, NAMES.wang, 'Faith and family')).toMatchObject({
        a_all: '',
        a_scored: '0',
        awaiting_review: '1',
      });
      expect(rowOf(rows, NAMES.uli, 'Faith and family')).toMatchObject({ a_all: '', awaiting_review: '1' });
    } finally {
      await s.as('supervisor');
    }
  });

  it('ignores an unreleased review and counts attempts in progress and not started', async () => {
    const { rows } = await exportGrades();
    const noor = rowOf(rows, NAMES.noor, 'Family pressure');
    expect(noor).toMatchObject({
      completed: '1',
      skipped: '0',
      in_progress: '1',
      not_started: '1',
      a_empathy: '3',
      a_all: '3',
      supervisor_reviewed: '1',
      released: '0',
      b_scored: '0',
    });
    expect(Number(noor.spot_f1_mean)).toBeCloseTo(s.attempts.noorZh.spotScore!.overall.f1!, 3);
    const wang = rowOf(rows, NAMES.wang, 'Faith and family');
    expect(wang).toMatchObject({
      scenarios_assigned: '2',
      completed: '1',
      not_started: '1',
      a_emo: '4',
      a_cult: '4.67',
      a_all: '4.33',
      spot_f1_mean: '',
    });
  });

  it('filters by cohort and by exercise', async () => {
    expect((await exportGrades({ cohort: 'Group A' })).rows.map((r) => r.trainee)).toEqual([NAMES.tam, NAMES.noor]);
    expect((await exportGrades({ exerciseId: s.exercise2.id })).rows.map((r) => r.trainee)).toEqual([
      NAMES.uli,
      NAMES.wang,
    ]);
    expect((await exportGrades({ cohort: 'Nobody' })).rows).toEqual([]);
  });

  it('describes its columns, with the rule, and its row count before writing anything', async () => {
    const description = await s.call<ExportDescription>('exports.describe', { kind: 'grades_csv', cohort: 'Group A' });
    expect(description.kind).toBe('grades_csv');
    expect(description.fileName).toMatch(/^grades-Group-A-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(description.rows).toBe(2);
    expect(description.fields.map((f) => f.name)).toEqual(gradeColumns());
    const field = (name: string) => description.fields.find((f) => f.name === name)!.description;
    expect(field('a_empathy')).toMatch(/Empathy.*Rubric A.*final version.*released rating.*AI judges/);
    expect(field('skipped')).toMatch(/never in a mean/);
    expect(field('b_overly_positive')).toContain('Yes = 2');
    expect(field('a_emo')).toContain('the mean of Empathy and Helpfulness');
    expect(description.fields.every((f) => f.description.length > 10 && !f.description.includes('reports:'))).toBe(
      true,
    );
    // Nothing was written: the research secret, made on the first research export, does not exist yet.
    expect(s.db.prepare("SELECT count(*) AS n FROM app_setting WHERE key = 'research_export_secret'").get()).toEqual({
      n: 0,
    });

    s.settings.setLanguage('de');
    try {
      const german = await s.call<ExportDescription>('exports.describe', { kind: 'grades_csv' });
      expect(german.fields.find((f) => f.name === 'skipped')!.description).toMatch(/übersprungen/i);
    } finally {
      s.settings.setLanguage('en');
    }
  });

  it('runs as a task with progress, returns the description with the file, and can be cancelled', async () => {
    const run = await s.task<ExportFile>('exports.create', { kind: 'grades_csv' });
    expect(run.progress.at(-1)).toEqual({ done: 4, total: 4 });
    expect(run.value.description.rows).toBe(4);
    expect(run.value.fileName).toBe(run.value.description.fileName);

    const { taskId } = await s.call<{ taskId: string }>('exports.create', { kind: 'grades_csv' });
    const failed = new Promise<string>((resolve) => {
      const off = s.tasks.onEvent((event) => {
        if (event.taskId !== taskId) return;
        if (event.type === 'task.failed') resolve(event.error.code);
        if (event.type === 'task.done') resolve('done');
        if (event.type === 'task.failed' || event.type === 'task.done') off();
      });
    });
    expect(s.tasks.cancel(taskId)).toBe(true);
    expect(await failed).toBe('cancelled');
  });

  it('is for instructors and supervisors only', async () => {
    await s.as('trainee');
    expect((await s.failure('exports.describe', { kind: 'grades_csv' })).code).toBe('forbidden');
    expect((await s.failure('exports.create', { kind: 'grades_csv' })).code).toBe('forbidden');
    await s.as('instructor');
    expect((await s.call<ExportDescription>('exports.describe', { kind: 'grades_csv' })).rows).toBe(4);
    await s.as('supervisor');
  });
});
