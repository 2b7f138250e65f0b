// Access rules by record (issue 11, observation 4): every API method of the contract is called as a
// trainee and as a supervisor who has not yet rated an attempt blind, with requests aimed at the
// protected records, and everything that comes back (values, errors, streamed task output, export
// files, PDF text) is searched for what each may not see:
// - the trainee: the expert post annotations and the exemplars their exercise still hides, and the
//   AI scores of an exercise that keeps them for the supervisor;
// - the reviewer: any AI score or rationale of the attempt awaiting their blind rating.
// A method added to the contract without a request here fails the test until it is walked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES, type MethodName } from '../../shared/api/contract';
import type { ScenarioDetail } from '../../shared/domain/library';
import type { AttemptState, Exercise, VersionFeedback } from '../../shared/domain/practice';
import type { ExportFile } from '../../shared/domain/review';
import type { Step } from '../fixtures/chat-server';
import { renderPdf, squash } from '../fixtures/exports/render-pdf';
import { readFixture } from '../helpers/fixtures';
import { FULL_RUBRIC_B, startReviewServices, type ReviewServices } from '../helpers/review';

const TRAINEE_REPLY = 'TAM-Y: It sounds exhausting to keep going when nobody at home sees how hard it is.';
const REVIEWED_REPLY = 'ULI-Z: Es klingt, als würdest du viel allein tragen. Wer könnte dir beistehen?';
const TRAINEE_SECRET = 'TRAINEE-HIDDEN-RATIONALE';
const REVIEWER_SECRET = 'REVIEWER-HIDDEN-RATIONALE';

let s: ReviewServices;
type Ids = {
  x: number;
  y: number;
  w: number;
  hidden: Exercise;
  open: Exercise;
  yAttempt: number;
  yVersion: number;
  xAttempt: number;
  zAttempt: number;
  zVersion: number;
  exemplarTexts: string[];
  xSpanIds: Set<number>;
  responseId: number;
  otherResponseId: number;
  /** A CultureCare post still waiting for its text: for staff only. */
  stub: number;
};
let ids: Ids;
const STUB_UID = 'culturecare:chinese:rk0001';

function judge(body: { messages?: { role: string; content: string }[] } | null): Step {
  const user = body?.messages?.find((m) => m.role === 'user')?.content ?? '';
  const reply = [...user.matchAll(/"""\n([\s\S]*?)\n"""/g)].at(-1)?.[1] ?? '';
  if (user.includes('Conversation A') || user.includes('Reply A'))
    return { kind: 'reply', content: '{"rationale": "A is warmer.", "winner": "A"}' };
  const answers = (/"score": <([^>]*)>/.exec(user)?.[1] ?? '').split(/, | or /).map((a) => a.trim());
  const score = answers.includes('3') ? '3' : (answers[0] ?? '3');
  const secret = reply.startsWith('TAM-Y') ? TRAINEE_SECRET : reply.startsWith('ULI-Z') ? REVIEWER_SECRET : 'Fine.';
  return { kind: 'reply', content: JSON.stringify({ score: JSON.parse(score) as unknown, rationale: secret }) };
}

