// AI feedback on draft versions over a real chat-completions server: judgements stream per rubric,
// the outcome is stored per version and rubric, re-scoring comes from the cache, a failing or missing
// judge never blocks the trainee, and scores kept for the supervisor stay out of the trainee's sight.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemJudgement } from '../../shared/domain/judging';
import type { AttemptState, HistoryAttempt, VersionFeedback } from '../../shared/domain/practice';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
let server: ChatServer;
beforeEach(async () => {
  s = await startPracticeServices();
  server = await startChatServer();
});
afterEach(async () => {
  s.cleanup();
  await server.close();
});

const REPLY =
  'That sounds so heavy. Wanting to teach small children is not selfish, and you do not have to shrink yourself.';

async function addJudge(defaultFor: string[], label = 'Lab vLLM'): Promise<string> {
  await s.as('instructor');
  return (
    await s.call<{ id: string }>('judges.save', { label, baseUrl: server.baseUrl, model: 'fixture-model', defaultFor })
  ).id;
}

/** A trainee's attempt with one version submitted for feedback. */
async function submitted(
  overrides: Parameters<PracticeServices['createExercise']>[0] = {},
): Promise<{ attempt: AttemptState; versionId: number }> {
  const exercise = await s.createExercise({ steps: ['draft', 'reveal'], feedbackRounds: 2, ...overrides });
  await s.as('trainee');
  const opened = await s.call<AttemptState>('practice.open', {
    exerciseId: exercise.id,
    scenarioId: exercise.scenarios[0]!.id,
  });
  await s.call('practice.advance', { attemptId: opened.id, to: 'draft' });
  const attempt = await s.call<AttemptState>('practice.submitVersion', {
    attemptId: opened.id,
    text: REPLY,
    forFeedback: true,
  });
  return { attempt, versionId: attempt.versions[0]!.id };
}

