// Releasing a review over the real services: it needs the blind rating submitted; the trainee then
// sees (only) released reviews with the final ratings, comments, overall comment and the reviewer's
// name, and their history counts them; withdrawing hides it again. Other trainees see nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exercise, HistoryAttempt } from '../../shared/domain/practice';
import type { ReleasedReview, ReviewState } from '../../shared/domain/review';
import { FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let exercise: Exercise;
let judge: string;
beforeEach(async () => {
  s = await startReviewServices();
  judge = await s.addJudge('Lab JSON', { logprobs: false });
  exercise = await s.createExercise({
    steps: ['draft', 'critique'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    judgeIds: [judge],
    assignees: { profileIds: [], cohorts: ['Group A'] },
  });
});
afterEach(() => s.close());

const REPLY = 'That sounds so heavy. Wanting to teach small children is not selfish.';
const CRITIQUE = 'The Standard response gives advice before it listens.';

describe('release', () => {
  it('releases a submitted review to its trainee only, and withdraws it', async () => {
    const { attemptId, versionId } = await s.completeAttempt({ exercise, text: REPLY, critique: { text: CRITIQUE } });
    await s.as('supervisor');
    await s.call('review.addComment', { attemptId, target: 'reply', start: 0, end: 4, body: 'Good opening.' });
    await s.call('review.setOverallComment', { attemptId, text: 'Warm and specific.' });
    expect((await s.failure('review.release', { attemptId, released: true })).code).toBe('conflict');
    await s.call('review.saveBlind', {
      attemptId,
      reply: { 'rubric-a': { empathy: '2', helpfulness: '3' }, 'rubric-b': FULL_RUBRIC_B },
      submit: true,
    });
    await s.call('review.reconcile', { attemptId, rubricId: 'rubric-a', item: 'empathy', decision: { accept: judge } });
    await s.call('review.reconcile', {
      attemptId,
      rubricId: 'rubric-a',
      item: 'knowledge',
      decision: { override: '5' },
    });

    // Nothing is released yet.
    await s.as('trainee');
    expect(await s.call<ReleasedReview[]>('review.released', { attemptId })).toEqual([]);

    await s.as('supervisor');
    const released = await s.call<ReviewState>('review.release', { attemptId, released: true });
    expect(released).toMatchObject({ status: 'released', releasedAt: expect.any(String) });
    // Releasing again keeps the first release time.
    expect((await s.call<ReviewState>('review.release', { attemptId, released: true })).releasedAt).toBe(
      released.releasedAt,
    );

    await s.as('trainee');
    const seen = await s.call<ReleasedReview[]>('review.released', { attemptId });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      attemptId,
      supervisorName: 'Dr. Sup',
      releasedAt: released.releasedAt,
      overallComment: 'Warm and specific.',
      comments: [{ target: 'reply', quote: 'That', body: 'Good opening.', authorName: 'Dr. Sup' }],
      finalVersion: { id: versionId, text: REPLY },
      critiqueText: CRITIQUE,
    });
    const finals = Object.fromEntries(
      seen[0]!.finalRatings.map((r) => [`${r.rubricId}:${r.item}`, [r.option, r.score]]),
    );
    expect(finals).toEqual({
      // accepted from the judge (JSON answer "4"), the reviewer's own, an override; items nobody rated are left out
      'rubric-a:empathy': ['4', 4],
      'rubric-a:helpfulness': ['3', 3],
      'rubric-a:knowledge': ['5', 5],
      'rubric-b:overly_positive': ['no', 0],
      'rubric-b:overly_negative': ['no', 0],
      'rubric-b:cognitive_empathy': ['agree', 4],
      'rubric-b:emotional_empathy': ['agree', 4],
      'rubric-b:emotion_regulation': ['strongly_agree', 5],
      'rubric-b:cultural_understanding': ['partially', 1],
      'rubric-b:usefulness_for_training': ['with_revision', 1],
      'rubric-b:risk_handling': ['not_applicable', null],
    });
    expect((await s.call<HistoryAttempt[]>('practice.history', {}))[0]!.releasedReviews).toBe(1);

    // Another trainee may not read it; staff may.
    await s.as('other');
    expect((await s.failure('review.released', { attemptId })).code).toBe('forbidden');
    await s.as('instructor');
    expect(await s.call<ReleasedReview[]>('review.released', { attemptId })).toHaveLength(1);

    await s.as('supervisor');
    expect(await s.call<ReviewState>('review.release', { attemptId, released: false })).toMatchObject({
      status: 'blind_done',
      releasedAt: null,
    });
    await s.as('trainee');
    expect(await s.call<ReleasedReview[]>('review.released', { attemptId })).toEqual([]);
    expect((await s.call<HistoryAttempt[]>('practice.history', {}))[0]!.releasedReviews).toBe(0);
  });

  it('shows the trainee every released review, each with its own reviewer’s ratings', async () => {
    const { attemptId } = await s.completeAttempt({ exercise, text: REPLY, critique: { text: CRITIQUE } });
    for (const [who, empathy] of [
      ['supervisor', '2'],
      ['second', '5'],
    ] as const) {
      await s.as(who);
      await s.call('review.saveBlind', {
        attemptId,
        reply: { 'rubric-a': { empathy }, 'rubric-b': FULL_RUBRIC_B },
        submit: true,
      });
    }
    await s.as('second');
    await s.call('review.release', { attemptId, released: true });
    await s.as('trainee');
    let seen = await s.call<ReleasedReview[]>('review.released', { attemptId });
    expect(seen.map((r) => [r.supervisorName, r.finalRatings.find((f) => f.item === 'empathy')!.option])).toEqual([
      ['Dr. Second', '5'],
    ]);
    await s.as('supervisor');
    await s.call('review.release', { attemptId, released: true });
    await s.as('trainee');
    seen = await s.call<ReleasedReview[]>('review.released', { attemptId });
    expect(seen.map((r) => [r.supervisorName, r.finalRatings.find((f) => f.item === 'empathy')!.option])).toEqual([
      ['Dr. Second', '5'],
      ['Dr. Sup', '2'],
    ]);
    expect((await s.call<HistoryAttempt[]>('practice.history', {}))[0]!.releasedReviews).toBe(2);
  });
});
