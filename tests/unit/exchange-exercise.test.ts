// Exercise files across computers: signed by the instructor, trusted on first use, refused when a
// different key claims the same instructor or the signature does not match; opening again changes
// nothing; a newer version updates the exercise while started attempts keep their copy; the judges
// receive nothing until the trainee allows them.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignedExercise, AttemptState, Exercise } from '../../shared/domain/practice';
import type { ExerciseFileExport, ExercisePreview, JudgeConsent } from '../../shared/exchange/types';
import { payloadHash } from '../../electron/services/exchange/codec';
import { draftOn, startComputers, type Computers } from '../helpers/exchange';

let c: Computers;
beforeEach(async () => {
  c = await startComputers();
});
afterEach(() => c.close());

const open = (who: Computers['traineeA'], content: string, dryRun = false, fileName = 'family.ccexercise') =>
  who.call<ExercisePreview>('exchange.importExercise', { fileName, content, dryRun });

// A parsed exchange file, loosely typed so tests can change anything in it.
type LooseFile = {
  payload: { instructor: { publicKey: string }; exercise: { title: string } };
  contentHash: string;
  signature?: string;
};

function resign(content: string, change: (file: LooseFile) => void, keyOf?: 'new-key' | 'keep') {
  const file = JSON.parse(content) as LooseFile;
  change(file);
  if (keyOf === 'new-key') {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    file.payload.instructor.publicKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    file.contentHash = payloadHash(file.payload);
    file.signature = sign(null, Buffer.from(file.contentHash), privateKey).toString('base64');
  } else file.contentHash = payloadHash(file.payload);
  return JSON.stringify(file);
}

describe('exercise files', () => {
  it('opens on a trainee’s computer as an assigned exercise, once, and says what it holds', async () => {
    expect(c.exerciseFile.fileName).toMatch(/\.ccexercise$/);
    expect(c.exerciseFile.content).not.toMatch(/apiKey|passcode|teach-123/i);
    expect(c.exerciseFile.summary).toMatchObject({
      scenarios: 2,
      judges: [{ label: 'Department judge', offMachine: false }],
    });

    await c.traineeA.as('trainee');
    const preview = await open(c.traineeA, c.exerciseFile.content, true);
    expect(preview).toMatchObject({ status: 'new', firstUseOfKey: true, title: 'Family pressure', dryRun: true });
    expect(await c.traineeA.call<AssignedExercise[]>('practice.assigned', {})).toEqual([]);

    const opened = await open(c.traineeA, c.exerciseFile.content);
    expect(opened).toMatchObject({ status: 'new', firstUseOfKey: true, assignedNow: true });
    const assigned = await c.traineeA.call<AssignedExercise[]>('practice.assigned', {});
    expect(assigned.map((e) => e.title)).toEqual(['Family pressure']);
    expect(assigned[0]!.scenarios).toHaveLength(2);

    const again = await open(c.traineeA, c.exerciseFile.content);
    expect(again).toMatchObject({ status: 'identical', firstUseOfKey: false, assignedNow: false });
    expect(await c.traineeA.call<AssignedExercise[]>('practice.assigned', {})).toHaveLength(1);
    expect(c.traineeA.db.prepare('SELECT count(*) AS n FROM exchange_exercise').get()).toEqual({ n: 1 });
  });

  it('refuses a file that claims the same instructor with another key, and a broken signature', async () => {
    await c.traineeA.as('trainee');
    await open(c.traineeA, c.exerciseFile.content);
    const forged = resign(c.exerciseFile.content, (f) => (f.payload.exercise.title = 'Forged'), 'new-key');
    const error = await c.traineeA.failure('exchange.importExercise', { fileName: 'f.ccexercise', content: forged });
    expect(error).toMatchObject({ code: 'forbidden', details: { reason: 'key_mismatch' } });
    expect(error.message).toMatch(/different key/);

    const tampered = resign(c.exerciseFile.content, (f) => (f.payload.exercise.title = 'Tampered'));
    const bad = await c.traineeB.failure('exchange.importExercise', { fileName: 't.ccexercise', content: tampered });
    expect(bad).toMatchObject({ code: 'invalid_request', details: { reason: 'bad_signature' } });
    expect(c.traineeB.db.prepare('SELECT count(*) AS n FROM exchange_trusted_key').get()).toEqual({ n: 0 });
  });

  it('updates to a newer version without touching an attempt already started', async () => {
    await c.traineeA.as('trainee');
    const first = await open(c.traineeA, c.exerciseFile.content);
    const assigned = await c.traineeA.call<AssignedExercise[]>('practice.assigned', {});
    const scenarioId = assigned[0]!.scenarios[0]!.scenario.id;
    const attempt = await c.traineeA.call<AttemptState>('practice.open', { exerciseId: first.exerciseId, scenarioId });

    await c.instructor.as('instructor');
    await c.instructor.call<Exercise>('exercises.update', {
      id: c.exercise.id,
      title: 'Family pressure (revised)',
      instructions: 'New instructions.',
      scenarioIds: c.exercise.scenarios.map((s) => s.id),
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      judgeIds: [c.judgeId],
    });
    const v2 = await c.instructor.call<ExerciseFileExport>('exchange.exportExercise', { exerciseId: c.exercise.id });
    expect(v2.summary.version).toBe(2);
    const updated = await open(c.traineeA, v2.content);
    expect(updated).toMatchObject({ status: 'newer', exerciseId: first.exerciseId, version: 2 });
    const exercise = await c.traineeA.call<AssignedExercise[]>('practice.assigned', {});
    expect(exercise[0]).toMatchObject({ title: 'Family pressure (revised)', steps: ['draft'] });
    const kept = await c.traineeA.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(kept.config.steps).toEqual(['spot', 'draft', 'critique']);
    // The older file after the newer one changes nothing.
    expect((await open(c.traineeA, c.exerciseFile.content)).status).toBe('older');
  });

  it('sends nothing to the judges until the trainee allows them', async () => {
    await c.traineeA.as('trainee');
    const { exerciseId } = await open(c.traineeA, c.exerciseFile.content);
    const consent = await c.traineeA.call<JudgeConsent>('exchange.judgeConsent', { exerciseId });
    expect(consent).toMatchObject({ needed: true, judges: [{ label: 'Department judge', host: '127.0.0.1' }] });
    const assigned = await c.traineeA.call<AssignedExercise[]>('practice.assigned', {});
    const scenarioId = assigned[0]!.scenarios[0]!.scenario.id;
    const text = 'That sounds heavy; I am here with you.';
    const calls = c.instructor.server.requests.length;
    // Asking for feedback before allowing them is refused with the reason (no round used, nothing sent).
    await expect(draftOn(c.traineeA, exerciseId!, scenarioId, text)).rejects.toThrow(/forbidden.*Allow them first/);
    expect(c.instructor.server.requests.length).toBe(calls);

    expect((await c.traineeA.call<JudgeConsent>('exchange.allowJudges', { exerciseId })).needed).toBe(false);
    const opened = await c.traineeA.call<AttemptState>('practice.open', { exerciseId, scenarioId });
    expect(opened.versions).toHaveLength(0);
    const attempt = await c.traineeA.call<AttemptState>('practice.submitVersion', {
      attemptId: opened.id,
      text,
      forFeedback: true,
    });
    const scored = await c.traineeA.task<{ status: string }[]>('practice.scoreVersion', {
      versionId: attempt.versions[0]!.id,
    });
    expect(scored.value[0]!.status).toBe('done');
    expect(c.instructor.server.requests.length).toBeGreaterThan(calls);
  });
});