beforeAll(async () => {
  s = await startReviewServices();
  s.server.handle((request) => judge(request.body));
  await s.as('instructor');
  await s.call('judges.save', {
    id: 'lab',
    label: 'Lab',
    baseUrl: s.server.baseUrl,
    model: 'fixture-judge',
    logprobs: false,
    structuredOutput: false,
    defaultFor: ['rubric-a', 'rubric-b'],
  });
  await s.call('import.culturecare', {
    fileName: 'risk-annotations.jsonl',
    content: readFixture('culturecare', 'risk-annotations.jsonl'),
  });
  const x = s.scenarioId('builtin:zh-03');
  const y = s.scenarioId('builtin:de-01');
  const w = s.scenarioId('builtin:ar-01');
  // The trainee's exercise keeps the AI scores for the supervisor and has spotting and a reveal.
  const hidden = await s.createExercise({
    title: 'Scores kept back',
    steps: ['spot', 'draft', 'reveal'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    aiScoresVisible: false,
    scenarioIds: [x, y],
    assignees: { profileIds: [s.ids.trainee], cohorts: [] },
  });
  const open = await s.createExercise({
    title: 'Scores shown',
    steps: ['draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    scenarioIds: [w],
    assignees: { profileIds: [s.ids.other], cohorts: [] },
  });
  const detail = (id: number) => s.library.get(id);
  const exemplarTexts = [x, y].flatMap((id) => detail(id).responses.flatMap((r) => (r.text ? [r.text] : [])));
  const xSpanIds = new Set(detail(x).postSpans.map((sp) => sp.id));
  const responseIds = detail(w).responses.map((r) => r.id);

  // Tam: on Y, spotting submitted, a version scored (scores hidden), waiting at the feedback stage.
  await s.as('trainee');
  let yState = await s.call<AttemptState>('practice.open', { exerciseId: hidden.id, scenarioId: y });
  await s.call('practice.advance', { attemptId: yState.id, to: 'spot' });
  const post = detail(y).postText!;
  await s.call('practice.saveMarks', {
    attemptId: yState.id,
    marks: [{ start: 0, end: Math.min(20, post.length), kind: 'distress', label: 'light' }],
  });
  await s.call('practice.submitSpotting', { attemptId: yState.id });
  await s.call('practice.advance', { attemptId: yState.id, to: 'draft' });
  yState = await s.call<AttemptState>('practice.submitVersion', {
    attemptId: yState.id,
    text: TRAINEE_REPLY,
    forFeedback: true,
  });
  const yVersion = yState.versions[0]!.id;
  const scored = await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId: yVersion });
  expect(scored.value[0]!.status).toBe('done');
  // On X: at the spotting step, not submitted.
  const xState = await s.call<AttemptState>('practice.open', { exerciseId: hidden.id, scenarioId: x });
  await s.call('practice.advance', { attemptId: xState.id, to: 'spot' });

  // Uli's completed attempt Z, scored; the first supervisor rated it blind and accepted a judge's
  // rating without releasing; the second supervisor has not rated it.
  const z = await s.completeAttempt({ exercise: open, who: 'other', text: REVIEWED_REPLY });
  await s.as('supervisor');
  await s.call('review.saveBlind', {
    attemptId: z.attemptId,
    reply: { 'rubric-a': { empathy: '5' }, 'rubric-b': FULL_RUBRIC_B },
    submit: true,
  });
  await s.call('review.reconcile', {
    attemptId: z.attemptId,
    rubricId: 'rubric-a',
    item: 'empathy',
    decision: { accept: 'lab' },
  });
  ids = {
    x,
    y,
    w,
    hidden,
    open,
    yAttempt: yState.id,
    yVersion,
    xAttempt: xState.id,
    zAttempt: z.attemptId,
    zVersion: z.versionId,
    exemplarTexts,
    xSpanIds,
    responseId: responseIds[0]!,
    otherResponseId: responseIds[1]!,
    stub: s.scenarioId(STUB_UID),
  };
}, 120_000);
afterAll(() => s.close());

