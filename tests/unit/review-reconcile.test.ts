// The reconcile view over a real chat server: per rubric item the reviewer's blind rating beside each
// judge's judgement of the final version with its rationale; accepting a judge rounds its expected
// score to the nearest point on 1-5 and agreement items and takes its chosen option on categorical
// ones; overriding keeps the reviewer's option. A final version never scored shows no judges.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptState, Exercise } from '../../shared/domain/practice';
import type { ReconcileItem, ReviewState } from '../../shared/domain/review';
import { defaultScript, FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let exercise: Exercise;
let logprobJudge: string;
let jsonJudge: string;
beforeEach(async () => {
  s = await startReviewServices();
  logprobJudge = await s.addJudge('Lab logprobs', { logprobs: true });
  jsonJudge = await s.addJudge('Lab JSON', { logprobs: false });
  exercise = await s.createExercise({
    steps: ['draft'],
    feedbackRounds: 2,
    rubricIds: ['rubric-a', 'rubric-b'],
    judgeIds: [logprobJudge, jsonJudge],
  });
  // The log-prob judge's distributions per item (expected score vs most likely option differ on purpose).
  const distributions: Record<string, Record<string, number>> = {
    empathy: { '4': 0.6, '3': 0.4 }, // 3.6 -> 4
    helpfulness: { '3': 0.5, '4': 0.5 }, // 3.5 -> 4 (ties go up)
    knowledge: { '2': 0.7, '3': 0.3 }, // 2.3 -> 2
    cognitive_empathy: { '5': 0.3, '4': 0.3, '3': 0.4 }, // 3.9 -> agree, although neutral is the most likely
    overly_positive: { A: 0.3, B: 0.3, C: 0.4 }, // categorical: the chosen option (C = no), not the rounded mean (0.9 -> somewhat)
  };
  s.setScript((reply, item, mode) => {
    if (mode === 'logprobs' && distributions[item.id]) return { probabilities: distributions[item.id]! };
    if (mode === 'json' && item.id === 'cultural_understanding')
      return { key: 'B', rationale: 'Names the family duty but not how it shapes the shame.' };
    return defaultScript(reply, item, mode);
  });
});
afterEach(() => s.close());

const REPLY =
  'That sounds so heavy. Wanting to teach small children is not selfish, and you do not have to shrink yourself.';

const itemOf = (state: ReviewState, rubricId: string, item: string): ReconcileItem =>
  state.reconcile!.find((i) => i.rubricId === rubricId && i.item === item)!;

async function reviewed(): Promise<{ attemptId: number }> {
  const { attemptId } = await s.completeAttempt({ exercise, text: REPLY });
  await s.as('supervisor');
  expect(
    (
      await s.failure('review.reconcile', {
        attemptId,
        rubricId: 'rubric-a',
        item: 'empathy',
        decision: { override: '3' },
      })
    ).code,
  ).toBe('conflict');
  await s.call('review.saveBlind', {
    attemptId,
    reply: { 'rubric-a': { empathy: '2' }, 'rubric-b': FULL_RUBRIC_B },
    submit: true,
  });
  return { attemptId };
}

describe('the reconcile view', () => {
  it('shows the reviewer’s rating beside every judge’s, with rationales, and the final rating', async () => {
    const { attemptId } = await reviewed();
    const state = await s.call<ReviewState>('review.get', { attemptId });
    expect(state.reconcile!.map((i) => `${i.rubricId}:${i.item}`)).toHaveLength(15);
    const empathy = itemOf(state, 'rubric-a', 'empathy');
    expect(empathy.supervisor).toEqual({ option: '2', score: 2 });
    expect(empathy.judges).toEqual([
      {
        judgeId: logprobJudge,
        judgeLabel: 'Lab logprobs',
        status: 'ok',
        score: expect.closeTo(3.6, 6),
        option: '4',
        rationale: null,
      },
      {
        judgeId: jsonJudge,
        judgeLabel: 'Lab JSON',
        status: 'ok',
        score: 4,
        option: '4',
        rationale: 'Rationale for Empathy.',
      },
    ]);
    expect(empathy.final).toEqual({ option: '2', score: 2, source: 'supervisor', judgeId: null });
    // Items the reviewer left unrated have no final rating until one is chosen.
    expect(itemOf(state, 'rubric-a', 'helpfulness')).toMatchObject({
      supervisor: { option: null, score: null },
      final: null,
    });
    expect(itemOf(state, 'rubric-b', 'cultural_understanding').judges[1]).toMatchObject({
      option: 'partially',
      rationale: 'Names the family duty but not how it shapes the shame.',
    });
    expect(itemOf(state, 'rubric-b', 'cognitive_empathy').judges[0]).toMatchObject({
      option: 'neutral',
      score: expect.closeTo(3.9, 6),
    });
  });

  it('accepts a judge’s rating, rounded onto the scale, or overrides it', async () => {
    const { attemptId } = await reviewed();
    const accept = (rubricId: string, item: string, judgeId = logprobJudge) =>
      s.call<ReviewState>('review.reconcile', { attemptId, rubricId, item, decision: { accept: judgeId } });
    expect(itemOf(await accept('rubric-a', 'empathy'), 'rubric-a', 'empathy').final).toEqual({
      option: '4',
      score: 4,
      source: 'judge',
      judgeId: logprobJudge,
    });
    expect(itemOf(await accept('rubric-a', 'helpfulness'), 'rubric-a', 'helpfulness').final).toMatchObject({
      option: '4',
      source: 'judge',
    });
    expect(itemOf(await accept('rubric-a', 'knowledge'), 'rubric-a', 'knowledge').final).toMatchObject({
      option: '2',
      score: 2,
    });
    expect(itemOf(await accept('rubric-b', 'cognitive_empathy'), 'rubric-b', 'cognitive_empathy').final).toMatchObject({
      option: 'agree',
      score: 4,
    });
    expect(itemOf(await accept('rubric-b', 'overly_positive'), 'rubric-b', 'overly_positive').final).toMatchObject({
      option: 'no',
      score: 0,
    });
    expect(
      itemOf(await accept('rubric-b', 'cultural_understanding', jsonJudge), 'rubric-b', 'cultural_understanding').final,
    ).toEqual({
      option: 'partially',
      score: 1,
      source: 'judge',
      judgeId: jsonJudge,
    });

    const overridden = await s.call<ReviewState>('review.reconcile', {
      attemptId,
      rubricId: 'rubric-a',
      item: 'empathy',
      decision: { override: '3' },
    });
    expect(itemOf(overridden, 'rubric-a', 'empathy')).toMatchObject({
      supervisor: { option: '2' },
      final: { option: '3', score: 3, source: 'supervisor', judgeId: null },
    });
    // The blind rating itself never changes.
    expect(overridden.blind.reply['rubric-a']).toEqual({ empathy: '2' });

    expect(
      (
        await s.failure('review.reconcile', {
          attemptId,
          rubricId: 'rubric-a',
          item: 'empathy',
          decision: { accept: 'no-such-judge' },
        })
      ).message,
    ).toMatch(/gave no rating/);
    expect(
      (
        await s.failure('review.reconcile', {
          attemptId,
          rubricId: 'rubric-a',
          item: 'empathy',
          decision: { override: 'agree' },
        })
      ).message,
    ).toMatch(/not an option/);
    expect(
      (
        await s.failure('review.reconcile', {
          attemptId,
          rubricId: 'rubric-a',
          item: 'nonsense',
          decision: { override: '3' },
        })
      ).message,
    ).toMatch(/no item "nonsense"/);
    // Each reviewer has their own final ratings.
    await s.as('second');
    expect(
      (
        await s.failure('review.reconcile', {
          attemptId,
          rubricId: 'rubric-a',
          item: 'empathy',
          decision: { override: '3' },
        })
      ).code,
    ).toBe('conflict');
  });

  it('reviews the last version; one never scored shows no judges and offers nothing to accept', async () => {
    await s.as('trainee');
    let attempt = await s.call<AttemptState>('practice.open', {
      exerciseId: exercise.id,
      scenarioId: exercise.scenarios[0]!.id,
    });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    attempt = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: 'A first try.',
      forFeedback: true,
    });
    await s.task('practice.scoreVersion', { versionId: attempt.versions[0]!.id });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    attempt = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: REPLY,
      forFeedback: false,
    });
    expect(attempt.status).toBe('completed');

    await s.as('supervisor');
    const state = await s.call<ReviewState>('review.saveBlind', {
      attemptId: attempt.id,
      reply: { 'rubric-b': FULL_RUBRIC_B },
      submit: true,
    });
    expect(state.finalVersion).toMatchObject({ number: 2, text: REPLY });
    expect(state.reconcile!.every((i) => i.judges.length === 0)).toBe(true);
    expect(itemOf(state, 'rubric-b', 'overly_positive').final).toMatchObject({ option: 'no', source: 'supervisor' });
    expect(
      (
        await s.failure('review.reconcile', {
          attemptId: attempt.id,
          rubricId: 'rubric-b',
          item: 'overly_positive',
          decision: { accept: logprobJudge },
        })
      ).code,
    ).toBe('invalid_request');
  });
});
