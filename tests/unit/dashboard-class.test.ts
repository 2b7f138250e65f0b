// The class dashboard over a small hand-built class (real services, real judge answers from the chat
// server, the real analyzer): option counts per item from released supervisor finals or the judges'
// rounded mean, means by culture and ISO week, spotting recall per signal label, the strategy mix of
// trainees' final replies against the adapted exemplars, agreement rows and counts; cohort and
// exercise filters; trainees may not open it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../electron/services/analyzer';
import type { Span } from '../../shared/domain/library';
import type { AttemptState, Exercise, VersionFeedback } from '../../shared/domain/practice';
import type { ClassDashboard } from '../../shared/domain/review';
import { SUPPORT_STRATEGIES } from '../../shared/domain/vocabulary';
import { defaultScript, FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

let s: ReviewServices;
let exercise: Exercise;
beforeEach(async () => {
  s = await startReviewServices();
  const judge = await s.addJudge('Lab logprobs', { logprobs: true });
  // Rubric A: 3.6 on every item, except 2 for replies that reflect feelings ("It sounds like").
  s.setScript((reply, item, mode) =>
    reply.startsWith('It sounds like') ? { probabilities: { '2': 1 } } : defaultScript(reply, item, mode),
  );
  exercise = await s.createExercise({
    steps: ['spot', 'draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    judgeIds: [judge],
    assignees: { profileIds: [s.ids.trainee, s.ids.other], cohorts: [] },
  });
});
afterEach(async () => {
  await s.dashboard.stop();
  await s.close();
});

const QUESTIONS = 'Have you talked to your mother about this? What does your father say?';
const FEELINGS =
  'It sounds like you feel ashamed and alone. You must feel so tired. Have you talked to your mother about this?';

/** Spots (marking the given expert spans exactly), then drafts, is scored and finishes, unless `stop` says where to stop. */
async function attempt(
  who: 'trainee' | 'other',
  scenarioIndex: number,
  text: string | null,
  pick: (spans: Span[]) => Span[] = () => [],
) {
  await s.as(who);
  let state = await s.call<AttemptState>('practice.open', {
    exerciseId: exercise.id,
    scenarioId: exercise.scenarios[scenarioIndex]!.id,
  });
  await s.call('practice.advance', { attemptId: state.id, to: 'spot' });
  const detail = s.library.get(exercise.scenarios[scenarioIndex]!.id);
  const expert = detail.postSpans.filter(
    (sp) => sp.annotator === 'expert' && sp.start !== null && (sp.kind === 'distress' || sp.kind === 'cultural_signal'),
  );
  const marks = pick(expert).map((sp) => ({ start: sp.start!, end: sp.end!, kind: sp.kind, label: sp.label }));
  await s.call('practice.saveMarks', { attemptId: state.id, marks });
  state = await s.call<AttemptState>('practice.submitSpotting', { attemptId: state.id });
  if (text === null) return { attemptId: state.id, expert, marked: marks.length };
  await s.call('practice.advance', { attemptId: state.id, to: 'draft' });
  state = await s.call<AttemptState>('practice.submitVersion', { attemptId: state.id, text, forFeedback: true });
  const scored = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId: state.versions[0]!.id });
  expect(scored.value[0]!.status).toBe('done');
  await s.call('practice.advance', { attemptId: state.id, to: 'done' });
  return { attemptId: state.id, expert, marked: marks.length };
}

/** A1: Tam (Group A), Chinese scenario, spotted two distress spans and one cultural signal, reviewed and released.
 *  A2: Uli (no cohort), German scenario, spotted nothing, judged, rated blind by the supervisor (not released). A3: Tam, German scenario, spotting submitted, no reply yet. */
