// "Re-score missing items" (issue 11, observation 6): a judge's unusable answer is stored as missing
// and served from the store on every later scoring, so it would stay missing forever; staff can ask
// the judges again for exactly those items (practice.scoreVersion with rescoreMissing), trainees cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionFeedback } from '../../shared/domain/practice';
import type { ReviewState } from '../../shared/domain/review';
import { defaultScript, FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let attemptId: number;
let versionId: number;

beforeAll(async () => {
  s = await startReviewServices();
  const judgeId = await s.addJudge('Text judge', { logprobs: false });
  const exercise = await s.createExercise({
    title: 'Re-score',
    steps: ['draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    judgeIds: [judgeId],
    scenarioIds: [s.scenarioId('builtin:de-01')],
  });
  // The judge answers something that is no option of the scale for Empathy.
  s.setScript((reply, item, mode) =>
    item.id === 'empathy' ? { key: 'very good', rationale: 'Unusable.' } : defaultScript(reply, item, mode),
  );
  const done = await s.completeAttempt({ exercise, text: 'That sounds really hard; who could you talk to?' });
  ({ attemptId, versionId } = done);
  await s.as('supervisor');
  await s.call('review.saveBlind', {
    attemptId,
    reply: { 'rubric-a': { empathy: '4' }, 'rubric-b': FULL_RUBRIC_B },
    submit: true,
  });
  s.setScript(defaultScript);
}, 60_000);
afterAll(() => s.close());

const empathyOf = (state: ReviewState) =>
  state.reconcile!.find((r) => r.rubricId === 'rubric-a' && r.item === 'empathy')!.judges[0]!;

describe('re-score missing items', () => {
  it('keeps serving a missing answer from the store without asking again', async () => {
    await s.as('supervisor');
    expect(empathyOf(await s.call<ReviewState>('review.get', { attemptId })).status).toBe('missing');
    const before = s.server.chatRequests().length;
    await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(s.server.chatRequests().length).toBe(before);
    expect(empathyOf(await s.call<ReviewState>('review.get', { attemptId })).status).toBe('missing');
  });

  it('is refused to the trainee', async () => {
    await s.as('trainee');
    await expect(s.call('practice.scoreVersion', { versionId, rescoreMissing: true })).rejects.toThrow(
      /supervisors and instructors/,
    );
  });

  it('asks the judges again for the missing items only, and the new score replaces the missing one', async () => {
    await s.as('supervisor');
    const before = s.server.chatRequests().length;
    await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId, rescoreMissing: true });
    expect(s.server.chatRequests().length).toBe(before + 1);
    const empathy = empathyOf(await s.call<ReviewState>('review.get', { attemptId }));
    expect(empathy).toMatchObject({ status: 'ok', score: 4 });
  });
});