describe('scoring a version', () => {
  it('streams each judgement under its rubric, stores the result, and serves a re-run from the cache', async () => {
    const judge = await addJudge(['rubric-a']);
    const { attempt, versionId } = await submitted();
    const run = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });

    expect(run.value).toEqual([
      {
        rubricId: 'rubric-a',
        status: 'done',
        result: expect.objectContaining({ rubricId: 'rubric-a', cancelled: false }),
        errorMessage: null,
        updatedAt: expect.any(String),
      },
    ]);
    const result = run.value[0]!.result!;
    expect(result.judgements).toHaveLength(7);
    expect(
      result.judgements.every((j) => j.status === 'ok' && Math.abs(j.score! - 4.1) < 1e-6 && j.judgeId === judge),
    ).toBe(true);
    expect(result.aggregates[judge]).toMatchObject({ all: expect.closeTo(4.1, 6) });

    // One output event per judgement, keyed by the rubric id, carrying the ItemJudgement as JSON.
    expect(run.outputs.map((o) => o.key)).toEqual(Array(7).fill('rubric-a'));
    const streamed = run.outputs.map((o) => JSON.parse(o.text) as ItemJudgement);
    expect(streamed.map((j) => j.item).sort()).toEqual(RUBRIC_A.items.map((i) => i.id).sort());
    expect(streamed.every((j) => j.status === 'ok' && j.fromCache === false)).toBe(true);
    expect(run.progress.at(-1)).toEqual({ done: 7, total: 7 });

    // What the judges were sent: the post, the reply and the culture name, never the trainee's name.
    const prompts = JSON.stringify(server.chatRequests().map((r) => r.body));
    expect(prompts).toContain('Chinese');
    expect(prompts).toContain('shrink yourself');
    expect(prompts).not.toContain('Tam');
    const stored = s.db
      .prepare("SELECT count(*) AS n FROM judgement WHERE target_type = 'draft_version' AND target_id = ?")
      .get(versionId);
    expect(stored).toEqual({ n: 7 });

    const state = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(state.versions[0]!.feedback).toEqual(run.value);

    const calls = server.chatRequests().length;
    const again = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(server.chatRequests().length).toBe(calls);
    expect(again.value[0]!.result!.judgements.every((j) => j.fromCache)).toBe(true);

    const history = await s.call<HistoryAttempt[]>('practice.history', {});
    expect(history[0]!.versions[0]!.scores).toHaveLength(7);
    expect(history[0]!.versions[0]!.scores[0]).toEqual({
      rubricId: 'rubric-a',
      item: expect.any(String),
      judgeId: judge,
      score: expect.closeTo(4.1, 6),
    });
  });

  it('marks a rubric without a judge as failed with the reason, scores the others, and never blocks the trainee', async () => {
    await addJudge(['rubric-a']);
    const { attempt, versionId } = await submitted({ rubricIds: ['rubric-a', 'rubric-b'] });
    expect(attempt.versions[0]!.feedback.map((f) => [f.rubricId, f.status])).toEqual([
      ['rubric-a', 'pending'],
      ['rubric-b', 'pending'],
    ]);
    const run = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(run.value.map((f) => [f.rubricId, f.status])).toEqual([
      ['rubric-a', 'done'],
      ['rubric-b', 'failed'],
    ]);
    expect(run.value[1]!.errorMessage).toMatch(/No judge is chosen/);
    expect(run.outputs.every((o) => o.key === 'rubric-a')).toBe(true);
    // The trainee goes on: revise, or finish.
    expect((await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'reveal' })).stage).toBe(
      'reveal',
    );
  });

  it('uses the exercise’s own judges for every rubric when it names them', async () => {
    const judge = await addJudge([], 'Panel judge');
    const { versionId } = await submitted({ rubricIds: ['rubric-a', 'rubric-b'], judgeIds: [judge] });
    const run = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(run.value.map((f) => [f.rubricId, f.status, f.result?.judgements.length])).toEqual([
      ['rubric-a', 'done', 7],
      ['rubric-b', 'done', 8],
    ]);
    expect(run.progress.at(-1)).toEqual({ done: 15, total: 15 });
    expect(new Set(run.outputs.map((o) => o.key))).toEqual(new Set(['rubric-a', 'rubric-b']));
  });

  it('shows a failing judge (HTTP 500) as an error on that rubric; the task still completes', async () => {
    await addJudge(['rubric-a']);
    const { attempt, versionId } = await submitted();
    server.handle(() => ({ kind: 'error', status: 500, message: 'model crashed', retryAfterMs: 0 }));
    const run = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(run.value[0]).toMatchObject({
      rubricId: 'rubric-a',
      status: 'failed',
      errorMessage: expect.stringMatching(/500|model crashed/),
    });
    expect(run.value[0]!.result!.judgements.every((j) => j.status === 'error' && j.score === null)).toBe(true);
    expect(run.outputs.map((o) => (JSON.parse(o.text) as ItemJudgement).status)).toEqual(Array(7).fill('error'));
    expect((await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'draft' })).stage).toBe(
      'draft',
    );

    // When the server is back, scoring again asks it again (errors are not cached).
    server.handle(() => ({ kind: 'reply', logprobs: [{ token: '5', logprob: 0 }] }));
    expect((await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId })).value[0]!.status).toBe('done');
  });

  it('refuses feedback plainly, using no round, when no judge is configured at all', async () => {
    await expect(submitted({ rubricIds: ['rubric-a', 'rubric-b'] })).rejects.toThrow(/No AI judge is set up/);
    expect(server.chatRequests()).toHaveLength(0);
  });

  it('records a cancelled run as cancelled', async () => {
    await addJudge(['rubric-a']);
    const { attempt, versionId } = await submitted();
    server.setLatency(3000);
    let taskId = '';
    const ended = new Promise<string>((resolve) =>
      s.tasks.onEvent((event) => {
        if (event.taskId !== taskId) return;
        if (event.type === 'task.progress' && event.total > 0) s.tasks.cancel(taskId);
        if (event.type === 'task.failed') resolve(event.error.code);
        if (event.type === 'task.done') resolve('done');
      }),
    );
    taskId = (await s.call<{ taskId: string }>('practice.scoreVersion', { versionId })).taskId;
    expect(await ended).toBe('cancelled');
    await expect
      .poll(
        async () =>
          (await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).versions[0]!.feedback[0]!.status,
      )
      .toBe('cancelled');
  });

  it('lets only the owner, instructors and supervisors score a version', async () => {
    await addJudge(['rubric-a']);
    const { versionId } = await submitted();
    await s.as('other');
    expect(await s.failure('practice.scoreVersion', { versionId })).toMatchObject({ code: 'forbidden' });
    expect(await s.failure('practice.scoreVersion', { versionId: 999999 })).toMatchObject({ code: 'not_found' });
  });
});

describe('scores kept for the supervisor', () => {
  it('shows the trainee the status but never the scores; supervisors and instructors see them only after their blind review', async () => {
    await addJudge(['rubric-a']);
    const { attempt, versionId } = await submitted({ aiScoresVisible: false });
    const run = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(run.value).toEqual([
      { rubricId: 'rubric-a', status: 'done', result: null, errorMessage: null, updatedAt: expect.any(String) },
    ]);
    expect(run.outputs).toEqual([]);
    expect(run.progress.at(-1)).toEqual({ done: 7, total: 7 });
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).versions[0]!.feedback[0],
    ).toMatchObject({ status: 'done', result: null });
    expect((await s.call<HistoryAttempt[]>('practice.history', {}))[0]!.versions[0]!.scores).toEqual([]);

    // Blind first: staff see no AI score on someone else's attempt before their own blind review (review-blind.test.ts covers after).
    await s.as('supervisor');
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).versions[0]!.feedback[0],
    ).toMatchObject({ status: 'done', result: null });
    const rerun = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(rerun.value[0]!.result).toBeNull();
    expect(rerun.outputs).toEqual([]);
  });
});