type Request = Record<string, unknown>;
/** One request per contract method, aimed at the protected records. */
function requests(me: number): Record<MethodName, Request> {
  const post = () => s.library.get(ids.w).postText!;
  return {
    'app.info': {},
    'session.get': {},
    'session.switch': { profileId: me },
    'session.signOut': {},
    'auth.status': {},
    'auth.signIn': { login: 'Uli', password: 'not-the-password' },
    'auth.join': { code: 'ABCD-EFGH-JKLM', password: 'a long enough password' },
    'auth.setup': { code: 'ABCD-EFGH-JKLM', displayName: 'Walker', password: 'a long enough password' },
    'auth.signOutEverywhere': {},
    'accounts.list': {},
    'accounts.create': { displayName: 'Walker', role: 'trainee' },
    'accounts.importRoster': { fileName: 'roster.csv', content: 'name,role\nWalker,trainee\n', dryRun: true },
    'accounts.resetPassword': { profileId: s.ids.other },
    'audit.list': {},
    'files.opened': {},
    'files.importPack': { id: 1 },
    'files.dismiss': { id: 1 },
    'exchange.exportExercise': { exerciseId: ids.hidden.id },
    'exchange.importExercise': { fileName: 'x.ccexercise', content: '{}', dryRun: true },
    'exchange.judgeConsent': { exerciseId: ids.hidden.id },
    'exchange.allowJudges': { exerciseId: ids.hidden.id },
    'exchange.contact': {},
    'exchange.setContact': { shownName: 'Walker', email: null, lmsId: null },
    'exchange.exportSubmission': { exerciseId: ids.hidden.id },
    'exchange.importSubmissions': { files: [{ fileName: 'x.ccsubmission', content: '{}' }], dryRun: true },
    'exchange.batches': {},
    'exchange.undoSubmissions': { batchId: 1 },
    'exchange.reportedScores': { attemptId: me === s.ids.trainee ? ids.yAttempt : ids.zAttempt },
    'exchange.rescore': { attemptId: me === s.ids.trainee ? ids.yAttempt : ids.zAttempt },
    'exchange.exportFeedback': { profileId: s.ids.trainee, exerciseId: ids.hidden.id },
    'exchange.importFeedback': { fileName: 'x.ccfeedback', content: '{}' },
    'exchange.lmsGrades': { kind: 'moodle' },
    'files.importExercise': { id: 1 },
    'files.importFeedback': { id: 1 },
    'files.importSubmissions': { ids: [1], dryRun: true },
    'files.add': { fileName: 'x.ccpack', content: '{}' },
    'profiles.list': {},
    'profiles.create': { displayName: 'Walker', role: 'trainee' },
    'profiles.rename': { profileId: s.ids.instructor, displayName: 'Renamed' },
    'profiles.delete': { profileId: s.ids.instructor },
    'profiles.setCohort': { profileId: me, cohort: 'Walkers' },
    'settings.get': {},
    'settings.setLanguage': { language: 'en' },
    'setup.status': {},
    'setup.dismiss': {},
    'data.status': {},
    'data.backup': {},
    'data.backups': {},
    'data.restore': { fileName: 'no-such-backup.sqlite3' },
    'cultures.list': {},
    'cultures.create': { name: 'Walkers', languages: ['en'] },
    'library.list': {},
    'library.get': { id: ids.x },
    'library.createScenario': {},
    'library.updateScenario': { id: ids.x },
    'library.deleteScenario': { id: ids.x },
    'library.saveResponse': { scenarioId: ids.x, kind: 'peer', strategy: null, text: 'x', empathy: null },
    'spans.add': { scenarioId: ids.x, responseId: null, start: 0, end: 3, kind: 'distress', label: null },
    'spans.update': { id: [...ids.xSpanIds][0], kind: 'distress', label: null },
    'spans.delete': { id: [...ids.xSpanIds][0] },
    'import.culturecare': { fileName: 'a.jsonl', content: '{}' },
    'import.pack': { fileName: 'a.json', content: '{}' },
    'import.list': {},
    'import.undo': { batchId: 1 },
    'export.pack': { ids: [ids.x, ids.y] },
    'rubrics.list': {},
    'judges.list': {},
    'judges.save': { label: 'Mine', baseUrl: s.server.baseUrl, model: 'm' },
    'judges.delete': { id: 'lab' },
    'judges.test': { id: 'lab' },
    'judges.score': { rubricId: 'rubric-a', input: { post: post(), reply: REVIEWED_REPLY } },
    'judges.batch': {
      rubricId: 'rubric-a',
      texts: [
        { post: post(), reply: REVIEWED_REPLY },
        { post: s.library.get(ids.y).postText!, reply: TRAINEE_REPLY },
      ],
    },
    'judges.compare': {
      rubricId: 'rubric-a',
      x: { responseId: ids.responseId },
      y: { responseId: ids.otherResponseId },
    },
    'generate.run': { scenarioId: ids.x, strategies: ['cga'], providerId: 'lab' },
    'secrets.info': {},
    'models.list': {},
    'models.download': { id: 'use-lite' },
    'models.delete': { id: 'use-lite' },
    'exercises.list': { includeArchived: true },
    'exercises.get': { id: ids.hidden.id },
    'exercises.create': { title: 'x', scenarioIds: [ids.x], steps: ['draft'] },
    'exercises.update': { id: ids.hidden.id, title: 'x', scenarioIds: [ids.x], steps: ['draft'] },
    'exercises.duplicate': { id: ids.hidden.id },
    'exercises.setArchived': { id: ids.hidden.id, archived: true },
    'practice.assigned': {},
    'practice.open': { exerciseId: ids.hidden.id, scenarioId: ids.y },
    'practice.get': { attemptId: me === s.ids.trainee ? ids.yAttempt : ids.zAttempt },
    'practice.skip': { attemptId: ids.xAttempt },
    'practice.advance': { attemptId: ids.xAttempt, to: 'reveal' },
    'practice.saveMarks': { attemptId: ids.xAttempt, marks: [] },
    'practice.submitSpotting': { attemptId: ids.zAttempt },
    'practice.saveEmotions': { attemptId: ids.xAttempt, emotions: [] },
    'practice.saveDraft': { attemptId: ids.yAttempt, text: 'x' },
    'practice.submitVersion': { attemptId: ids.zAttempt, text: REVIEWED_REPLY, forFeedback: true },
    'practice.scoreVersion': { versionId: me === s.ids.trainee ? ids.yVersion : ids.zVersion },
    'practice.coach': { attemptId: ids.xAttempt, text: 'I hear you.' },
    'practice.coachNote': { versionId: me === s.ids.trainee ? ids.yVersion : ids.zVersion, locale: 'en' },
    'practice.changeTrends': {},
    'practice.saveCritique': { attemptId: ids.yAttempt, text: 'x' },
    'practice.history': {},
    'ratings.save': {
      targetType: 'draft_version',
      targetId: ids.zVersion,
      rubricId: 'rubric-a',
      role: 'peer',
      scores: { empathy: '3' },
    },
    'ratings.list': { targetType: 'draft_version', targetId: me === s.ids.trainee ? ids.yVersion : ids.zVersion },
    'review.queue': {},
    'review.get': { attemptId: ids.zAttempt },
    'review.saveBlind': { attemptId: ids.zAttempt, reply: {} },
    'review.reconcile': { attemptId: ids.zAttempt, rubricId: 'rubric-a', item: 'empathy', decision: { accept: 'lab' } },
    'review.addComment': { attemptId: ids.zAttempt, target: 'reply', start: 0, end: 4, body: 'x' },
    'review.deleteComment': { attemptId: ids.zAttempt, commentId: 1 },
    'review.setOverallComment': { attemptId: ids.zAttempt, text: 'x' },
    'review.release': { attemptId: ids.zAttempt, released: true },
    'review.released': { attemptId: me === s.ids.trainee ? ids.yAttempt : ids.zAttempt },
    'calibration.report': {},
    'calibration.getThreshold': {},
    'calibration.setThreshold': { statistic: 'kappa', minimum: 0, minPairs: 2, enforce: false },
    'dashboard.class': {},
    'exports.describe': { kind: 'grades_csv' },
    // Export files are walked one kind at a time below.
    'exports.create': { kind: 'research_jsonl' },
    'roleplay.cards.list': {},
    'roleplay.cards.get': { id: 1 },
    'roleplay.cards.create': { scenarioId: ids.x, seed: 1 },
    'roleplay.cards.update': { id: 1, seed: 2 },
    'roleplay.sessions': {},
    'roleplay.start': { roleCardId: 1, providerId: 'lab' },
    'roleplay.get': { sessionId: 1 },
    'roleplay.open': { sessionId: 1 },
    'roleplay.say': { sessionId: 1, text: 'Hello.' },
    'roleplay.setMode': { sessionId: 1, mode: 'assessment' },
    'roleplay.turnFeedback': { sessionId: 1, turnIndex: 2, locale: 'en' },
    'roleplay.pause': { sessionId: 1 },
    'roleplay.resume': { sessionId: 1 },
    'roleplay.end': { sessionId: 1 },
    'roleplay.restart': { sessionId: 1 },
    'roleplay.setCoaching': { sessionId: 1, enabled: false },
    'roleplay.score': { sessionId: 1 },
    'roleplay.scores': { sessionId: 1 },
    'roleplay.compare': { a: 1, b: 2 },
    'roleplay.comments': { sessionId: 1 },
    'roleplay.addComment': { sessionId: 1, turnIndex: 0, body: 'x' },
    'tasks.cancel': { taskId: 'nothing' },
  };
}

