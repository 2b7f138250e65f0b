// Advisory hiding: only when the instructor switches it on (threshold.enforce) do trainees lose the
// judge x items that are advisory, in practice.get, practice.history and practice.scoreVersion (the
// streamed judgements too); panels and aggregates are recomputed without them and the items listed.
// Off by default, so trainees see every score before any calibration exists. Staff are unaffected.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemJudgement } from '../../shared/domain/judging';
import type { AttemptState, HistoryAttempt, VersionFeedback } from '../../shared/domain/practice';
import type { CalibrationReport } from '../../shared/domain/review';
import { calibrationClass, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let judge: string;
let attempts: { attemptId: number; versionId: number }[];
beforeEach(async () => {
  s = await startReviewServices();
  judge = await s.addJudge('Lab logprobs', { logprobs: true });
  ({ attempts } = await calibrationClass(s, judge));
});
afterEach(() => s.close());

const ADVISORY = [
  'overly_negative',
  'cognitive_empathy',
  'emotional_empathy',
  'emotion_regulation',
  'cultural_understanding',
  'usefulness_for_training',
  'risk_handling',
];

async function enforce(on: boolean, minPairs = 10) {
  await s.as('instructor');
  await s.call('calibration.setThreshold', { statistic: 'weighted_kappa', minimum: 0.4, minPairs, enforce: on });
}

describe('advisory hiding', () => {
  it('is off by default: trainees see every judgement, as before calibration', async () => {
    await s.as('trainee');
    const feedback = (await s.call<AttemptState>('practice.get', { attemptId: attempts[0]!.attemptId })).versions[0]!
      .feedback[0]!;
    expect(feedback.result!.judgements).toHaveLength(8);
    expect(feedback).not.toHaveProperty('advisoryItems');
  });

  it('hides advisory judge x items from trainees when enforced, everywhere they could see them', async () => {
    await enforce(true);
    await s.as('trainee');
    const { attemptId, versionId } = attempts[0]!;
    const feedback = (await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback[0]!;
    expect(feedback.status).toBe('done');
    expect(feedback.result!.judgements.map((j) => [j.item, j.judgeId])).toEqual([['overly_positive', judge]]);
    expect(feedback.advisoryItems).toEqual(ADVISORY);
    expect(Object.keys(feedback.result!.panels)).toEqual(['overly_positive']);
    expect(feedback.result!.panels.overly_positive).toMatchObject({ scored: 1 });

    const history = await s.call<HistoryAttempt[]>('practice.history', {});
    expect(history.every((h) => h.versions[0]!.scores.every((sc) => sc.item === 'overly_positive'))).toBe(true);
    expect(history[0]!.versions[0]!.scores).toHaveLength(1);

    const run = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId });
    expect(run.value[0]!.result!.judgements.map((j) => j.item)).toEqual(['overly_positive']);
    expect(run.value[0]!.advisoryItems).toEqual(ADVISORY);
    expect(run.outputs.map((o) => (JSON.parse(o.text) as ItemJudgement).item)).toEqual(['overly_positive']);
    expect(run.progress.at(-1)).toEqual({ done: 8, total: 8 });

    // Staff see everything (the supervisor has reviewed these attempts).
    await s.as('supervisor');
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback[0]!.result!.judgements,
    ).toHaveLength(8);

    // With more pairs needed, the judge is advisory on every item, and the trainee sees no score at all.
    await enforce(true, 11);
    await s.as('trainee');
    const none = (await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback[0]!;
    expect(none.result!.judgements).toEqual([]);
    expect(none.result!.aggregates[judge]).toEqual({});
    expect(none.advisoryItems).toHaveLength(8);
    // Switched off again: everything is back.
    await enforce(false, 11);
    await s.as('trainee');
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback[0]!.result!.judgements,
    ).toHaveLength(8);
  });

  it('follows new reviews: an item becomes visible once its judge agrees well enough', async () => {
    await enforce(true);
    await s.as('supervisor');
    const report = await s.call<CalibrationReport>('calibration.report', {});
    expect(report.rows.find((r) => r.item === 'overly_positive')!.advisory).toBe(false);
    await s.as('instructor');
    await s.call('calibration.setThreshold', { statistic: 'kappa', minimum: 0.5, minPairs: 10, enforce: true });
    await s.as('trainee');
    const { attemptId } = attempts[0]!;
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback[0]!.result!.judgements,
    ).toEqual([]);
    // A second supervisor agreeing with the first on four versions lifts kappa to 4/7 > .5.
    await s.as('second');
    for (const [n, i] of [0, 1, 6, 7].entries()) {
      const cell = n < 2 ? 'yes' : 'no';
      await s.call('review.saveBlind', {
        attemptId: attempts[i]!.attemptId,
        reply: {
          'rubric-b': {
            overly_positive: cell,
            overly_negative: 'no',
            cognitive_empathy: 'agree',
            emotional_empathy: 'agree',
            emotion_regulation: 'agree',
            cultural_understanding: 'yes',
            usefulness_for_training: 'with_revision',
            risk_handling: 'not_applicable',
          },
        },
        submit: true,
      });
    }
    await s.as('trainee');
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId })).versions[0]!.feedback[0]!.result!.judgements.map(
        (j) => j.item,
      ),
    ).toEqual(['overly_positive']);
  });

  it('never shows scores the exercise keeps for the supervisor, enforced or not', async () => {
    s.db
      .prepare("UPDATE attempt SET config = json_set(config, '$.aiScoresVisible', json('false')) WHERE id = ?")
      .run(attempts[0]!.attemptId);
    await enforce(true);
    await s.as('trainee');
    expect(
      (await s.call<AttemptState>('practice.get', { attemptId: attempts[0]!.attemptId })).versions[0]!.feedback[0]!
        .result,
    ).toBeNull();
  });
});
