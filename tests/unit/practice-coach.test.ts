// Live coaching on a draft with the real fast analyzer (bundled encoder, fastText): sentences with
// strategies, the post's annotated phrases the reply engages, safety flags, an instant answer for an
// empty draft, and no expert spans before the trainee has submitted their spotting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../shared/analyzer/types';
import type { AttemptState } from '../../shared/domain/practice';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
let attempt: AttemptState;
beforeAll(async () => {
  s = await startPracticeServices();
  const exercise = await s.createExercise({ steps: ['draft'], feedbackRounds: 0, rubricIds: [] });
  await s.as('trainee');
  attempt = await s.call<AttemptState>('practice.open', {
    exerciseId: exercise.id,
    scenarioId: exercise.scenarios[0]!.id,
  });
  await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
}, 60_000);
afterAll(async () => {
  await s.practice.stop();
  s.cleanup();
});

const REPLY =
  'It sounds like you feel ashamed of who you are, and angry that you feel that way. ' +
  'Being the eldest son who is supposed to take over the shop is a heavy duty. ' +
  'Have you been able to talk to your mum about the preschool training? ' +
  'Wanting this is not selfish.';

describe('practice.coach', () => {
  it('answers an empty draft at once with nothing engaged and nothing flagged', async () => {
    const started = performance.now();
    const empty = await s.call<AnalysisResult>('practice.coach', { attemptId: attempt.id, text: '   ' });
    console.log(`practice.coach (empty text, analyzer still loading): ${(performance.now() - started).toFixed(1)} ms`);
    expect(empty.sentences).toEqual([]);
    expect(empty.flags).toEqual([]);
    expect(empty.spans).toHaveLength(12);
    expect(empty.spans.every((sp) => !sp.engaged && sp.spanId !== null)).toBe(true);
    expect(empty.language.expected).toBe('en');
  });

  it('labels each sentence, finds the annotated phrases the reply engages, and checks the language', async () => {
    const result = await s.call<AnalysisResult>('practice.coach', { attemptId: attempt.id, text: REPLY });
    expect(result.sentences.map((x) => REPLY.slice(x.start, x.end))).toEqual(result.sentences.map((x) => x.text));
    expect(result.sentences).toHaveLength(4);
    expect(result.sentences[2]!.strategy).toBe('Questions');
    expect(result.sentences[0]!.strategy).toBe('Reflection of Feelings');
    const engaged = result.spans.filter((sp) => sp.engaged).map((sp) => sp.phrase);
    expect(engaged).toEqual(expect.arrayContaining(['also angry that I feel ashamed', 'Is it selfish to want this?']));
    expect(result.spans.find((sp) => sp.phrase === 'a kindergarten run by our temple')!.engaged).toBe(false);
    expect(result.language.matches).toBe(true);
    expect(result.meta.encoder).toBe(true);

    // Typing on: later calls reuse the loaded analyzer and the prepared post.
    const times: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const started = performance.now();
      await s.call('practice.coach', { attemptId: attempt.id, text: `${REPLY} ${'You matter. '.repeat(i)}` });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`practice.coach while typing: median ${times[5]!.toFixed(1)} ms, max ${times[9]!.toFixed(1)} ms`);
  });

  it('flags wording that minimises the distress', async () => {
    const result = await s.call<AnalysisResult>('practice.coach', {
      attemptId: attempt.id,
      text: 'Just get over it, it is not a big deal. Everything happens for a reason, so stay positive!',
    });
    expect(result.flags.map((f) => f.code)).toEqual(expect.arrayContaining(['minimising']));
  });

  it('leaves the expert spans out while the trainee has not submitted their spotting', async () => {
    await s.as('instructor');
    const exercise = await s.createExercise({
      title: 'With spotting',
      steps: ['spot', 'draft'],
      feedbackRounds: 0,
      rubricIds: [],
    });
    await s.as('trainee');
    const spotting = await s.call<AttemptState>('practice.open', {
      exerciseId: exercise.id,
      scenarioId: exercise.scenarios[0]!.id,
    });
    await s.call('practice.advance', { attemptId: spotting.id, to: 'spot' });
    expect((await s.call<AnalysisResult>('practice.coach', { attemptId: spotting.id, text: REPLY })).spans).toEqual([]);
    await s.call('practice.submitSpotting', { attemptId: spotting.id });
    expect(
      (await s.call<AnalysisResult>('practice.coach', { attemptId: spotting.id, text: REPLY })).spans,
    ).toHaveLength(12);
  });
});