async function buildClass() {
  const a1 = await attempt('trainee', 0, QUESTIONS, (spans) => [
    ...spans.filter((sp) => sp.kind === 'distress').slice(0, 2),
    ...spans.filter((sp) => sp.kind === 'cultural_signal').slice(0, 1),
  ]);
  const a2 = await attempt('other', 1, FEELINGS);
  const a3 = await attempt('trainee', 1, null);
  s.db.prepare('UPDATE attempt SET completed_at = ? WHERE id = ?').run('2026-01-05T09:00:00.000Z', a1.attemptId); // Monday of 2026-W02
  s.db.prepare('UPDATE attempt SET completed_at = ? WHERE id = ?').run('2026-01-14T09:00:00.000Z', a2.attemptId); // 2026-W03
  await s.as('supervisor');
  await s.call('review.saveBlind', {
    attemptId: a1.attemptId,
    reply: { 'rubric-a': { empathy: '5' }, 'rubric-b': FULL_RUBRIC_B },
    submit: true,
  });
  await s.call('review.reconcile', {
    attemptId: a1.attemptId,
    rubricId: 'rubric-a',
    item: 'knowledge',
    decision: { override: '1' },
  });
  await s.call('review.release', { attemptId: a1.attemptId, released: true });
  // Blind first: the supervisor has rated A2 too (not released), so its judges' scores are theirs to see.
  await s.call('review.saveBlind', { attemptId: a2.attemptId, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
  return { a1, a2, a3 };
}

describe('dashboard.class', () => {
  it('summarises a small class', async () => {
    const { a1, a2, a3 } = await buildClass();
    const d = await s.call<ClassDashboard>('dashboard.class', {});
    expect(d.counts).toEqual({ trainees: 2, attempts: 3, completed: 2, reviewed: 2, awaitingReview: 0 });

    // A1: empathy 5 (supervisor), knowledge 1 (override), helpfulness 3.6 -> 4 (judges, not rated by the supervisor);
    // A2: 2 on every Rubric A item (judges). Rubric B: only A1's released review.
    const counts = (rubricId: string, item: string) =>
      d.distributions.find((x) => x.rubricId === rubricId && x.item === item)!.counts;
    expect(counts('rubric-a', 'empathy')).toEqual({ '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 });
    expect(counts('rubric-a', 'knowledge')).toEqual({ '1': 1, '2': 1, '3': 0, '4': 0, '5': 0 });
    expect(counts('rubric-a', 'helpfulness')).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 });
    expect(counts('rubric-b', 'overly_positive')).toEqual({ yes: 0, somewhat: 0, no: 1 });
    expect(counts('rubric-b', 'risk_handling')).toEqual({ yes: 0, partially: 0, no: 0, not_applicable: 1 });
    expect(d.distributions.map((x) => x.rubricId)).toEqual([
      ...Array(7).fill('rubric-a'),
      ...Array(8).fill('rubric-b'),
    ]);

    const byCulture = (cultureId: string, item: string) =>
      d.byCulture.find((x) => x.cultureId === cultureId && x.item === item);
    expect(byCulture('chinese', 'empathy')).toEqual({
      cultureId: 'chinese',
      cultureName: 'Chinese',
      rubricId: 'rubric-a',
      item: 'empathy',
      mean: 5,
      n: 1,
    });
    expect(byCulture('chinese', 'helpfulness')!.mean).toBeCloseTo(3.6, 10);
    expect(byCulture('german', 'helpfulness')).toMatchObject({ mean: 2, n: 1 });
    expect(byCulture('chinese', 'risk_handling')).toMatchObject({ mean: null, n: 0 });
    expect(byCulture('german', 'risk_handling')).toBeUndefined();
    expect([...new Set(d.byCulture.map((x) => x.cultureId))]).toEqual(['chinese', 'german']);

    expect([...new Set(d.overTime.map((x) => x.week))]).toEqual(['2026-W02', '2026-W03']);
    expect(d.overTime.find((x) => x.week === '2026-W03' && x.item === 'empathy')).toMatchObject({ mean: 2, n: 1 });
    expect(d.overTime.find((x) => x.week === '2026-W02' && x.item === 'knowledge')).toMatchObject({ mean: 1, n: 1 });

    // Spotting: every expert span of the three spottings, found only where A1 marked it.
    const expected = new Map<string, { expert: number; found: number }>();
    const spottings: [Span[], Span[]][] = [
      [
        a1.expert,
        [
          ...a1.expert.filter((sp) => sp.kind === 'distress').slice(0, 2),
          ...a1.expert.filter((sp) => sp.kind === 'cultural_signal').slice(0, 1),
        ],
      ],
      [a2.expert, []],
      [a3.expert, []],
    ];
    for (const [spans, found] of spottings) {
      for (const sp of spans) {
        const k = `${sp.kind}:${sp.label}`;
        const row = expected.get(k) ?? { expert: 0, found: 0 };
        row.expert += 1;
        if (found.includes(sp)) row.found += 1;
        expected.set(k, row);
      }
    }
    expect(
      Object.fromEntries(d.spotting.map((r) => [`${r.kind}:${r.label}`, { expert: r.expert, found: r.found }])),
    ).toEqual(Object.fromEntries(expected));
    expect(d.spotting.reduce((n, r) => n + r.found, 0)).toBe(3);
    for (const r of d.spotting) expect(r.recall).toBeCloseTo(r.found / r.expert, 10);
    expect(d.spotting.findIndex((r) => r.kind === 'cultural_signal')).toBeGreaterThan(
      d.spotting.findLastIndex((r) => r.kind === 'distress'),
    );

    // Strategy mix: trainees asked 3 questions and reflected feelings twice.
    const trainees = d.strategyMix.filter((r) => r.source === 'trainees');
    expect(trainees.map((r) => r.strategy)).toEqual([...SUPPORT_STRATEGIES]);
    expect(
      Object.fromEntries(trainees.filter((r) => r.sentences > 0).map((r) => [r.strategy, [r.sentences, r.share]])),
    ).toEqual({
      Questions: [3, 0.6],
      'Reflection of Feelings': [2, 0.4],
    });
    // Exemplars: the adapted responses (+culture, +guided, +annotation, +cga) of both scenarios, not Standard or the peer reply.
    const analyzer = await createAnalyzer();
    const tally = new Map<string, number>();
    for (const scenario of exercise.scenarios) {
      const detail = s.library.get(scenario.id);
      for (const r of detail.responses.filter(
        (x) => x.kind === 'exemplar' && ['culture', 'guided', 'annotation', 'cga'].includes(x.strategy ?? ''),
      )) {
        const analysis = await analyzer.analyze({
          reply: r.text!,
          post: detail.postText,
          postLanguage: detail.language,
        });
        for (const sentence of analysis.sentences)
          tally.set(sentence.strategy, (tally.get(sentence.strategy) ?? 0) + 1);
      }
    }
    await analyzer.dispose();
    expect([...tally.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(8);
    const exemplars = d.strategyMix.filter((r) => r.source === 'exemplars');
    expect(Object.fromEntries(exemplars.filter((r) => r.sentences > 0).map((r) => [r.strategy, r.sentences]))).toEqual(
      Object.fromEntries(tally),
    );
    expect(exemplars.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1, 10);

    expect(d.agreement.length).toBeGreaterThan(0);
    expect(d.agreement.every((r) => r.advisory)).toBe(true); // one reviewed version is far from enough
  });

  it('filters by cohort and exercise, and is for staff only', async () => {
    await buildClass();
    await s.as('instructor');
    // The instructor rated nothing: the judges' scores stay out (awaiting their review); released ratings count.
    const all = await s.call<ClassDashboard>('dashboard.class', {});
    expect(all.counts).toMatchObject({ completed: 2, reviewed: 2, awaitingReview: 2 });
    expect(all.byCulture.find((x) => x.cultureId === 'chinese' && x.item === 'empathy')).toMatchObject({ mean: 5 });
    expect(all.byCulture.find((x) => x.item === 'helpfulness')).toBeUndefined();
    expect(all.byCulture.some((x) => x.cultureId === 'german')).toBe(false);
    const groupA = await s.call<ClassDashboard>('dashboard.class', { cohort: 'Group A' });
    expect(groupA.counts).toEqual({ trainees: 1, attempts: 2, completed: 1, reviewed: 1, awaitingReview: 1 });
    expect(groupA.byCulture.map((x) => x.cultureId)).not.toContain('german');
    expect(groupA.strategyMix.filter((r) => r.source === 'trainees' && r.sentences > 0).map((r) => r.strategy)).toEqual(
      ['Questions'],
    );

    const other = await s.createExercise({ title: 'Empty', scenarioIds: [s.scenarioId('builtin:ar-01')] });
    const empty = await s.call<ClassDashboard>('dashboard.class', { exerciseId: other.id });
    expect(empty).toMatchObject({
      distributions: [],
      byCulture: [],
      overTime: [],
      spotting: [],
      strategyMix: [],
      counts: { trainees: 0, attempts: 0, completed: 0, reviewed: 0, awaitingReview: 0 },
    });
    expect((await s.call<ClassDashboard>('dashboard.class', { exerciseId: exercise.id })).counts.attempts).toBe(3);

    await s.as('trainee');
    expect((await s.failure('dashboard.class', {})).code).toBe('forbidden');
  });
});
