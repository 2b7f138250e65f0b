// Review comments over the real services: anchored to [start, end) of the trainee's final reply or
// critique (offsets checked, the quote taken from the text), listed per reviewer, deleted only by their
// author; and the overall comment.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exercise } from '../../shared/domain/practice';
import type { ReviewState } from '../../shared/domain/review';
import { startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let exercise: Exercise;
beforeEach(async () => {
  s = await startReviewServices();
  await s.addIdleJudge();
  exercise = await s.createExercise({ steps: ['draft', 'critique'], feedbackRounds: 1, rubricIds: ['rubric-a'] });
});
afterEach(() => s.close());

const REPLY = 'That sounds so heavy. Wanting to teach small children is not selfish.';
const CRITIQUE = 'The Standard response gives advice before it listens.';
const span = (text: string, phrase: string) => ({
  start: text.indexOf(phrase),
  end: text.indexOf(phrase) + phrase.length,
});

describe('comments', () => {
  it('anchors comments to spans of the reply or critique and quotes them', async () => {
    const { attemptId, versionId } = await s.completeAttempt({
      exercise,
      text: REPLY,
      score: false,
      critique: { text: CRITIQUE },
    });
    await s.as('supervisor');
    await s.call('review.addComment', {
      attemptId,
      target: 'critique',
      ...span(CRITIQUE, 'advice before it listens'),
      body: 'Good catch.',
    });
    const state = await s.call<ReviewState>('review.addComment', {
      attemptId,
      target: 'reply',
      ...span(REPLY, 'not selfish'),
      body: 'Say why it is not selfish.',
    });
    expect(state.status).toBe('awaiting'); // comments need no submitted blind rating
    expect(state.comments).toEqual([
      {
        id: expect.any(Number),
        target: 'reply',
        ...span(REPLY, 'not selfish'),
        quote: 'not selfish',
        body: 'Say why it is not selfish.',
        authorName: 'Dr. Sup',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        target: 'critique',
        ...span(CRITIQUE, 'advice before it listens'),
        quote: 'advice before it listens',
        body: 'Good catch.',
        authorName: 'Dr. Sup',
        createdAt: expect.any(String),
      },
    ]);
    const stored = s.db.prepare('SELECT target, version_id FROM review_comment ORDER BY id').all();
    expect(stored).toEqual([
      { target: 'critique', version_id: null },
      { target: 'reply', version_id: versionId },
    ]);

    // The last character is the end; one beyond is refused, as are empty and reversed spans.
    expect(
      (
        await s.call<ReviewState>('review.addComment', {
          attemptId,
          target: 'reply',
          start: REPLY.length - 1,
          end: REPLY.length,
          body: 'Full stop.',
        })
      ).comments[1]!.quote,
    ).toBe('.');
    expect(
      (await s.failure('review.addComment', { attemptId, target: 'reply', start: 0, end: REPLY.length + 1, body: 'x' }))
        .message,
    ).toMatch(/outside the reply/);
    expect(
      (
        await s.failure('review.addComment', {
          attemptId,
          target: 'critique',
          start: 0,
          end: CRITIQUE.length + 1,
          body: 'x',
        })
      ).message,
    ).toMatch(/outside the critique/);
    expect(
      (await s.failure('review.addComment', { attemptId, target: 'reply', start: 5, end: 5, body: 'x' })).code,
    ).toBe('invalid_request');
    expect(
      (await s.failure('review.addComment', { attemptId, target: 'reply', start: 0, end: 4, body: '   ' })).code,
    ).toBe('invalid_request');
  });

  it('refuses critique comments when there is no critique', async () => {
    const plain = await s.createExercise({
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      scenarioIds: [s.scenarioId('builtin:ar-02')],
    });
    const { attemptId } = await s.completeAttempt({ exercise: plain, text: REPLY, score: false });
    await s.as('supervisor');
    expect(
      (await s.failure('review.addComment', { attemptId, target: 'critique', start: 0, end: 3, body: 'x' })).message,
    ).toMatch(/no critique/);
  });

  it('shows each reviewer their own comments, and lets only the author delete one', async () => {
    const { attemptId } = await s.completeAttempt({
      exercise,
      text: REPLY,
      score: false,
      critique: { text: CRITIQUE },
    });
    await s.as('supervisor');
    const mine = (
      await s.call<ReviewState>('review.addComment', { attemptId, target: 'reply', start: 0, end: 4, body: 'Mine.' })
    ).comments[0]!;
    await s.as('second');
    const theirs = await s.call<ReviewState>('review.addComment', {
      attemptId,
      target: 'reply',
      start: 5,
      end: 11,
      body: 'Theirs.',
    });
    expect(theirs.comments.map((c) => [c.body, c.authorName])).toEqual([['Theirs.', 'Dr. Second']]);
    expect((await s.failure('review.deleteComment', { attemptId, commentId: mine.id })).code).toBe('forbidden');
    expect((await s.failure('review.deleteComment', { attemptId, commentId: 987654 })).code).toBe('not_found');
    const gone = await s.call<ReviewState>('review.deleteComment', { attemptId, commentId: theirs.comments[0]!.id });
    expect(gone.comments).toEqual([]);
    await s.as('supervisor');
    expect((await s.call<ReviewState>('review.get', { attemptId })).comments.map((c) => c.body)).toEqual(['Mine.']);
  });

  it('keeps one overall comment per reviewer', async () => {
    const { attemptId } = await s.completeAttempt({
      exercise,
      text: REPLY,
      score: false,
      critique: { text: CRITIQUE },
    });
    await s.as('supervisor');
    expect((await s.call<ReviewState>('review.get', { attemptId })).overallComment).toBe('');
    await s.call('review.setOverallComment', { attemptId, text: 'A warm start. ' });
    expect(
      (
        await s.call<ReviewState>('review.setOverallComment', {
          attemptId,
          text: '  Warm, and specific to the family.  ',
        })
      ).overallComment,
    ).toBe('Warm, and specific to the family.');
    await s.as('second');
    expect((await s.call<ReviewState>('review.get', { attemptId })).overallComment).toBe('');
  });
});
