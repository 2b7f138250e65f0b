// Scores you can trust (issue 11, observations 1-3): one judgement store and one final-score resolver.
// Real services, a real judge server that scores each post differently, real exports (CSV parsed
// back, PDF opened with pdf.js):
// 1. a released review counts item by item as the supervisor left it (reconciled, else their blind
//    rating), in the grades CSV, the trainee's screen and the PDF alike;
// 2. judgements are found through each version's feedback, never by the reply text alone: the same
//    reply to two posts keeps two scores, and a later judge change never swaps old ones;
// 3. blind first holds in exports and the dashboard: a supervisor who has not rated an attempt gets
//    none of its AI values, which count as awaiting their review.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, Exercise } from '../../shared/domain/practice';
import type { ResearchRecord } from '../../shared/domain/research-export';
import type { ClassDashboard, ExportFile, ReleasedReview, ReviewState } from '../../shared/domain/review';
import { RUBRICS } from '../../shared/rubrics/registry';
import type { Step } from '../fixtures/chat-server';
import { renderPdf, squash } from '../fixtures/exports/render-pdf';
import { FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

type Row = Record<string, string>;

let s: ReviewServices;
let judgeModel = 'model-v1';
/** The score a judge gives: by post (zh-03 high, de-01 low) and by judge settings (v2 answers 1). */
let scoreFor: (post: string) => number;

const RUBRIC_A_BLIND: Record<string, string> = {
  empathy: '5',
  helpfulness: '5',
  socio_political_influence: '5',
  knowledge: '5',
  cultural_context: '5',
  fluency: '5',
  communication: '5',
};

function judgeStep(body: { model?: string; messages?: { role: string; content: string }[] } | null): Step {
  const user = body?.messages?.find((m) => m.role === 'user')?.content ?? '';
  const post = [...user.matchAll(/"""\n([\s\S]*?)\n"""/g)][0]?.[1] ?? '';
  const answers = (/"score": <([^>]*)>/.exec(user)?.[1] ?? '').split(/, | or /).map((a) => a.trim());
  const item = /^Criterion: (.+)$/m.exec(user)?.[1] ?? '';
  const value = body?.model === 'model-v2' ? 1 : scoreFor(post);
  // Points scales answer with the digit; categorical ones with their first ("yes"-like) option.
  const score = answers.includes(String(value)) ? String(value) : answers[0]!;
  return {
    kind: 'reply',
    content: JSON.stringify({ score: JSON.parse(score) as unknown, rationale: `JUDGE-RATIONALE ${item} ${value}` }),
  };
}

async function csvAs(who: Parameters<ReviewServices['as']>[0], request: Record<string, unknown> = {}): Promise<Row[]> {
  await s.as(who);
  const file = (await s.task<ExportFile>('exports.create', { kind: 'grades_csv', ...request })).value;
  const parsed = Papa.parse<Row>(file.content.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function researchAs(who: Parameters<ReviewServices['as']>[0]): Promise<ResearchRecord[]> {
  await s.as(who);
  const file = (await s.task<ExportFile>('exports.create', { kind: 'research_jsonl' })).value;
  return file.content
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as ResearchRecord);
}

async function pdfTextAs(who: Parameters<ReviewServices['as']>[0], traineeId: number): Promise<string> {
  await s.as(who);
  const file = (await s.task<ExportFile>('exports.create', { kind: 'trainee_pdf', traineeId })).value;
  const { pages } = await renderPdf(Buffer.from(file.content, 'base64'), 1);
  return squash(pages.map((p) => p.text).join(' '));
}

const rowOf = (rows: Row[], trainee: string, exercise: string) => {
  const row = rows.find((r) => r.trainee === trainee && r.exercise === exercise);
  if (!row) throw new Error(`no row for ${trainee} x ${exercise}`);
  return row;
};

/** A CSV cell as the CSV writes a value (2 decimals, empty for none). */
const cell = (value: number | null) => (value === null ? '' : String(Math.round(value * 100) / 100));

beforeAll(async () => {
  s = await startReviewServices();
  scoreFor = (post) => (post.startsWith(s.library.get(s.scenarioId('builtin:zh-03')).postText!.slice(0, 40)) ? 4 : 2);
  s.server.handle((request) => judgeStep(request.body));
  await s.as('instructor');
  await s.call('judges.save', {
    id: 'lab',
    label: 'Lab',
    baseUrl: s.server.baseUrl,
    model: judgeModel,
    logprobs: false,
    structuredOutput: false,
    defaultFor: ['rubric-a', 'rubric-b'],
  });
}, 60_000);
afterAll(() => s.close());

describe('observation 1: a released review counts item by item as the supervisor left it', () => {
  let exercise: Exercise;
  let attemptId: number;

  beforeAll(async () => {
    exercise = await s.createExercise({
      title: 'Released ratings',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a', 'rubric-b'],
      scenarioIds: [s.scenarioId('builtin:zh-03')],
      assignees: { profileIds: [s.ids.trainee], cohorts: [] },
    });
    ({ attemptId } = await s.completeAttempt({ exercise, text: 'It is a lot to carry; you are not weak.' }));
    await s.as('supervisor');
    await s.call('review.saveBlind', {
      attemptId,
      reply: { 'rubric-a': RUBRIC_A_BLIND, 'rubric-b': FULL_RUBRIC_B },
      submit: true,
    });
    // Accept the judge on one item, keep their own on another, leave the other 13 as rated blind.
    await s.call('review.reconcile', { attemptId, rubricId: 'rubric-a', item: 'empathy', decision: { accept: 'lab' } });
    await s.call('review.reconcile', {
      attemptId,
      rubricId: 'rubric-b',
      item: 'cognitive_empathy',
      decision: { override: 'agree' },
    });
    const released = await s.call<ReviewState>('review.release', { attemptId, released: true });
    expect(released.reconcile!.filter((i) => i.final !== null)).toHaveLength(15);
  }, 60_000);

  it('the grades CSV uses the blind rating for every item the supervisor did not change', async () => {
    const row = rowOf(await csvAs('supervisor'), 'Tam', 'Released ratings');
    expect(row).toMatchObject({
      a_empathy: '4', // the judge's rating the supervisor accepted
      a_helpfulness: '5', // blind ratings, not the judge's 4
      a_socio_political_influence: '5',
      a_knowledge: '5',
      a_cultural_context: '5',
      a_fluency: '5',
      a_communication: '5',
      b_overly_positive: '0',
      b_overly_negative: '0',
      b_cognitive_empathy: '4',
      b_emotional_empathy: '4',
      b_emotion_regulation: '5',
      b_cultural_understanding: '1',
      b_usefulness_for_training: '1',
      b_risk_handling: '', // a released "not applicable" leaves the item empty; the judge said "yes"
      released: '1',
      awaiting_review: '0',
    });
  });

  it('the grades CSV, the trainee’s screen and the PDF agree item by item', async () => {
    const row = rowOf(await csvAs('supervisor'), 'Tam', 'Released ratings');
    await s.as('trainee');
    const state = await s.call<AttemptState>('practice.get', { attemptId });
    const released = await s.call<ReleasedReview[]>('review.released', { attemptId });
    expect(released[0]!.finalRatings).toHaveLength(15);
    const text = await pdfTextAs('supervisor', s.ids.trainee);
    expect(text).toContain('Released ratings');
    for (const rubric of RUBRICS) {
      const prefix = rubric.id.replace('rubric-', '');
      for (const item of rubric.items) {
        const screen = state.finalScores.find((f) => f.rubricId === rubric.id && f.item === item.id);
        expect(screen, `${rubric.id} ${item.id} on the trainee's screen`).toBeDefined();
        expect(screen!.source).toBe('supervisor');
        expect(cell(screen!.score), `${item.id}: CSV vs screen`).toBe(row[`${prefix}_${item.id}`]);
        const rating = released[0]!.finalRatings.find((r) => r.rubricId === rubric.id && r.item === item.id)!;
        expect(rating.option).toBe(screen!.option);
        // The PDF's released ratings table: "<item> (<rubric>) <option> <score>".
        const names: Record<string, string> = {
          '1': '1',
          '2': '2',
          '3': '3',
          '4': '4',
          '5': '5',
          no: 'No',
          agree: 'Agree',
          strongly_agree: 'Strongly agree',
          partially: 'Partially',
          with_revision: 'With revision, promising',
          not_applicable: 'Not applicable',
        };
        const score = screen!.score === null ? '–' : String(screen!.score);
        const label = item.name === 'Knowledge' ? 'Knowledge' : item.name;
        expect(text, `${item.id} in the PDF`).toContain(
          `${label} (${rubric.id === 'rubric-a' ? 'Rubric A' : 'Rubric B'}) ${names[screen!.option!]} ${score}`,
        );
      }
    }
  });
});

describe('observation 2: scores are found through each version’s feedback, not by the reply text', () => {
  const SAME = 'I can hear how much pressure you are under, and it makes sense that you feel torn.';
  let exercise: Exercise;
  let tamAttempt: number;
  let uliAttempt: number;

  beforeAll(async () => {
    exercise = await s.createExercise({
      title: 'Same words, two posts',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      scenarioIds: [s.scenarioId('builtin:zh-03'), s.scenarioId('builtin:de-01')],
      assignees: { profileIds: [s.ids.trainee, s.ids.other], cohorts: [] },
    });
    tamAttempt = (await s.completeAttempt({ exercise, scenarioIndex: 0, text: SAME })).attemptId;
    uliAttempt = (await s.completeAttempt({ exercise, scenarioIndex: 1, who: 'other', text: SAME })).attemptId;
    await s.as('supervisor');
    for (const attemptId of [tamAttempt, uliAttempt])
      await s.call('review.saveBlind', { attemptId, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
  }, 60_000);

  it('grades the same reply to two posts with each post’s own scores', async () => {
    const rows = await csvAs('supervisor', { exerciseId: exercise.id });
    expect(rowOf(rows, 'Tam', 'Same words, two posts')).toMatchObject({ a_empathy: '4', a_all: '4' });
    expect(rowOf(rows, 'Uli', 'Same words, two posts')).toMatchObject({ a_empathy: '2', a_all: '2' });
    const records = await researchAs('supervisor');
    const uli = records.find((r) => r.versions[0]?.text === SAME && r.scenario.uid === 'builtin:de-01')!;
    expect(uli.versions[0]!.judgements.map((j) => j.score)).toEqual(Array(7).fill(2));
  });

  it('keeps old scores when the judge changes later and the same reply is judged again', async () => {
    judgeModel = 'model-v2';
    await s.as('instructor');
    await s.call('judges.save', {
      id: 'lab',
      label: 'Lab',
      baseUrl: s.server.baseUrl,
      model: judgeModel,
      logprobs: false,
      structuredOutput: false,
      defaultFor: ['rubric-a', 'rubric-b'],
    });
    const again = await s.createExercise({
      title: 'Same words, new judge',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      scenarioIds: [s.scenarioId('builtin:zh-03')],
      assignees: { profileIds: [s.ids.trainee], cohorts: [] },
    });
    const { feedback } = await s.completeAttempt({ exercise: again, text: SAME });
    expect(feedback[0]!.result!.judgements.every((j) => j.score === 1)).toBe(true);
    const rows = await csvAs('supervisor', { exerciseId: exercise.id });
    expect(rowOf(rows, 'Tam', 'Same words, two posts')).toMatchObject({ a_empathy: '4', a_all: '4' });
    await s.as('trainee');
    const state = await s.call<AttemptState>('practice.get', { attemptId: tamAttempt });
    expect(state.versions[0]!.feedback[0]!.result!.judgements.map((j) => j.score)).toEqual(Array(7).fill(4));
  });
});

describe('observation 3: blind first holds in exports and the dashboard', () => {
  let exercise: Exercise;
  let attemptId: number;

  beforeAll(async () => {
    exercise = await s.createExercise({
      title: 'Awaiting review',
      steps: ['draft'],
      feedbackRounds: 1,
      rubricIds: ['rubric-a'],
      scenarioIds: [s.scenarioId('builtin:de-01')],
      assignees: { profileIds: [s.ids.other], cohorts: [] },
    });
    ({ attemptId } = await s.completeAttempt({
      exercise,
      who: 'other',
      text: 'Das ist viel auf einmal. Wie geht es dir?',
    }));
  }, 60_000);

  it('leaves the AI values out of the grades CSV for a supervisor who has not rated, counting them as awaiting review', async () => {
    const before = rowOf(await csvAs('second', { exerciseId: exercise.id }), 'Uli', 'Awaiting review');
    expect(before).toMatchObject({ completed: '1', a_empathy: '', a_all: '', a_scored: '0', awaiting_review: '1' });
    await s.as('second');
    await s.call('review.saveBlind', { attemptId, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
    const after = rowOf(await csvAs('second', { exerciseId: exercise.id }), 'Uli', 'Awaiting review');
    expect(after).toMatchObject({ a_empathy: '1', a_scored: '1', awaiting_review: '0' });
  });

  it('leaves them out of the research export, the trainee PDF and the dashboard too', async () => {
    // The instructor has rated nothing: every attempt awaits their review.
    const records = await researchAs('instructor');
    const record = records.find((r) => r.versions.some((v) => v.text.startsWith('Das ist viel auf einmal')))!;
    expect(record.awaitingReview).toBe(true);
    expect(record.versions.flatMap((v) => v.judgements)).toEqual([]);
    expect(record.finalScores).toEqual([]);
    expect(JSON.stringify(records)).not.toContain('JUDGE-RATIONALE');

    const pdf = await pdfTextAs('instructor', s.ids.other);
    expect(pdf).toContain('awaiting your blind rating');
    expect(pdf).toContain('No completed scenario has a score yet.');

    await s.as('instructor');
    const dashboard = await s.call<ClassDashboard>('dashboard.class', { exerciseId: exercise.id });
    expect(dashboard.counts).toMatchObject({ completed: 1, awaitingReview: 1 });
    expect(dashboard.distributions.flatMap((d) => Object.values(d.counts)).reduce((a, b) => a + b, 0)).toBe(0);
    expect(dashboard.byCulture).toEqual([]);
    // The second supervisor has rated it: the judges' values are there for them.
    await s.as('second');
    const theirs = await s.call<ClassDashboard>('dashboard.class', { exerciseId: exercise.id });
    expect(theirs.counts.awaitingReview).toBe(0);
    expect(theirs.byCulture.find((c) => c.item === 'empathy')).toMatchObject({ mean: 1, n: 1 });
  });
});
