// Feedback rounds are used only when a score arrives (issue 11, observation 7): without a judge the
// trainee is told plainly and keeps the round; a round whose judges all failed (503) is given back;
// submitting the same text again is the same round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, VersionFeedback } from '../../shared/domain/practice';
import { startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
beforeAll(async () => {
  s = await startReviewServices();
}, 60_000);
afterAll(() => s.close());

async function openDraft(exerciseId: number, scenarioId: number): Promise<AttemptState> {
  await s.as('trainee');
  const attempt = await s.call<AttemptState>('practice.open', { exerciseId, scenarioId });
  return s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'draft' });
}

describe('feedback rounds', () => {
  it('without any judge, refuses plainly and uses no round', async () => {
    const scenarioId = s.scenarioId('builtin:de-01');
    const exercise = await s.createExercise({
      title: 'No judge',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      scenarioIds: [scenarioId],
    });
    const attempt = await openDraft(exercise.id, scenarioId);
    await expect(
      s.call('practice.submitVersion', { attemptId: attempt.id, text: 'I hear you.', forFeedback: true }),
    ).rejects.toThrow(/No AI judge is set up/);
    const state = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(state.rounds).toEqual({ used: 0, allowed: 1 });
    expect(state.versions).toEqual([]);
  });

  it('counts a second submit of the same text as the same round', async () => {
    const judgeId = await s.addJudge('Steady', { logprobs: true });
    const scenarioId = s.scenarioId('builtin:de-03');
    const exercise = await s.createExercise({
      title: 'Twice',
      steps: ['draft'],
      feedbackRounds: 2,
      rubricIds: ['rubric-a'],
      judgeIds: [judgeId],
      scenarioIds: [scenarioId],
    });
    const attempt = await openDraft(exercise.id, scenarioId);
    const submit = () =>
      s.call<AttemptState>('practice.submitVersion', {
        attemptId: attempt.id,
        text: 'You are carrying a lot.',
        forFeedback: true,
      });
    const first = await submit();
    const scored = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId: first.versions[0]!.id });
    expect(scored.value[0]!.status).toBe('done');
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    const again = await submit();
    expect(again.versions).toHaveLength(1);
    expect(again.rounds).toEqual({ used: 1, allowed: 2 });
    expect(again.versions[0]!.usesRound).toBe(true);
  });

  it('gives the round back when every judge failed (503), and lets the trainee ask again', async () => {
    const judgeId = await s.addJudge('Flaky', { logprobs: true });
    const scenarioId = s.scenarioId('builtin:de-02');
    const exercise = await s.createExercise({
      title: 'Outage',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      judgeIds: [judgeId],
      scenarioIds: [scenarioId],
    });
    const attempt = await openDraft(exercise.id, scenarioId);
    let state = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: 'That sounds heavy to carry alone.',
      forFeedback: true,
    });
    // While scoring is pending the round is taken (it resumes after a restart).
    expect(state.rounds.used).toBe(1);
    s.server.handle(() => ({ kind: 'error', status: 503, message: 'overloaded' }));
    const failed = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId: state.versions[0]!.id });
    expect(failed.value.every((f) => f.status === 'failed')).toBe(true);
    state = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(state.rounds.used).toBe(0);
    // The version says it used no round (the feedback screen tells the trainee so).
    expect(state.versions[0]!.usesRound).toBe(false);
    // The trainee can ask for feedback again: the round is still there.
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    state = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: 'That sounds heavy to carry alone. Who is with you?',
      forFeedback: true,
    });
    expect(state.versions).toHaveLength(2);
  }, 120_000);
});
