// A feedback round still scoring when the host stops resumes after the restart (issue 11, observation 7):
// a real SQLite file, the service layer stopped while the judge has not answered, started again on the
// same folder; the round is still counted and pending, scoring it again finishes against the chat
// server, and it stays one round (no second version, no second round).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, VersionFeedback } from '../../shared/domain/practice';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { startLibraryServices } from '../helpers/library';
import { startPracticeServices } from '../helpers/practice';
import { makeTempDir } from '../helpers/temp-dir';

type Services = Awaited<ReturnType<typeof startLibraryServices>>;

const dir = makeTempDir();
let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

async function call<T>(s: Services, method: string, request: unknown): Promise<T> {
  const result = await s.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** Starts a task and resolves with its value (or rejects with its error). */
async function task<T>(s: Services, method: string, request: unknown): Promise<T> {
  let taskId = '';
  let off = () => {};
  const done = new Promise<T>((resolve, reject) => {
    off = s.tasks.onEvent((event) => {
      if (event.taskId !== taskId) return;
      if (event.type === 'task.done') resolve(event.value as T);
      else if (event.type === 'task.failed') reject(new Error(event.error.message));
    });
  });
  taskId = (await call<{ taskId: string }>(s, method, request)).taskId;
  try {
    return await done;
  } finally {
    off();
  }
}

const waitFor = async (check: () => boolean, what: string) => {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('a feedback round interrupted by a restart', () => {
  it('is still counted after the restart, resumes, and finishes as the same round', async () => {
    // Before the restart: a trainee submits for feedback and scoring starts, but the judge never answers.
    const first = await startPracticeServices(dir.path);
    await first.as('instructor');
    const judge = await first.call<{ id: string }>('judges.save', {
      label: 'Department server',
      baseUrl: server.baseUrl,
      model: 'fixture-model',
      logprobs: true,
      structuredOutput: false,
    });
    const scenarioId = first.scenarioId('builtin:de-01');
    const exercise = await first.createExercise({
      title: 'Restart',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      judgeIds: [judge.id],
      scenarioIds: [scenarioId],
    });
    await first.as('trainee');
    const opened = await first.call<AttemptState>('practice.open', { exerciseId: exercise.id, scenarioId });
    await first.call('practice.advance', { attemptId: opened.id, to: 'draft' });
    const submitted = await first.call<AttemptState>('practice.submitVersion', {
      attemptId: opened.id,
      text: 'Das klingt, als würdest du viel allein tragen.',
      forFeedback: true,
    });
    const versionId = submitted.versions[0]!.id;
    server.handle(() => ({ kind: 'hang' }));
    await first.call('practice.scoreVersion', { versionId });
    await waitFor(() => server.chatRequests().length > 0, 'the judge to be asked');
    const statusBefore = first.db.prepare('SELECT status FROM version_feedback WHERE version_id = ?').all(versionId);
    expect(statusBefore).toEqual([{ status: 'running' }]);
    const traineeId = first.ids.trainee;
    first.stop();

    // After the restart, on the same database file.
    server.reset();
    const second = await startLibraryServices(dir.path);
    try {
      await second.profiles.switchTo(second.session, traineeId);
      let state = await call<AttemptState>(second, 'practice.get', { attemptId: opened.id });
      expect(state.rounds).toEqual({ used: 1, allowed: 1 });
      expect(state.versions).toHaveLength(1);
      expect(state.versions[0]!.feedback.map((f) => f.status)).toEqual(['running']);

      // The feedback screen starts scoring what is owed: it finishes against the judge server.
      const feedback = await task<VersionFeedback[]>(second, 'practice.scoreVersion', { versionId });
      expect(feedback.map((f) => f.status)).toEqual(['done']);
      expect(server.chatRequests().length).toBeGreaterThan(0);
      state = await call<AttemptState>(second, 'practice.get', { attemptId: opened.id });
      expect(state.rounds).toEqual({ used: 1, allowed: 1 });
      expect(state.versions).toHaveLength(1);
      expect(state.versions[0]!.feedback[0]!.result?.judgements.some((j) => j.status === 'ok')).toBe(true);

      // Submitting the same text again is the same round, not a new one.
      await call(second, 'practice.advance', { attemptId: opened.id, to: 'draft' });
      state = await call<AttemptState>(second, 'practice.submitVersion', {
        attemptId: opened.id,
        text: 'Das klingt, als würdest du viel allein tragen.',
        forFeedback: true,
      });
      expect(state.versions).toHaveLength(1);
      expect(state.rounds).toEqual({ used: 1, allowed: 1 });
    } finally {
      second.stop();
    }
  }, 60_000);
});