type Answer = { method: string; json: string; values: unknown[] };

/** Calls a method as the signed-in profile; a task is run to its end, its streamed output kept. */
async function answerOf(method: string, request: Request): Promise<Answer> {
  const started = await s.dispatch(method, request);
  const values: unknown[] = [started];
  if (started.ok && typeof started.value === 'object' && started.value && 'taskId' in started.value) {
    const taskId = (started.value as { taskId: string }).taskId;
    const events: unknown[] = [];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        s.tasks.cancel(taskId);
      }, 20_000);
      const off = s.tasks.onEvent((event) => {
        if (event.taskId !== taskId) return;
        events.push(event);
        if (event.type === 'task.done' || event.type === 'task.failed') {
          clearTimeout(timer);
          off();
          resolve();
        }
      });
    });
    values.push(...events);
  }
  return { method, json: JSON.stringify(values), values };
}

/** Objects anywhere in the value that carry a judge's score, option or rationale. */
function judgeScores(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) judgeScores(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('judgeId' in o && ('score' in o || 'rationale' in o || 'option' in o)) found.push(o);
    for (const v of Object.values(o)) judgeScores(v, found);
  }
  return found;
}

/** Expert spans anywhere in the value, by id. */
function expertSpanIds(value: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const v of value) expertSpanIds(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.annotator === 'expert' && typeof o.id === 'number') found.add(o.id);
    for (const v of Object.values(o)) expertSpanIds(v, found);
  }
  return found;
}

