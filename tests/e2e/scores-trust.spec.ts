// E2E, scores you can trust (issue 11, observations 1, 3 and 4) in the browser, against the test chat
// server as the judge. Before a supervisor rates an attempt blind, their grades CSV, trainee PDF and
// dashboard show it as awaiting their review with no AI values (3). They rate blind, accept the judge on
// one item, keep their own on another, leave the rest and release: the trainee's screen, the grades CSV
// and the trainee PDF (downloaded from the Exports screen, the PDF read with pdf.js) agree item by item
// (1). A trainee whose exercise hides the AI scores calls judges.score and library.get with the browser's
// fetch and gets no scores, no expert spans and no exemplars (4).
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { RUBRICS } from '../../shared/rubrics/registry';
import { FIVE_POINT_SCALE } from '../../shared/rubrics/scales';
import { startChatServer, type ChatServer, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { renderPdf, squash } from '../fixtures/exports/render-pdf';
import { callApi as call, expect, screenshot, test } from './host-fixture';

const REPLY = 'It sounds like a lot to carry on your own. What would help you most this week?';
const SECRET = 'JUDGE-RATIONALE';
/** The supervisor's blind ratings; the judge answers 2 wherever a scale has it, else its first option. */
const BLIND: Record<'rubric-a' | 'rubric-b', Record<string, string>> = {
  'rubric-a': Object.fromEntries(RUBRICS.find((r) => r.id === 'rubric-a')!.items.map((i) => [i.id, '5'])),
  'rubric-b': {
    overly_positive: 'no',
    overly_negative: 'no',
    cognitive_empathy: 'agree',
    emotional_empathy: 'agree',
    emotion_regulation: 'strongly_agree',
    cultural_understanding: 'partially',
    usefulness_for_training: 'with_revision',
    risk_handling: 'not_applicable',
  },
};

function judgeStep(request: RecordedRequest): Step {
  const user = request.body?.messages?.find((m) => m.role === 'user')?.content ?? '';
  const answers = (/"score": <([^>]*)>/.exec(user)?.[1] ?? '').split(/, | or /).map((a) => a.trim());
  const score = answers.includes('2') ? '2' : answers[0]!;
  return { kind: 'reply', content: JSON.stringify({ score: JSON.parse(score) as unknown, rationale: SECRET }) };
}

type Row = Record<string, string>;
const signIn = async (page: Page, profileId: number, passcode?: string) => {
  await call(page, 'session.switch', passcode ? { profileId, passcode } : { profileId });
  await page.reload();
};

/** Writes an export from the Exports screen and returns the downloaded file. */
async function download(page: Page, origin: string, kind: 'grades_csv' | 'trainee_pdf', traineeId?: number) {
  await page.goto(`${origin}/#/exports`);
  await page.getByTestId(`exports-kind-${kind}`).check();
  if (traineeId) await page.getByTestId('exports-trainee').selectOption(String(traineeId));
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exports-create').click()]);
  return readFileSync((await file.path())!);
}
/** The grades CSV's row of the exercise whose scores are shown. */
const csvRow = (file: Buffer): Row => {
  const parsed = Papa.parse<Row>(
    file
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim(),
    { header: true },
  );
  expect(parsed.errors).toEqual([]);
  return parsed.data.find((r) => r.exercise === 'Scores shown')!;
};
const pdfText = async (file: Buffer) => squash((await renderPdf(file, 1)).pages.map((p) => p.text).join(' '));

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(judgeStep);
});
test.afterEach(async () => server.close());

