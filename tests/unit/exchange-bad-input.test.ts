// Every bad input to the submission import, each rejected with its reason while the good files in the
// same import go in: damaged JSON, a wrong hash, a newer app's file, a huge file, deeply nested JSON,
// an unknown exercise, another programme, a zip with bad entries (invalid UTF-8, an oversized entry),
// duplicates; and the exercise and feedback files' own refusals.
import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignedExercise } from '../../shared/domain/practice';
import type { ExercisePreview, SubmissionExport, SubmissionImportReport } from '../../shared/exchange/types';
import { payloadHash } from '../../electron/services/exchange/codec';
import { draftOn, startComputers, type Computers } from '../helpers/exchange';

let c: Computers;
let good: SubmissionExport;
beforeAll(async () => {
  c = await startComputers();
  await c.traineeA.as('trainee');
  const opened = await c.traineeA.call<ExercisePreview>('exchange.importExercise', {
    fileName: c.exerciseFile.fileName,
    content: c.exerciseFile.content,
    dryRun: false,
  });
  await c.traineeA.call('exchange.allowJudges', { exerciseId: opened.exerciseId });
  const assigned = await c.traineeA.call<AssignedExercise[]>('practice.assigned', {});
  await draftOn(c.traineeA, opened.exerciseId!, assigned[0]!.scenarios[0]!.scenario.id, 'I hear how heavy this is.');
  good = await c.traineeA.call<SubmissionExport>('exchange.exportSubmission', { exerciseId: opened.exerciseId });
  await c.supervisor.as('supervisor');
  await c.supervisor.call('exchange.importExercise', {
    fileName: c.exerciseFile.fileName,
    content: c.exerciseFile.content,
    dryRun: false,
  });
}, 120_000);
afterAll(() => c.close());

type Loose = {
  formatVersion: number;
  contentHash: string;
  payload: {
    exercise: { uid: string; programmeId: string };
    attempts: { versions: { text: string }[] }[];
    trainee: Record<string, unknown>;
  };
};
const edit = (change: (f: Loose) => void, rehash = true) => {
  const file = JSON.parse(good.content) as Loose;
  change(file);
  if (rehash) file.contentHash = payloadHash(file.payload);
  return JSON.stringify(file);
};

const preview = (files: { fileName: string; content: string; encoding?: 'utf8' | 'base64' }[], dryRun = true) =>
  c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', { files, dryRun });