/** The text inside an export file: CSV and JSONL as they are, PDFs as a reader extracts them. */
async function exportTexts(answer: Answer): Promise<string[]> {
  const texts: string[] = [];
  for (const v of answer.values) {
    const file =
      (v as { type?: string; value?: ExportFile }).type === 'task.done' ? (v as { value: ExportFile }).value : null;
    if (!file) continue;
    if (file.encoding === 'utf8') texts.push(file.content);
    else {
      const { pages } = await renderPdf(Buffer.from(file.content, 'base64'), 1);
      texts.push(squash(pages.map((p) => p.text).join(' ')));
    }
  }
  return texts;
}

async function walk(who: 'trainee' | 'second', me: number, extra: Request[]): Promise<Answer[]> {
  const table = requests(me);
  expect(Object.keys(table).sort()).toEqual([...METHOD_NAMES].sort());
  const answers: Answer[] = [];
  for (const method of METHOD_NAMES) {
    await s.as(who);
    answers.push(await answerOf(method, table[method]));
  }
  for (const request of extra) {
    await s.as(who);
    answers.push(await answerOf('exports.create', request));
  }
  await s.as(who);
  return answers;
}

describe('every method, as a trainee', () => {
  it('never returns the expert spans or exemplars their exercise hides, nor scores it keeps for the supervisor', async () => {
    const answers = await walk('trainee', s.ids.trainee, []);
    const leaks: string[] = [];
    for (const a of answers) {
      if (a.json.includes(TRAINEE_SECRET)) leaks.push(`${a.method}: an AI rationale the exercise hides`);
      if (a.json.includes(STUB_UID)) leaks.push(`${a.method}: a post still waiting for its text`);
      if (judgeScores(a.values).length > 0) leaks.push(`${a.method}: AI scores the exercise hides`);
      for (const id of expertSpanIds(a.values)) if (ids.xSpanIds.has(id)) leaks.push(`${a.method}: expert span ${id}`);
      for (const text of ids.exemplarTexts)
        if (a.json.includes(JSON.stringify(text).slice(1, 60))) leaks.push(`${a.method}: an exemplar not yet revealed`);
    }
    expect([...new Set(leaks)]).toEqual([]);
    // The library still works for the trainee: the post is there, what the exercise holds back is not.
    const detail = (answers.find((a) => a.method === 'library.get')!.values[0] as { value: ScenarioDetail }).value;
    expect(detail.postText).toBeTruthy();
    expect(detail.postSpans).toEqual([]);
    expect(detail.responses).toEqual([]);
    const list = (
      answers.find((a) => a.method === 'library.list')!.values[0] as {
        value: { items: ScenarioDetail[] };
      }
    ).value;
    expect(list.items.find((i) => i.id === ids.x)!.signalTypes).toEqual([]);
    expect(list.items.find((i) => i.id === ids.w)!.signalTypes.length).toBeGreaterThan(0);
    // Posts still waiting for their text are for staff: not listed by any filter, not opened by id.
    await s.as('trainee');
    for (const request of [{ text: 'needed' }, { origin: 'culturecare' }])
      expect(JSON.stringify(await s.dispatch('library.list', request))).not.toContain(STUB_UID);
    expect(await s.dispatch('library.get', { id: ids.stub })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  }, 300_000);
});

describe('every method, as a supervisor who has not rated the attempt blind', () => {
  it('never returns that attempt’s AI scores, in any answer, export, report or the dashboard', async () => {
    const files = [
      { kind: 'grades_csv' },
      { kind: 'trainee_pdf', traineeId: s.ids.other },
      { kind: 'exercise_pdf', exerciseId: ids.open.id },
    ];
    const answers = await walk('second', s.secondId, files);
    const leaks: string[] = [];
    for (const a of answers) {
      if (a.json.includes(REVIEWER_SECRET)) leaks.push(`${a.method}: an AI rationale of the attempt`);
      if (a.method !== 'judges.compare' && judgeScores(a.values).length > 0)
        leaks.push(`${a.method}: AI scores: ${JSON.stringify(judgeScores(a.values)[0])}`);
    }
    expect([...new Set(leaks)]).toEqual([]);
    // Scoring the attempt's reply themselves is refused, not answered from the stored judgements.
    const scoring = answers.find((a) => a.method === 'judges.score')!.values[0] as {
      ok: boolean;
      error?: { code: string };
    };
    expect(scoring).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The exports say the attempt awaits their review instead.
    const texts = (await Promise.all(answers.filter((a) => a.method === 'exports.create').map(exportTexts))).flat();
    expect(texts.some((t) => t.includes('"awaitingReview":true'))).toBe(true);
    expect(texts.some((t) => t.includes('awaiting your blind rating'))).toBe(true);
    for (const text of texts) expect(text).not.toContain(REVIEWER_SECRET);
    const dashboard = answers.find((a) => a.method === 'dashboard.class')!.values[0] as {
      value: { counts: { awaitingReview: number } };
    };
    expect(dashboard.value.counts.awaitingReview).toBeGreaterThan(0);
  }, 300_000);
});