test('blind first, one final score everywhere, nothing hidden through fetch', async ({ page, host }) => {
  test.setTimeout(120_000);
  await page.goto(host.url);
  const make = (displayName: string, role: string, passcode?: string) =>
    call<{ id: number }>(page, 'profiles.create', { displayName, role, ...(passcode ? { passcode } : {}) });
  const prof = await make('Prof', 'instructor', 'teach-123');
  await signIn(page, prof.id, 'teach-123');
  const tam = await make('Tam', 'trainee');
  const sue = await make('Sue', 'supervisor', 'super-123');
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
    logprobs: false,
    structuredOutput: false,
  });
  const scenarios = (await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', {})).items;
  const scenario = (uid: string) => scenarios.find((s) => s.uid === uid)!.id;
  const shown = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Scores shown',
    scenarioIds: [scenario('builtin:zh-03')],
    steps: ['draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a', 'rubric-b'],
    judgeIds: [judge.id],
    aiScoresVisible: true,
    assignees: { profileIds: [tam.id], cohorts: [] },
  });
  const hiddenScenario = scenario('builtin:de-01');
  await call(page, 'exercises.create', {
    title: 'Scores kept back',
    scenarioIds: [hiddenScenario],
    steps: ['spot', 'draft', 'reveal'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    judgeIds: [judge.id],
    aiScoresVisible: false,
    assignees: { profileIds: [tam.id], cohorts: [] },
  });

  // The trainee completes the first exercise; the judge scores all 15 items.
  await signIn(page, tam.id);
  type Attempt = { id: number; versions: { id: number; feedback: { status: string }[] }[] };
  const attemptId = (
    await call<Attempt>(page, 'practice.open', { exerciseId: shown.id, scenarioId: scenario('builtin:zh-03') })
  ).id;
  await call(page, 'practice.advance', { attemptId, to: 'draft' });
  const submitted = await call<Attempt>(page, 'practice.submitVersion', { attemptId, text: REPLY, forFeedback: true });
  await call(page, 'practice.scoreVersion', { versionId: submitted.versions.at(-1)!.id });
  await expect
    .poll(async () =>
      (await call<Attempt>(page, 'practice.get', { attemptId })).versions[0]!.feedback.map((f) => f.status),
    )
    .toEqual(Array(2).fill('done'));
  await call(page, 'practice.advance', { attemptId, to: 'done' });

  // Observation 4: with the browser's own fetch, judges.score is refused and library.get holds back
  // the expert spans and exemplars of the exercise that keeps them for later.
  const raw = (method: string, body: unknown) =>
    page.evaluate(
      async ([m, b]) =>
        (
          await fetch(`api/call/${m}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
            body: JSON.stringify(b),
          })
        ).text(),
      [method, body] as const,
    );
  const scored = await raw('judges.score', { rubricId: 'rubric-a', input: { post: 'A post.', reply: REPLY } });
  expect(JSON.parse(scored)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  expect(scored).not.toContain(SECRET);
  const got = JSON.parse(await raw('library.get', { id: hiddenScenario })) as {
    value: { postText: string; postSpans: unknown[]; responses: unknown[]; signalTypes: unknown[] };
  };
  expect(got.value.postText.length).toBeGreaterThan(20);
  expect(got.value).toMatchObject({ postSpans: [], responses: [], signalTypes: [] });

  // Observation 3: before Sue rates blind, her CSV, PDF and dashboard show no AI values: awaiting her review.
  await signIn(page, sue.id, 'super-123');
  const before = csvRow(await download(page, host.origin, 'grades_csv'));
  expect(before).toMatchObject({
    trainee: 'Tam',
    completed: '1',
    a_empathy: '',
    b_cognitive_empathy: '',
    awaiting_review: '1',
  });
  const beforePdf = await pdfText(await download(page, host.origin, 'trainee_pdf', tam.id));
  expect(beforePdf).toContain('awaiting your blind rating');
  expect(beforePdf).not.toContain(SECRET);
  await page.goto(`${host.origin}/#/dashboard`);
  await expect(page.getByTestId('dashboard-count-awaiting')).toHaveAttribute('data-value', '1', { timeout: 30_000 });

  // Observation 1: blind, accept the judge on one item, keep her own on another, leave 13, release.
  await call(page, 'review.saveBlind', { attemptId, reply: BLIND, submit: true });
  await call(page, 'review.reconcile', {
    attemptId,
    rubricId: 'rubric-a',
    item: 'empathy',
    decision: { accept: judge.id },
  });
  await call(page, 'review.reconcile', {
    attemptId,
    rubricId: 'rubric-b',
    item: 'cognitive_empathy',
    decision: { override: BLIND['rubric-b'].cognitive_empathy! },
  });
  await call(page, 'review.release', { attemptId, released: true });
  await page.goto(`${host.origin}/#/review/${attemptId}`);
  await expect(page.getByTestId('release-state')).toContainText('Released to Tam');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.mouse.move(0, 0);
  await screenshot(page, 'scores-trust-review-ar');
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const row = csvRow(await download(page, host.origin, 'grades_csv'));
  expect(row).toMatchObject({ released: '1', awaiting_review: '0' });
  const pdf = await pdfText(await download(page, host.origin, 'trainee_pdf', tam.id));
  await signIn(page, tam.id);
  await page.goto(`${host.origin}/#/history`);
  const released = page.getByTestId(`history-attempt-${attemptId}`).getByTestId('released-feedback');
  await expect(released).toBeVisible();
  for (const rubric of RUBRICS.filter((r) => r.id in BLIND)) {
    const short = rubric.id === 'rubric-a' ? 'Rubric A' : 'Rubric B';
    for (const item of rubric.items) {
      const code =
        rubric.id === 'rubric-a' && item.id === 'empathy' ? '2' : BLIND[rubric.id as keyof typeof BLIND]![item.id]!;
      const option = item.scale.options.find((o) => o.code === code)!;
      const points = item.scale.id === FIVE_POINT_SCALE.id;
      const cell = option.value === null ? '' : String(option.value);
      expect(row[`${rubric.id.replace('rubric-', '')}_${item.id}`], `${item.id} in the CSV`).toBe(cell);
      await expect(
        released.getByTestId(`released-rating-${rubric.id}-${item.id}`),
        `${item.id} on screen`,
      ).toContainText(points ? `${code}/5` : option.label);
      expect(pdf, `${item.id} in the PDF`).toContain(
        `${item.name} (${short}) ${points ? code : option.label} ${option.value ?? '–'}`,
      );
    }
  }
  expect(pdf).not.toContain(SECRET);
});
