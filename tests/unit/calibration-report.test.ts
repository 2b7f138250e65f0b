// Judge calibration over real reviews and real judgements (chat server): a known 2x2 table gives
// kappa .40; rows are advisory below the threshold, with too few pairs or without a statistic; a
// second supervisor adds pairs (one per version and supervisor) and Krippendorff's alpha; only
// submitted blind ratings count; the threshold is the instructor's and is stored with the data.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalibrationReport, CalibrationRow, CalibrationThreshold } from '../../shared/domain/review';
import { calibrationClass, FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let judge: string;
beforeEach(async () => {
  s = await startReviewServices();
  judge = await s.addJudge('Lab logprobs', { logprobs: true });
});
afterEach(() => s.close());

const rowOf = (report: CalibrationReport, item: string, judgeId = judge): CalibrationRow =>
  report.rows.find((r) => r.item === item && r.judgeId === judgeId)!;

describe('calibration.report', () => {
  it('computes every statistic from the supervisors’ blind ratings and the judge’s judgements', async () => {
    const { attempts } = await calibrationClass(s, judge);
    const report = await s.call<CalibrationReport>('calibration.report', {});
    expect(report.threshold).toEqual({ statistic: 'weighted_kappa', minimum: 0.4, minPairs: 10, enforce: false });
    expect(report.rows.filter((r) => r.judgeId === judge).map((r) => r.item)).toEqual([
      'overly_positive',
      'overly_negative',
      'cognitive_empathy',
      'emotional_empathy',
      'emotion_regulation',
      'cultural_understanding',
      'usefulness_for_training',
      'risk_handling',
    ]);

    const positive = rowOf(report, 'overly_positive');
    expect(positive).toMatchObject({ judgeLabel: 'Lab logprobs', rubricId: 'rubric-b', advisory: false });
    const r = positive.result;
    expect(r.counts).toEqual({ pairs: 10, missing: 0, invalid: 0, rated: 10, scored: 10 });
    expect(r.exactAgreement).toEqual({ value: expect.closeTo(0.7, 10), n: 10, reason: null });
    expect(r.kappa).toMatchObject({ value: expect.closeTo(0.4, 10), n: 10, band: 'fair' });
    expect(r.linearWeightedKappa).toMatchObject({ value: expect.closeTo(0.4, 10), band: 'fair' });
    // yes = 2, no = 0: the judge said yes twice where the human said no, no once where the human said yes.
    expect(r.meanBias.value).toBeCloseTo(0.2, 10);
    expect(r.meanAbsoluteError.value).toBeCloseTo(0.6, 10);
    expect(r.groupedKappa).toBeNull();
    expect(r.supervisorAlpha).toBeNull();

    // Every reply was "agree" to the supervisor and 3.6 (rounds to agree) to the judge: exact agreement 1,
    // kappa undefined (one category only), so the item is advisory.
    const cognitive = rowOf(report, 'cognitive_empathy');
    expect(cognitive.result.exactAgreement.value).toBe(1);
    expect(cognitive.result.linearWeightedKappa).toMatchObject({ value: null, reason: 'single_category' });
    expect(cognitive.result.meanBias.value).toBeCloseTo(-0.4, 10);
    expect(cognitive.advisory).toBe(true);
    expect(report.rows.filter((row) => !row.advisory).map((row) => row.item)).toEqual(['overly_positive']);

    // The same versions rated by a second supervisor: submitted ratings only, one pair per version and supervisor.
    await s.as('second');
    const seconds = [0, 1, 6, 7].map((i) => attempts[i]!.attemptId);
    for (const [n, attemptId] of seconds.entries()) {
      await s.call('review.saveBlind', {
        attemptId,
        reply: { 'rubric-b': { ...FULL_RUBRIC_B, overly_positive: n < 2 ? 'yes' : 'no' } },
      });
    }
    expect(
      rowOf(await s.call<CalibrationReport>('calibration.report', {}), 'overly_positive').result.counts.pairs,
    ).toBe(10);
    for (const attemptId of seconds) await s.call('review.saveBlind', { attemptId, reply: {}, submit: true });
    const both = rowOf(await s.call<CalibrationReport>('calibration.report', {}), 'overly_positive').result;
    expect(both.counts.pairs).toBe(14);
    // 14 pairs: 5 yes/yes, 1 yes/no, 2 no/yes, 6 no/no -> po = 11/14, pe = .5, kappa = 4/7.
    expect(both.kappa.value).toBeCloseTo(4 / 7, 10);
    // The two supervisors agree on all four versions they share.
    expect(both.supervisorAlpha!.nominal).toMatchObject({ value: 1, n: 4, band: 'excellent' });
  });

  it('marks rows advisory by the instructor’s threshold, statistic and pairs needed', async () => {
    await calibrationClass(s, judge);
    const defaultJudge = await s.addJudge('New judge', { logprobs: true, defaultFor: ['rubric-a'] });
    await s.as('supervisor');
    const advisory = async () =>
      rowOf(await s.call<CalibrationReport>('calibration.report', { rubricId: 'rubric-b' }), 'overly_positive')
        .advisory;
    expect(await advisory()).toBe(false);

    await s.as('instructor');
    const set = (t: Partial<CalibrationThreshold>) =>
      s.call<CalibrationThreshold>('calibration.setThreshold', {
        statistic: 'weighted_kappa',
        minimum: 0.4,
        minPairs: 10,
        ...t,
      });
    expect(await set({ minPairs: 11 })).toEqual({
      statistic: 'weighted_kappa',
      minimum: 0.4,
      minPairs: 11,
      enforce: false,
    });
    expect(await advisory()).toBe(true);
    await set({ minimum: 0.41 });
    expect(await advisory()).toBe(true);
    await set({ statistic: 'kappa' });
    expect(await advisory()).toBe(false);
    const icc = rowOf(await s.call<CalibrationReport>('calibration.report', {}), 'overly_positive').result.icc21.value!;
    expect(icc).toBeGreaterThan(0);
    await set({ statistic: 'icc', minimum: icc + 0.01 });
    expect(await advisory()).toBe(true);
    await set({ statistic: 'icc', minimum: icc - 0.01 });
    expect(await advisory()).toBe(false);

    // A judge that is a rubric's default shows up before it has any pairs, advisory.
    const rubricA = await s.call<CalibrationReport>('calibration.report', { rubricId: 'rubric-a' });
    expect(rubricA.rows.map((r) => r.judgeId)).toEqual(Array(7).fill(defaultJudge));
    expect(rubricA.rows.every((r) => r.advisory && r.result.counts.pairs === 0)).toBe(true);

    // The threshold is read by everyone, set by instructors only, and kept in the database.
    await s.as('trainee');
    expect(await s.call<CalibrationThreshold>('calibration.getThreshold', {})).toEqual({
      statistic: 'icc',
      minimum: icc - 0.01,
      minPairs: 10,
      enforce: false,
    });
    expect(
      JSON.parse(
        (s.db.prepare("SELECT value FROM app_setting WHERE key = 'calibration.threshold'").get() as { value: string })
          .value,
      ),
    ).toMatchObject({ statistic: 'icc' });
    await s.as('instructor');
    expect((await s.failure('calibration.setThreshold', { statistic: 'kappa', minimum: 2, minPairs: 10 })).code).toBe(
      'invalid_request',
    );
    expect((await s.failure('calibration.setThreshold', { statistic: 'alpha', minimum: 0.4, minPairs: 10 })).code).toBe(
      'invalid_request',
    );
  });
});
