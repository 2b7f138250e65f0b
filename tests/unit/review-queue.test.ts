// The review queue over the real services: completed attempts with a version (never in-progress ones,
// never the reviewer's own), with this reviewer's status and how many have rated blind; awaiting first,
// then oldest completion; filters by cohort, trainee, exercise, culture and status.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptState } from '../../shared/domain/practice';
import type { ReviewQueueItem } from '../../shared/domain/review';
import { FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
beforeEach(async () => {
  s = await startReviewServices();
  await s.addIdleJudge();
});
afterEach(() => s.close());

const REPLY = 'That sounds so heavy. Wanting to teach small children is not selfish.';

/** Four completed attempts (t1-t4) with known completion dates, one in progress. */
async function classOfFour() {
  const e1 = await s.createExercise({
    title: 'Family pressure',
    steps: ['draft', 'critique'],
    feedbackRounds: 1,
    assignees: { profileIds: [s.ids.trainee, s.ids.other], cohorts: [] },
  });
  const e2 = await s.createExercise({
    title: 'Faith and care',
    steps: ['draft'],
    feedbackRounds: 1,
    scenarioIds: [s.scenarioId('builtin:ar-01')],
  });
  const t1 = await s.completeAttempt({
    exercise: e1,
    scenarioIndex: 0,
    text: REPLY,
    score: false,
    critique: { text: 'It lectures.' },
  });
  const t2 = await s.completeAttempt({ exercise: e1, scenarioIndex: 1, who: 'other', text: REPLY, score: false });
  const t3 = await s.completeAttempt({ exercise: e2, text: REPLY, score: false });
  const t4 = await s.completeAttempt({ exercise: e1, scenarioIndex: 0, who: 'other', text: REPLY, score: false });
  const dates: [number, string][] = [
    [t1.attemptId, '2026-01-05T10:00:00.000Z'],
    [t2.attemptId, '2026-01-01T10:00:00.000Z'],
    [t3.attemptId, '2026-01-02T10:00:00.000Z'],
    [t4.attemptId, '2026-01-03T10:00:00.000Z'],
  ];
  for (const [id, at] of dates) s.db.prepare('UPDATE attempt SET completed_at = ? WHERE id = ?').run(at, id);
  // In progress (a version submitted, not finished): not in the queue.
  await s.as('trainee');
  const open = await s.call<AttemptState>('practice.open', { exerciseId: e1.id, scenarioId: e1.scenarios[1]!.id });
  await s.call('practice.advance', { attemptId: open.id, to: 'draft' });
  await s.call('practice.submitVersion', { attemptId: open.id, text: REPLY, forFeedback: true });
  return { e1, e2, t1: t1.attemptId, t2: t2.attemptId, t3: t3.attemptId, t4: t4.attemptId, inProgress: open.id };
}

const ids = (items: ReviewQueueItem[]) => items.map((i) => i.attemptId);

describe('review.queue', () => {
  it('lists completed attempts, awaiting first then oldest completion, with this reviewer’s status', async () => {
    const c = await classOfFour();
    await s.as('supervisor');
    await s.call('review.saveBlind', { attemptId: c.t2, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
    await s.call('review.saveBlind', { attemptId: c.t3, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
    await s.call('review.release', { attemptId: c.t3, released: true });
    // A started but unsubmitted review is still awaiting.
    await s.call('review.saveBlind', { attemptId: c.t1, reply: { 'rubric-b': { overly_positive: 'no' } } });

    const queue = await s.call<ReviewQueueItem[]>('review.queue', {});
    expect(ids(queue)).toEqual([c.t4, c.t1, c.t2, c.t3]);
    expect(queue.map((i) => i.status)).toEqual(['awaiting', 'awaiting', 'blind_done', 'released']);
    expect(queue[1]).toEqual({
      attemptId: c.t1,
      trainee: { id: s.ids.trainee, name: 'Tam', cohort: 'Group A' },
      exercise: { id: c.e1.id, title: 'Family pressure' },
      scenario: { title: expect.any(String), cultureId: 'chinese', cultureName: 'Chinese' },
      attemptStatus: 'completed',
      completedAt: '2026-01-05T10:00:00.000Z',
      versions: 1,
      hasCritique: true,
      status: 'awaiting',
      reviewers: 0,
    });
    expect(queue.find((i) => i.attemptId === c.t4)!.hasCritique).toBe(false);
    expect(queue.find((i) => i.attemptId === c.t2)!.reviewers).toBe(1);

    // Another reviewer has their own statuses; the count of blind reviewers is shared.
    await s.as('second');
    await s.call('review.saveBlind', { attemptId: c.t2, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
    const theirs = await s.call<ReviewQueueItem[]>('review.queue', {});
    expect(theirs.map((i) => [i.attemptId, i.status, i.reviewers])).toEqual([
      [c.t3, 'awaiting', 1],
      [c.t4, 'awaiting', 0],
      [c.t1, 'awaiting', 0],
      [c.t2, 'blind_done', 2],
    ]);
    expect(ids(theirs)).not.toContain(c.inProgress);
  });

  it('filters by cohort, trainee, exercise, culture and status', async () => {
    const c = await classOfFour();
    await s.as('supervisor');
    await s.call('review.saveBlind', { attemptId: c.t2, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
    const queue = (filter: object) => s.call<ReviewQueueItem[]>('review.queue', filter).then(ids);
    expect(await queue({ cohort: 'Group A' })).toEqual([c.t3, c.t1]);
    expect(await queue({ cohort: 'Group B' })).toEqual([]);
    expect(await queue({ traineeId: s.ids.other })).toEqual([c.t4, c.t2]);
    expect(await queue({ exerciseId: c.e2.id })).toEqual([c.t3]);
    expect(await queue({ cultureId: 'chinese' })).toEqual([c.t4, c.t1]);
    expect(await queue({ cultureId: 'arabic', traineeId: s.ids.trainee })).toEqual([c.t3]);
    expect(await queue({ status: 'blind_done' })).toEqual([c.t2]);
    expect(await queue({ status: 'released' })).toEqual([]);
    expect(await queue({ status: 'awaiting', traineeId: s.ids.other })).toEqual([c.t4]);
    expect((await s.failure('review.queue', { status: 'done' })).code).toBe('invalid_request');
    // Instructors review too.
    await s.as('instructor');
    expect(await queue({})).toEqual([c.t2, c.t3, c.t4, c.t1]);
  });
});
