// Exercises over the real services: create, edit (versions), duplicate, archive, validation with clear
// messages, who may write and read them, and assignment to trainees by profile and by cohort.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignedExercise, AttemptState, Exercise } from '../../shared/domain/practice';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
beforeEach(async () => (s = await startPracticeServices()));
afterEach(() => s.cleanup());

describe('exercises', () => {
  it('creates an exercise with its settings, scenarios in order and assignees', async () => {
    const zh = s.scenarioId('builtin:zh-03');
    const de = s.scenarioId('builtin:de-01');
    const exercise = await s.createExercise({
      scenarioIds: [de, zh, de],
      steps: ['critique', 'draft', 'spot'],
      customEmotions: ['shame', 'Fear', 'shame'],
      assignees: { profileIds: [s.ids.trainee], cohorts: ['Group B', 'Group B'] },
      aiScoresVisible: false,
    });
    expect(exercise).toMatchObject({
      title: 'Family pressure',
      steps: ['spot', 'draft', 'critique'],
      feedbackRounds: 2,
      customEmotions: ['shame'],
      rubricIds: ['rubric-a'],
      judgeIds: [],
      aiScoresVisible: false,
      assignees: { profileIds: [s.ids.trainee], cohorts: ['Group B'] },
      archived: false,
      version: 1,
      createdBy: 'Prof',
      attemptCount: 0,
    });
    expect(exercise.scenarios.map((x) => x.id)).toEqual([de, zh]);
    expect(exercise.scenarios[0]).toMatchObject({
      cultureId: 'german',
      language: 'de',
      title: expect.any(String),
      risk: expect.any(String),
    });
    expect(await s.call('exercises.get', { id: exercise.id })).toEqual(exercise);
  });

  it('counts each edit as a version and keeps the new settings', async () => {
    const exercise = await s.createExercise();
    await new Promise((r) => setTimeout(r, 5));
    const updated = await s.call<Exercise>('exercises.update', {
      id: exercise.id,
      title: 'Family pressure, revised',
      scenarioIds: [s.scenarioId('builtin:jw-02')],
      steps: ['draft'],
      feedbackRounds: 0,
      rubricIds: [],
      assignees: { profileIds: [], cohorts: ['Group A'] },
    });
    expect(updated).toMatchObject({
      title: 'Family pressure, revised',
      version: 2,
      steps: ['draft'],
      feedbackRounds: 0,
      rubricIds: [],
      assignees: { profileIds: [], cohorts: ['Group A'] },
    });
    expect(updated.scenarios.map((x) => x.id)).toEqual([s.scenarioId('builtin:jw-02')]);
    expect(updated.updatedAt > exercise.updatedAt).toBe(true);
    expect(updated.createdAt).toBe(exercise.createdAt);
    expect(
      await s.failure('exercises.update', {
        id: 9999,
        title: 'x',
        scenarioIds: [exercise.scenarios[0]!.id],
        steps: ['draft'],
      }),
    ).toMatchObject({ code: 'not_found' });
  });

  it('duplicates an exercise as a fresh, unarchived, unassigned copy', async () => {
    const exercise = await s.createExercise({
      title: 'x'.repeat(160),
      assignees: { profileIds: [s.ids.trainee, s.ids.other], cohorts: ['Group A'] },
    });
    await s.call('exercises.setArchived', { id: exercise.id, archived: true });
    const copy = await s.call<Exercise>('exercises.duplicate', { id: exercise.id });
    expect(copy.id).not.toBe(exercise.id);
    expect(copy.title).toHaveLength(160);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
    expect(copy).toMatchObject({
      archived: false,
      version: 1,
      attemptCount: 0,
      assignees: { profileIds: [], cohorts: [] },
      steps: exercise.steps,
      rubricIds: exercise.rubricIds,
    });
    expect(copy.scenarios).toEqual(exercise.scenarios);
    const short = await s.call<Exercise>('exercises.duplicate', { id: copy.id });
    expect(short.title).toBe(`${copy.title.slice(0, 153).trimEnd()} (copy)`);
    const named = await s.call<Exercise>('exercises.duplicate', { id: copy.id, title: 'Kopie: Familie und Pflicht' });
    expect(named.title).toBe('Kopie: Familie und Pflicht');
  });

  it('archives and restores; lists leave archived ones out unless asked', async () => {
    const kept = await s.createExercise({ title: 'Kept' });
    const archived = await s.createExercise({ title: 'Old' });
    expect((await s.call<Exercise>('exercises.setArchived', { id: archived.id, archived: true })).archived).toBe(true);
    expect((await s.call<Exercise[]>('exercises.list', {})).map((e) => e.title)).toEqual(['Kept']);
    expect((await s.call<Exercise[]>('exercises.list', { includeArchived: true })).map((e) => e.title).sort()).toEqual([
      'Kept',
      'Old',
    ]);
    await s.call('exercises.setArchived', { id: archived.id, archived: false });
    expect((await s.call<Exercise[]>('exercises.list', {})).map((e) => e.id).sort()).toEqual(
      [kept.id, archived.id].sort(),
    );
  });

  it('refuses unknown scenarios, scenarios without text, unknown judges and profiles, and feedback without a rubric, with clear messages', async () => {
    const base = await s.createExercise();
    const input = { title: 'T', scenarioIds: [base.scenarios[0]!.id], steps: ['draft'] };
    expect(
      await s.failure('exercises.create', { ...input, scenarioIds: [base.scenarios[0]!.id, 999999] }),
    ).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/999999/) });
    const noText = s.db
      .prepare(
        "INSERT INTO scenario (uid, culture_id, title, language, post_text, source, provenance) VALUES ('x:1', 'german', 'Text needed', 'de', NULL, 'imported', '{}')",
      )
      .run().lastInsertRowid;
    expect(await s.failure('exercises.create', { ...input, scenarioIds: [Number(noText)] })).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/Text needed/),
    });
    expect(await s.failure('exercises.create', { ...input, judgeIds: ['nobody'] })).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/not configured: nobody/),
    });
    expect(await s.failure('exercises.create', { ...input, assignees: { profileIds: [424242] } })).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/424242/),
    });
    expect(await s.failure('exercises.create', { ...input, rubricIds: [], feedbackRounds: 1 })).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/rubric/),
    });
    expect(await s.failure('exercises.create', { ...input, steps: [] })).toMatchObject({ code: 'invalid_request' });
    expect(await s.failure('exercises.create', { ...input, feedbackRounds: 9 })).toMatchObject({
      code: 'invalid_request',
    });
    expect((await s.call<Exercise[]>('exercises.list', { includeArchived: true })).length).toBe(1);
  });

  it('accepts configured judges by id', async () => {
    const server: ChatServer = await startChatServer();
    try {
      const judge = await s.call<{ id: string }>('judges.save', { label: 'Lab', baseUrl: server.baseUrl, model: 'm' });
      expect((await s.createExercise({ judgeIds: [judge.id] })).judgeIds).toEqual([judge.id]);
    } finally {
      await server.close();
    }
  });

  it('lets only instructors write exercises; supervisors may read them; trainees neither', async () => {
    const exercise = await s.createExercise();
    await s.as('supervisor');
    expect((await s.call<Exercise[]>('exercises.list', {})).map((e) => e.id)).toEqual([exercise.id]);
    expect((await s.call<Exercise>('exercises.get', { id: exercise.id })).id).toBe(exercise.id);
    expect(
      await s.failure('exercises.create', { title: 'S', scenarioIds: [exercise.scenarios[0]!.id], steps: ['draft'] }),
    ).toMatchObject({ code: 'forbidden' });
    expect(await s.failure('exercises.setArchived', { id: exercise.id, archived: true })).toMatchObject({
      code: 'forbidden',
    });
    await s.as('trainee');
    for (const [method, request] of [
      ['exercises.list', {}],
      ['exercises.get', { id: exercise.id }],
      ['exercises.duplicate', { id: exercise.id }],
      ['exercises.update', { id: exercise.id, title: 'T', scenarioIds: [exercise.scenarios[0]!.id], steps: ['draft'] }],
    ] as const) {
      expect(await s.failure(method, request)).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe('assignment', () => {
  it('shows trainees the exercises assigned to them directly or through their cohort, with their attempts', async () => {
    const direct = await s.createExercise({ title: 'Direct', assignees: { profileIds: [s.ids.trainee], cohorts: [] } });
    const byCohort = await s.createExercise({ title: 'Cohort', assignees: { profileIds: [], cohorts: ['Group A'] } });
    await s.createExercise({ title: 'Someone else', assignees: { profileIds: [s.ids.other], cohorts: ['Group B'] } });

    await s.as('trainee');
    const assigned = await s.call<AssignedExercise[]>('practice.assigned', {});
    expect(assigned.map((e) => e.title)).toEqual(['Direct', 'Cohort']);
    expect(assigned[0]).toMatchObject({
      id: direct.id,
      steps: direct.steps,
      feedbackRounds: 2,
      instructions: direct.instructions,
    });
    expect(assigned[0]!.scenarios.map((x) => [x.scenario.id, x.attempt])).toEqual(
      direct.scenarios.map((x) => [x.id, null]),
    );

    const attempt = await s.call<AttemptState>('practice.open', {
      exerciseId: byCohort.id,
      scenarioId: byCohort.scenarios[1]!.id,
    });
    const again = await s.call<AssignedExercise[]>('practice.assigned', {});
    expect(again[1]!.scenarios[1]!.attempt).toEqual({
      id: attempt.id,
      status: 'in_progress',
      stage: 'warning',
      updatedAt: attempt.updatedAt,
    });
    expect(again[1]!.scenarios[0]!.attempt).toBeNull();

    await s.as('other');
    expect((await s.call<AssignedExercise[]>('practice.assigned', {})).map((e) => e.title)).toEqual(['Someone else']);
    expect(
      await s.failure('practice.open', { exerciseId: direct.id, scenarioId: direct.scenarios[0]!.id }),
    ).toMatchObject({ code: 'forbidden' });

    // Moving a trainee to another cohort changes what they see.
    await s.as('instructor');
    await s.call('profiles.setCohort', { profileId: s.ids.other, cohort: 'Group A' });
    await s.as('other');
    expect((await s.call<AssignedExercise[]>('practice.assigned', {})).map((e) => e.title)).toEqual([
      'Cohort',
      'Someone else',
    ]);
  });

  it('leaves archived and un-assigned exercises out of the list, but keeps the attempts reachable', async () => {
    const exercise = await s.createExercise();
    await s.as('trainee');
    const attempt = await s.call<AttemptState>('practice.open', {
      exerciseId: exercise.id,
      scenarioId: exercise.scenarios[0]!.id,
    });
    await s.as('instructor');
    await s.call('exercises.setArchived', { id: exercise.id, archived: true });
    expect((await s.call<Exercise>('exercises.get', { id: exercise.id })).attemptCount).toBe(1);
    await s.as('trainee');
    expect(await s.call('practice.assigned', {})).toEqual([]);
    // The started attempt can still be resumed and read; a new one cannot start on an archived exercise.
    expect(
      (await s.call<AttemptState>('practice.open', { exerciseId: exercise.id, scenarioId: exercise.scenarios[0]!.id }))
        .id,
    ).toBe(attempt.id);
    expect((await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).id).toBe(attempt.id);
    expect(
      await s.failure('practice.open', { exerciseId: exercise.id, scenarioId: exercise.scenarios[1]!.id }),
    ).toMatchObject({ code: 'forbidden' });

    await s.as('instructor');
    await s.call('exercises.setArchived', { id: exercise.id, archived: false });
    await s.call('exercises.update', {
      id: exercise.id,
      title: exercise.title,
      scenarioIds: [exercise.scenarios[1]!.id],
      steps: exercise.steps,
      assignees: { profileIds: [s.ids.other] },
    });
    await s.as('trainee');
    expect(await s.call('practice.assigned', {})).toEqual([]);
    expect((await s.call<{ attemptId: number }[]>('practice.history', {})).map((h) => h.attemptId)).toEqual([
      attempt.id,
    ]);
  });
});