describe('bad submission files', () => {
  it('rejects each bad file with its reason and imports the good one beside them', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const files = [
      { fileName: 'truncated.ccsubmission', content: good.content.slice(0, 500) },
      {
        fileName: 'edited.ccsubmission',
        content: edit((f) => (f.payload.attempts[0]!.versions[0]!.text = 'Edited.'), false),
      },
      { fileName: 'future.ccsubmission', content: edit((f) => (f.formatVersion = 2)) },
      { fileName: 'deep.ccsubmission', content: deep },
      {
        fileName: 'unknown.ccsubmission',
        content: edit((f) => (f.payload.exercise.uid = 'ffffffffffffffffffffffffffffffff')),
      },
      {
        fileName: 'elsewhere.ccsubmission',
        content: edit((f) => (f.payload.exercise.programmeId = 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')),
      },
      {
        fileName: 'proto.ccsubmission',
        content: edit((f) => (f.payload.trainee = { ...f.payload.trainee, ['__proto__']: 1 })),
      },
      { fileName: 'good.ccsubmission', content: good.content },
      { fileName: 'good-copy.ccsubmission', content: good.content },
    ];
    const report = await preview(files, false);
    expect(report.files.map((f) => [f.fileName, f.status, f.reason])).toEqual([
      ['truncated.ccsubmission', 'rejected', 'corrupt'],
      ['edited.ccsubmission', 'rejected', 'wrong_hash'],
      ['future.ccsubmission', 'rejected', 'newer_app'],
      ['deep.ccsubmission', 'rejected', 'too_deep'],
      ['unknown.ccsubmission', 'rejected', 'unknown_exercise'],
      ['elsewhere.ccsubmission', 'rejected', 'other_programme'],
      ['proto.ccsubmission', 'rejected', 'invalid'],
      ['good.ccsubmission', 'new', null],
      ['good-copy.ccsubmission', 'skipped', null],
    ]);
    expect(report.files[2]!.message).toMatch(/newer version of CultureCare Trainer/);
    expect(report.files[4]!.message).toMatch(/Open its exercise file first/);
    expect(report.totals).toEqual({ new: 1, newer: 0, skipped: 1, rejected: 7 });
    expect(c.supervisor.db.prepare('SELECT count(*) AS n FROM exchange_attempt').get()).toEqual({ n: 1 });
    // Undo for the next test.
    await c.supervisor.call('exchange.undoSubmissions', { batchId: report.batchId });
  });

  it('refuses a file over 20 MB without reading it', async () => {
    const huge = `{"format":"culturecare-submission","padding":"${'x'.repeat(20_000_100)}"}`;
    const alone = await preview([{ fileName: 'huge.ccsubmission', content: huge }]);
    expect(alone.files[0]).toMatchObject({ status: 'rejected', reason: 'too_large' });
    const zip = zipSync({ 'huge.ccsubmission': strToU8(huge), 'ok.ccsubmission': strToU8(good.content) });
    const report = await preview([
      { fileName: 'class.zip', content: Buffer.from(zip).toString('base64'), encoding: 'base64' },
    ]);
    expect(report.files.map((f) => [f.fileName, f.status, f.reason])).toEqual([
      ['class.zip/ok.ccsubmission', 'new', null],
      ['class.zip/huge.ccsubmission', 'rejected', 'too_large'],
    ]);
  });

  it('reads an LMS download: a zip with folders per student, skipping other files and bad entries', async () => {
    const zip = zipSync({
      'Tam K_1234_assignsubmission_file_/family.ccsubmission': strToU8(good.content),
      'Tam K_1234_assignsubmission_file_/notes.txt': strToU8('not a submission'),
      'broken_5678/family.ccsubmission': new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    const report = await preview([
      { fileName: 'moodle.zip', content: Buffer.from(zip).toString('base64'), encoding: 'base64' },
      { fileName: 'not-a-zip.zip', content: Buffer.from('plain text').toString('base64'), encoding: 'base64' },
    ]);
    expect(report.files.map((f) => [f.fileName, f.status, f.reason])).toEqual([
      ['moodle.zip/Tam K_1234_assignsubmission_file_/family.ccsubmission', 'new', null],
      ['moodle.zip/broken_5678/family.ccsubmission', 'rejected', 'corrupt'],
      ['not-a-zip.zip', 'rejected', 'corrupt'],
    ]);
    expect(report.dryRun).toBe(true);
    expect(c.supervisor.db.prepare('SELECT count(*) AS n FROM exchange_attempt').get()).toEqual({ n: 0 });
  });

  it('lets only supervisors and instructors import, and trainees open only feedback meant for them', async () => {
    await c.traineeB.as('trainee');
    expect(
      (await c.traineeB.failure('exchange.importSubmissions', { files: [{ fileName: 'a', content: 'x' }] })).code,
    ).toBe('forbidden');
    const notFeedback = await c.traineeB.failure('exchange.importFeedback', {
      fileName: 'x.ccfeedback',
      content: good.content,
    });
    expect(notFeedback).toMatchObject({ code: 'invalid_request', details: { reason: 'not_submission' } });
    await c.supervisor.as('supervisor');
  });

  it('refuses an exercise file from a newer app and a damaged one', async () => {
    const file = JSON.parse(c.exerciseFile.content) as { formatVersion: number };
    file.formatVersion = 9;
    const newer = await c.traineeB.failure('exchange.importExercise', {
      fileName: 'future.ccexercise',
      content: JSON.stringify(file),
    });
    expect(newer).toMatchObject({ details: { reason: 'newer_app' } });
    const damaged = await c.traineeB.failure('exchange.importExercise', {
      fileName: 'cut.ccexercise',
      content: c.exerciseFile.content.slice(0, -40),
    });
    expect(damaged).toMatchObject({ details: { reason: 'corrupt' } });
  });
});
