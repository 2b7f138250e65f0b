// Blind-first review over the real services and a real chat server: until a reviewer submits their
// blind rating of an attempt, no AI score reaches them (review.get, practice.get, practice.scoreVersion);
// submitting needs every Rubric B item of the reply, locks the ratings and opens the reconcile view.
// Trainees may not review; only completed attempts of others are reviewed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptState, Exercise, HistoryAttempt, VersionFeedback } from '../../shared/domain/practice';
import type { HumanRating } from '../../shared/domain/ratings';
import type { ReviewQueueItem, ReviewState } from '../../shared/domain/review';
import { FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let exercise: Exercise;
let judges: string[];
beforeEach(async () => {
  s = await startReviewServices();
  judges = [await s.addJudge('Lab logprobs', { logprobs: true }), await s.addJudge('Lab JSON', { logprobs: false })];
  exercise = await s.createExercise({
    steps: ['draft', 'reveal', 'critique'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a', 'rubric-b'],
    judgeIds: judges,
  });
});
afterEach(() => s.close());

const REPLY =
  'That sounds so heavy. Wanting to teach small children is not selfish, and you do not have to shrink yourself.';
const CRITIQUE = 'The Standard response gives advice before it listens.';

/** True when any AI judgement (score or rationale) is in the value. */
const hasScores = (feedback: VersionFeedback[]) => feedback.some((f) => f.result !== null);

describe('blind first', () => {
  it('keeps every AI score from a reviewer until their blind rating is submitted, then shows them', async () => {
    const { attemptId, versionId, feedback } = await s.completeAttempt({
      exercise,
      text: REPLY,
      critique: { text: CRITIQUE, ratings: { cognitive_empathy: 'agree' } },
    });
    expect(feedback.map((f) => [f.rubricId, f.status])).toEqual([
      ['rubric-a', 'done'],
      ['rubric-b', 'done'],
    ]);
    // The trainee sees their scores as before.
    expect(hasScores((await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback)).toBe(true);

    for (const who of ['supervisor', 'instructor'] as const) {
      await s.as(who);
      const state = await s.call<ReviewState>('review.get', { attemptId });
      expect(state).toMatchObject({
        attemptId,
        status: 'awaiting',
        reconcile: null,
        rubricIds: ['rubric-a', 'rubric-b'],
        finalVersion: { id: versionId, number: 1, text: REPLY },
      });
      expect(state.critique).toMatchObject({ text: CRITIQUE, traineeRatings: { cognitive_empathy: 'agree' } });
      const json = JSON.stringify(state);
      expect(json).not.toContain('Rationale for');
      for (const judge of judges) expect(json).not.toContain(judge);

      const attempt = await s.call<AttemptState>('practice.get', { attemptId });
      expect(attempt.versions[0]!.feedback.map((f) => [f.status, f.result])).toEqual([
        ['done', null],
        ['done', null],
      ]);
      const rerun = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
      expect(rerun.value.map((f) => f.result)).toEqual([null, null]);
      expect(rerun.outputs).toEqual([]);
      expect(rerun.progress.at(-1)!.done).toBeGreaterThan(0);
    }

    await s.as('supervisor');
    const submitted = await s.call<ReviewState>('review.saveBlind', {
      attemptId,
      reply: { 'rubric-b': FULL_RUBRIC_B },
      critique: { cognitive_empathy: 'disagree' },
      submit: true,
    });
    expect(submitted).toMatchObject({
      status: 'blind_done',
      blind: {
        reply: { 'rubric-b': FULL_RUBRIC_B },
        critique: { cognitive_empathy: 'disagree' },
        submittedAt: expect.any(String),
      },
    });
    expect(submitted.reconcile).toHaveLength(7 + 8);
    expect(JSON.stringify(submitted.reconcile)).toContain('Rationale for Empathy.');
    const seen = await s.call<AttemptState>('practice.get', { attemptId });
    expect(seen.versions[0]!.feedback.every((f) => f.result !== null && f.result.judgements.length > 0)).toBe(true);
    const rerun = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(rerun.outputs.length).toBe(2 * (7 + 8));

    // Another reviewer is still blind.
    await s.as('instructor');
    expect(hasScores((await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback)).toBe(false);
    expect((await s.call<ReviewState>('review.get', { attemptId })).reconcile).toBeNull();

    // The trainee's history keeps their scores.
    await s.as('trainee');
    const history = await s.call<HistoryAttempt[]>('practice.history', {});
    expect(history[0]!.versions[0]!.scores.length).toBeGreaterThan(0);
    expect(history[0]!.releasedReviews).toBe(0);
  });

  it('stores blind ratings as supervisor ratings of the final version and the Standard response', async () => {
    const { attemptId, versionId } = await s.completeAttempt({ exercise, text: REPLY, critique: { text: CRITIQUE } });
    await s.as('supervisor');
    await s.call('review.saveBlind', {
      attemptId,
      reply: { 'rubric-a': { empathy: '4' }, 'rubric-b': { cognitive_empathy: 'agree' } },
      critique: { overly_negative: 'somewhat' },
    });
    const onVersion = await s.call<HumanRating[]>('ratings.list', { targetType: 'draft_version', targetId: versionId });
    expect(
      onVersion.filter((r) => r.role === 'supervisor').map((r) => [r.rubricId, r.item, r.option, r.score, r.raterName]),
    ).toEqual([
      ['rubric-a', 'empathy', '4', 4, 'Dr. Sup'],
      ['rubric-b', 'cognitive_empathy', 'agree', 4, 'Dr. Sup'],
    ]);
    const state = await s.call<ReviewState>('review.get', { attemptId });
    expect(state.blind).toEqual({
      reply: { 'rubric-a': { empathy: '4' }, 'rubric-b': { cognitive_empathy: 'agree' } },
      critique: { overly_negative: 'somewhat' },
      submittedAt: null,
    });
    // null clears an item; rubrics left out stay as they are.
    const cleared = await s.call<ReviewState>('review.saveBlind', {
      attemptId,
      reply: { 'rubric-b': { cognitive_empathy: null } },
    });
    expect(cleared.blind.reply).toEqual({ 'rubric-a': { empathy: '4' } });
  });
});

describe('submitting the blind rating', () => {
  it('needs every Rubric B item of the reply, saves the ratings anyway, and locks them once submitted', async () => {
    const { attemptId } = await s.completeAttempt({ exercise, text: REPLY, critique: { text: CRITIQUE } });
    await s.as('supervisor');
    const partial = { overly_positive: 'no', cognitive_empathy: 'agree' };
    const error = await s.failure('review.saveBlind', { attemptId, reply: { 'rubric-b': partial }, submit: true });
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('Your ratings are saved');
    for (const name of [
      'Overly negative',
      'Emotional empathy',
      'Emotion regulation',
      'Cultural understanding',
      'Risk handling',
    ])
      expect(error.message).toContain(name);
    expect(error.message).not.toContain('Overly positive');
    expect(error.details).toMatchObject({
      missing: expect.arrayContaining([{ rubricId: 'rubric-b', item: 'risk_handling' }]),
    });
    expect((error.details as { missing: unknown[] }).missing).toHaveLength(6);
    const saved = await s.call<ReviewState>('review.get', { attemptId });
    expect(saved).toMatchObject({
      status: 'awaiting',
      reconcile: null,
      blind: { reply: { 'rubric-b': partial }, submittedAt: null },
    });

    // Rubric A is optional; the rest of Rubric B completes the rating.
    const done = await s.call<ReviewState>('review.saveBlind', {
      attemptId,
      reply: { 'rubric-b': FULL_RUBRIC_B },
      submit: true,
    });
    expect(done.status).toBe('blind_done');
    const again = await s.failure('review.saveBlind', { attemptId, reply: { 'rubric-b': { overly_positive: 'yes' } } });
    expect(again.code).toBe('conflict');
    // Nor can the locked ratings be changed through the general ratings method.
    const finalVersion = (await s.call<ReviewState>('review.get', { attemptId })).finalVersion!;
    const around = await s.failure('ratings.save', {
      targetType: 'draft_version',
      targetId: finalVersion.id,
      rubricId: 'rubric-b',
      role: 'supervisor',
      scores: { overly_positive: 'yes' },
    });
    expect(around.code).toBe('conflict');
    expect((await s.call<ReviewState>('review.get', { attemptId })).blind.reply['rubric-b']!.overly_positive).toBe(
      'no',
    );
  });

  it('checks items, options and rubrics, and a critique to rate', async () => {
    const plain = await s.createExercise({
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      judgeIds: judges,
    });
    const { attemptId } = await s.completeAttempt({ exercise: plain, text: REPLY, score: false });
    await s.as('supervisor');
    expect(
      (await s.failure('review.saveBlind', { attemptId, reply: { 'rubric-b': { nonsense: 'yes' } } })).message,
    ).toMatch(/no item "nonsense"/);
    expect(
      (await s.failure('review.saveBlind', { attemptId, reply: { 'rubric-b': { overly_positive: 'maybe' } } })).message,
    ).toMatch(/"maybe" is not an option/);
    expect(
      (await s.failure('review.saveBlind', { attemptId, reply: {}, critique: { overly_positive: 'no' } })).message,
    ).toMatch(/no critique/);
    // Rubric B is always rated, beside the exercise's rubrics.
    expect((await s.call<ReviewState>('review.get', { attemptId })).rubricIds).toEqual(['rubric-a', 'rubric-b']);
    const rubricOnly = await s.createExercise({
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-b'],
      judgeIds: judges,
      scenarioIds: [s.scenarioId('builtin:ar-01')],
    });
    const other = await s.completeAttempt({ exercise: rubricOnly, text: REPLY, score: false });
    await s.as('supervisor');
    expect(
      (await s.failure('review.saveBlind', { attemptId: other.attemptId, reply: { 'rubric-a': { empathy: '3' } } }))
        .message,
    ).toMatch(/rates rubric-b, not rubric-a/);
  });
});

describe('who reviews what', () => {
  it('lets supervisors and instructors review completed attempts of others; trainees nothing', async () => {
    const { attemptId } = await s.completeAttempt({ exercise, text: REPLY, critique: { text: CRITIQUE } });
    await s.as('trainee');
    for (const [method, request] of [
      ['review.queue', {}],
      ['review.get', { attemptId }],
      ['review.saveBlind', { attemptId, reply: {} }],
      ['review.reconcile', { attemptId, rubricId: 'rubric-b', item: 'overly_positive', decision: { override: 'no' } }],
      ['review.addComment', { attemptId, target: 'reply', start: 0, end: 4, body: 'x' }],
      ['review.setOverallComment', { attemptId, text: 'x' }],
      ['review.release', { attemptId, released: true }],
      ['calibration.report', {}],
      ['calibration.setThreshold', { statistic: 'kappa', minimum: 0.5, minPairs: 5 }],
      ['dashboard.class', {}],
    ] as const) {
      expect((await s.failure(method, request)).code).toBe('forbidden');
    }
    await s.as('supervisor');
    expect((await s.failure('calibration.setThreshold', { statistic: 'kappa', minimum: 0.5, minPairs: 5 })).code).toBe(
      'forbidden',
    );
    expect((await s.failure('review.get', { attemptId: 999999 })).code).toBe('not_found');

    // An attempt still in progress is not reviewed yet.
    await s.as('trainee');
    const second = await s.call<AttemptState>('practice.open', {
      exerciseId: exercise.id,
      scenarioId: exercise.scenarios[1]!.id,
    });
    await s.call('practice.advance', { attemptId: second.id, to: 'draft' });
    await s.call('practice.submitVersion', { attemptId: second.id, text: REPLY, forFeedback: true });
    await s.as('supervisor');
    expect(await s.failure('review.get', { attemptId: second.id })).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/still in progress/),
    });

    // Nobody reviews their own attempt.
    const own = await s.createExercise({
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      assignees: { profileIds: [s.ids.instructor], cohorts: [] },
    });
    let attempt = await s.call<AttemptState>('practice.open', { exerciseId: own.id, scenarioId: own.scenarios[0]!.id });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    attempt = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: REPLY,
      forFeedback: false,
    });
    expect(attempt.status).toBe('completed');
    expect((await s.failure('review.get', { attemptId: attempt.id })).code).toBe('forbidden');
    // Staff trying an exercise out are not queued for review.
    await s.as('supervisor');
    expect((await s.call<ReviewQueueItem[]>('review.queue', {})).map((i) => i.attemptId)).toEqual([attemptId]);
  });
});
