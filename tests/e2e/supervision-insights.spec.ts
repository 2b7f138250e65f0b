// E2E: judge calibration, the class dashboard and exports. Set up through the API: an instructor, a
// supervisor and two trainees in one cohort; an exercise (spot the signals, then a draft with one AI
// feedback round on Rubric B) judged by the test chat server; each trainee spots and writes two
// replies whose final versions the judge scores; the supervisor rates every final reply blind and
// releases one review. Then: the calibration table (judge x item, numbers with bands, reasons in
// words), the instructor changes the threshold; the dashboard's charts and their tables; exports
// described field by field before writing, a grades CSV downloaded and parsed, a trainee PDF
// downloaded; every screen in English and in Arabic (right to left).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { RUBRICS } from '../../shared/rubrics/registry';
import type { RubricItem } from '../../shared/rubrics/types';
import {
  startChatServer,
  topLogprobs,
  type ChatServer,
  type RecordedRequest,
  type Step,
} from '../fixtures/chat-server';
import { callApi as call, expect, screenshot, test } from './host-fixture';

const RUBRIC_B = RUBRICS.find((r) => r.id === 'rubric-b')!;
const COHORT = 'Spring 2026';

/** The final replies and how good each is (0 worst, 1 best); the judge reads the quality from the wording. */
const REPLIES = {
  amalGerman: {
    text: 'It sounds exhausting to carry all of this alone, and it makes sense that you feel torn between your family and yourself. What would help you most this week?',
    quality: 0.95,
  },
  amalArabic: {
    text: 'You should just talk to your parents and explain how you feel. Things will get better soon.',
    quality: 0.35,
  },
  benGerman: {
    text: 'That sounds really hard, and your family clearly matters to you. Have you thought about who you could talk to about it?',
    quality: 0.65,
  },
  benArabic: { text: "Don't worry about it, everyone goes through this. Just stay positive!", quality: 0.05 },
};
const FIRST_DRAFT = 'I am sorry to hear that.';

const qualityOf = (text: string) =>
  Object.values(REPLIES).find((r) => text.includes(r.text.slice(0, 40)))?.quality ?? 0.2;

/** The option a reply of this quality deserves on the item: higher quality, better option (for "overly ..." items, less). */
function optionFor(item: RubricItem, quality: number, shift = 0) {
  const valued = item.scale.options.filter((o) => o.value !== null).sort((a, b) => a.value! - b.value!);
  const step = Math.round(quality * (valued.length - 1));
  const index = Math.min(
    valued.length - 1,
    Math.max(0, (item.higherIsBetter ? step : valued.length - 1 - step) + shift),
  );
  return valued[index]!;
}

/** The judge answers with one option's key, certain of it. */
function judgeStep(request: RecordedRequest): Step {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  const name = /Criterion: (.+)/.exec(text)?.[1]?.trim() ?? '';
  const item = RUBRICS.flatMap((r) => r.items).find((i) => i.name === name);
  if (!item) return { kind: 'reply', content: '3', logprobs: topLogprobs({ '3': 1 }) };
  const option = optionFor(item, qualityOf(text));
  return { kind: 'reply', content: option.key, logprobs: topLogprobs({ [option.key]: 1 }) };
}

type Attempt = {
  id: number;
  stage: string;
  status: string;
  versions: { id: number; number: number; feedback: { status: string }[] }[];
};
type PostSpan = {
  start: number | null;
  end: number | null;
  kind: string;
  label: string | null;
  responseId: number | null;
};

/** Scores a version with the practice.scoreVersion task and waits until every rubric is done. */
async function scoreAndWait(page: Page, attemptId: number, versionId: number) {
  await call(page, 'practice.scoreVersion', { versionId });
  await expect
    .poll(
      async () => {
        const now = await call<Attempt>(page, 'practice.get', { attemptId });
        const feedback = now.versions.find((v) => v.id === versionId)!.feedback;
        return feedback.length > 0 && feedback.every((f) => f.status === 'done');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(judgeStep);
});
test.afterEach(async () => server.close());

type Setup = { judgeId: string; exerciseId: number; instructorId: number; supervisorId: number; amalId: number };

async function setUp(page: Page, hostUrl: string): Promise<Setup> {
  await page.goto(hostUrl);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Haddad',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  const supervisor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Dr. Weiss',
    role: 'supervisor',
    passcode: 'super-123',
  });
  const amal = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Amal R.',
    role: 'trainee',
    cohort: COHORT,
  });
  const ben = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Ben K.',
    role: 'trainee',
    cohort: COHORT,
  });
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
  });
  const scenarioOf = async (culture: string) =>
    (await call<{ items: { id: number }[] }>(page, 'library.list', { culture })).items[0]!.id;
  const german = await scenarioOf('german');
  const arabic = await scenarioOf('arabic');
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Week 4: family and duty',
    scenarioIds: [german, arabic],
    steps: ['spot', 'draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-b'],
    judgeIds: [judge.id],
    assignees: { profileIds: [], cohorts: [COHORT] },
  });
  const expertMarks = async (scenarioId: number) =>
    (await call<{ postSpans: PostSpan[] }>(page, 'library.get', { id: scenarioId })).postSpans
      .filter(
        (s) =>
          s.responseId === null &&
          s.start !== null &&
          s.end !== null &&
          (s.kind === 'distress' || s.kind === 'cultural_signal') &&
          s.label,
      )
      .map((s) => ({ start: s.start!, end: s.end!, kind: s.kind, label: s.label! }));
  const marks = { [german]: await expertMarks(german), [arabic]: await expertMarks(arabic) };

  // Each trainee: spot (Amal finds every cultural signal, Ben half), a first draft scored, then the final reply, scored too.
  const work = async (traineeId: number, scenarioId: number, reply: string, share: number) => {
    await call(page, 'session.switch', { profileId: traineeId });
    const opened = await call<Attempt>(page, 'practice.open', { exerciseId: exercise.id, scenarioId });
    await call(page, 'practice.advance', { attemptId: opened.id, to: 'spot' });
    const all = marks[scenarioId]!;
    const signals = all.filter((m) => m.kind === 'cultural_signal');
    const chosen = [
      ...signals.slice(0, Math.ceil(signals.length * share)),
      ...all.filter((m) => m.kind === 'distress').slice(0, 1),
    ];
    await call(page, 'practice.saveMarks', { attemptId: opened.id, marks: chosen });
    await call(page, 'practice.submitSpotting', { attemptId: opened.id });
    await call(page, 'practice.advance', { attemptId: opened.id, to: 'draft' });
    const drafted = await call<Attempt>(page, 'practice.submitVersion', {
      attemptId: opened.id,
      text: FIRST_DRAFT,
      forFeedback: true,
    });
    await scoreAndWait(page, opened.id, drafted.versions.at(-1)!.id);
    await call(page, 'practice.advance', { attemptId: opened.id, to: 'draft' });
    const done = await call<Attempt>(page, 'practice.submitVersion', {
      attemptId: opened.id,
      text: reply,
      forFeedback: false,
    });
    expect(done.status).toBe('completed');
    await scoreAndWait(page, opened.id, done.versions.at(-1)!.id);
    return opened.id;
  };
  const attempts = [
    { id: await work(amal.id, german, REPLIES.amalGerman.text, 1), quality: REPLIES.amalGerman.quality, shift: 0 },
    { id: await work(amal.id, arabic, REPLIES.amalArabic.text, 1), quality: REPLIES.amalArabic.quality, shift: 0 },
    { id: await work(ben.id, german, REPLIES.benGerman.text, 0.5), quality: REPLIES.benGerman.quality, shift: -1 },
    { id: await work(ben.id, arabic, REPLIES.benArabic.text, 0.5), quality: REPLIES.benArabic.quality, shift: 0 },
  ];

  // The supervisor rates every final reply blind: like the judge, except one step lower on half the items of
  // one reply, "No" every time on Overly negative, and the opposite of the judge on Usefulness for training.
  await call(page, 'session.switch', { profileId: supervisor.id, passcode: 'super-123' });
  const supervisorOption = (item: RubricItem, index: number, attempt: { quality: number; shift: number }) => {
    if (item.id === 'overly_negative') return 'no';
    if (item.id === 'usefulness_for_training') return optionFor(item, 1 - attempt.quality).code;
    return optionFor(item, attempt.quality, index % 2 === 0 ? attempt.shift : 0).code;
  };
  for (const attempt of attempts) {
    const reply = Object.fromEntries(
      RUBRIC_B.items.map((item, index) => [item.id, supervisorOption(item, index, attempt)]),
    );
    await call(page, 'review.saveBlind', { attemptId: attempt.id, reply: { 'rubric-b': reply }, submit: true });
  }
  await call(page, 'review.release', { attemptId: attempts[0]!.id, released: true });
  return {
    judgeId: judge.id,
    exerciseId: exercise.id,
    instructorId: instructor.id,
    supervisorId: supervisor.id,
    amalId: amal.id,
  };
}

/** Reloads the app, so it reads who is signed in now, then opens the route. */
async function open(page: Page, origin: string, route: string) {
  await page.goto(`${origin}/#/`);
  await page.reload();
  await expect(page.getByTestId('current-profile')).toBeVisible();
  await page.evaluate((hash) => (window.location.hash = hash), route);
}

test('calibration, class dashboard and exports for supervisors and instructors', async ({ page, host }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1360, height: 950 });
  const setup = await setUp(page, host.url);
  const cell = (item: string, line: string) => page.getByTestId(`calibration-cell-${setup.judgeId}-${item}-${line}`);

  // Calibration as the supervisor: every Rubric B item for the judge, numbers with bands, the threshold read-only.
  await open(page, host.origin, '/calibration');
  await expect(page.getByTestId('calibration-screen')).toBeVisible();
  await expect(page.getByTestId('supervision-nav-calibration')).toHaveAttribute('aria-current', 'page');
  const table = page.getByTestId(`calibration-judge-${setup.judgeId}`);
  await expect(table).toContainText('Lab judge');
  for (const item of RUBRIC_B.items)
    await expect(page.getByTestId(`calibration-item-${setup.judgeId}-${item.id}`)).toBeVisible();
  await expect(cell('cognitive_empathy', 'pairs')).toHaveAttribute('data-value', '4');
  // Cognitive empathy: the supervisor was one step lower on one of four replies; the judge agrees on three.
  await expect(cell('cognitive_empathy', 'exact')).toHaveAttribute('data-value', '0.75');
  await expect(cell('cognitive_empathy', 'weighted-kappa')).toHaveAttribute('data-state', 'value');
  await expect(cell('cognitive_empathy', 'weighted-kappa').locator('[data-band]')).toHaveCount(1);
  await expect(cell('cognitive_empathy', 'icc')).toContainText('95% CI');
  await expect(cell('cognitive_empathy', 'bias')).toContainText('+0.25');
  // Agreement scale: the grouped figures are there; on a scale without grouping they say so in words.
  await expect(cell('cognitive_empathy', 'kappa-grouped')).toHaveAttribute('data-state', 'value');
  await expect(cell('overly_positive', 'kappa-grouped')).toContainText('This scale has no grouped categories');
  // One supervisor only: no alpha, said in words.
  await expect(page.getByTestId(`calibration-cell-${setup.judgeId}-alpha`)).toContainText(
    'rated by one supervisor only',
  );
  // The supervisor said "No" every time on Overly negative: no rank correlation, and the reason in words.
  await expect(cell('overly_negative', 'spearman')).toHaveAttribute('data-reason', 'constant_ratings');
  await expect(cell('overly_negative', 'spearman')).toContainText('One side gave the same rating every time');
  await expect(cell('overly_negative', 'kappa').locator('[data-band]')).toHaveText('poor');
  // Every statistic without a number says why.
  const emptyCells = table.locator('td[data-state="missing"]');
  expect(await emptyCells.count()).toBeGreaterThan(0);
  for (const missing of await emptyCells.all()) await expect(missing.locator('.cal-reason')).not.toBeEmpty();
  // Fewer than the 10 pairs the default threshold asks for: everything advisory, trainees still see it (not enforced).
  await expect(cell('cognitive_empathy', 'status')).toContainText('Advisory');
  await expect(cell('cognitive_empathy', 'status')).toContainText('Needs at least 10 pairs (4 so far)');
  await expect(cell('cognitive_empathy', 'status')).not.toContainText('hidden from trainees');
  await expect(page.getByTestId('calibration-threshold-readonly')).toContainText('Weighted kappa (linear)');
  await expect(page.getByTestId('threshold-save')).toHaveCount(0);
  await page.getByTestId('calibration-help').locator('summary').click();
  await expect(page.getByTestId('calibration-help')).toContainText("Cohen's kappa");
  await page.getByTestId('calibration-help').locator('summary').click();
  // Rubric A: no judge scored it, so nothing to compare.
  await page.getByTestId('calibration-rubric-rubric-a').click();
  await expect(page.getByTestId('calibration-empty')).toBeVisible();
  await page.getByTestId('calibration-rubric-rubric-b').click();
  await expect(table).toBeVisible();

  // The instructor lowers the pairs needed and applies the threshold to trainees.
  await call(page, 'session.switch', { profileId: setup.instructorId, passcode: 'teach-123' });
  await open(page, host.origin, '/calibration');
  await expect(page.getByTestId('threshold-minimum')).toHaveValue('0.4');
  await page.getByTestId('threshold-min-pairs').fill('3');
  await page.getByTestId('threshold-enforce').check();
  await page.getByTestId('threshold-save').click();
  await expect(page.getByTestId('threshold-saved')).toBeVisible();
  await expect(cell('emotional_empathy', 'status')).toContainText('Meets the threshold');
  const threshold = await call<{ minPairs: number; enforce: boolean; minimum: number }>(
    page,
    'calibration.getThreshold',
    {},
  );
  expect(threshold).toMatchObject({ minPairs: 3, enforce: true, minimum: 0.4 });
  // Where the judge and the supervisor disagree, the item stays advisory, now hidden from trainees.
  await expect(cell('usefulness_for_training', 'status')).toContainText('Advisory — hidden from trainees');
  await expect(cell('usefulness_for_training', 'status')).toContainText(
    /Weighted kappa \(linear\) [−-]?[\d.]+ is below 0\.40/,
  );
  await expect(cell('overly_negative', 'status').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'advisory-hidden',
  );
  await expect(table.locator('[data-status="meets"]')).toHaveCount(RUBRIC_B.items.length - 2);
  await page.mouse.move(0, 0);
  await screenshot(page, 'calibration-en');
  await page.getByTestId('calibration-help').locator('summary').click();
  await page.getByTestId('calibration-help').screenshot({ path: 'test-results/screens/calibration-help-en.png' });

  // Class dashboard: counts, every chart drawn, each with its table. Seen by the supervisor, who rated all four
  // blind: blind first, staff see an attempt's AI values only after rating it blind themselves.
  await call(page, 'session.switch', { profileId: setup.supervisorId, passcode: 'super-123' });
  await open(page, host.origin, '/dashboard');
  await expect(page.getByTestId('dashboard-screen')).toBeVisible();
  await expect(page.getByTestId('dashboard-count-attempts')).toHaveAttribute('data-value', '4');
  await expect(page.getByTestId('dashboard-count-trainees')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('dashboard-count-reviewed')).toHaveAttribute('data-value', '4');
  await page.getByTestId('dashboard-set').selectOption('safety:agreement-5');
  const distribution = page.getByTestId('dashboard-distribution');
  await expect(distribution.locator('svg.recharts-surface')).toHaveCount(1);
  await expect(distribution.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const distributionRows = page.getByTestId('dashboard-distribution-table').locator('tbody tr');
  await expect(distributionRows).toHaveCount(3);
  await expect(distributionRows.first()).toContainText('Cognitive empathy');
  await expect(distributionRows.first().locator('td').last()).toHaveText('4');
  const byCulture = page.getByTestId('dashboard-by-culture');
  await expect(byCulture.locator('.recharts-bar-rectangle')).toHaveCount(6);
  await expect(page.getByTestId('dashboard-by-culture-table').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('dashboard-by-culture-table')).toContainText('German');
  const overTime = page.getByTestId('dashboard-over-time');
  await expect(overTime.locator('.recharts-line')).toHaveCount(3);
  await expect(page.getByTestId('dashboard-over-time-table')).toContainText('Week');
  const agreement = page.getByTestId('dashboard-agreement');
  await expect(agreement.locator('.recharts-reference-line')).toHaveCount(1);
  await expect(page.getByTestId('dashboard-agreement-table').locator('tbody tr')).toHaveCount(RUBRIC_B.items.length);
  await expect(page.getByTestId('dashboard-agreement-table')).toContainText('Lab judge');
  const spotting = page.getByTestId('dashboard-spotting');
  await expect(spotting.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-spotting-table').locator('tbody tr').first()).toContainText(/of/);
  const strategies = page.getByTestId('dashboard-strategies');
  await expect(strategies.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-strategies-table').locator('tbody tr')).toHaveCount(8);
  await expect(page.getByTestId('dashboard-strategies-table')).toContainText('Adapted exemplars');
  // Filtered to the exercise: the same four attempts.
  await page.getByTestId('dashboard-filter-exercise').selectOption(String(setup.exerciseId));
  await expect(page.getByTestId('dashboard-count-attempts')).toHaveAttribute('data-value', '4');
  await page.mouse.move(0, 0);
  await screenshot(page, 'dashboard-en');
  for (const card of ['distribution', 'by-culture', 'agreement', 'spotting', 'strategies'])
    await page.getByTestId(`dashboard-${card}`).screenshot({ path: `test-results/screens/dashboard-${card}-en.png` });

  // Exports: the grades CSV, described field by field before it is written, then downloaded and parsed.
  await page.getByTestId('supervision-nav-exports').click();
  await expect(page.getByTestId('exports-screen')).toBeVisible();
  await expect(page.getByTestId('exports-kind-grades_csv')).toBeChecked();
  await page.getByTestId('exports-filter-cohort').selectOption(COHORT);
  await expect(page.getByTestId('exports-field-trainee_id')).toBeVisible();
  await expect(page.getByTestId('exports-field-b_cognitive_empathy')).toBeVisible();
  await expect(page.getByTestId('exports-rows')).toHaveAttribute('data-value', '2');
  const fieldNames = await page.getByTestId('exports-fields').locator('tbody th code').allTextContents();
  await page.mouse.move(0, 0);
  await screenshot(page, 'exports-en');
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exports-create').click()]);
  await expect(page.getByTestId('exports-saved')).toContainText(csvDownload.suggestedFilename());
  expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await csvDownload.path())!, 'utf8').replace(/^\ufeff/, '');
  const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual(fieldNames);
  expect(parsed.data).toHaveLength(2);
  const amalRow = parsed.data.find((r) => r.trainee === 'Amal R.')!;
  expect(amalRow.cohort).toBe(COHORT);
  expect(amalRow.completed).toBe('2');
  expect(Number(amalRow.b_cognitive_empathy)).toBeGreaterThan(
    Number(parsed.data.find((r) => r.trainee === 'Ben K.')!.b_cognitive_empathy),
  );

  // The research export says what it keeps private.
  await page.getByTestId('exports-kind-research_jsonl').check();
  await expect(page.getByTestId('exports-privacy')).toContainText('Pseudonymous ids only');
  await expect(page.getByTestId('exports-fields').locator('tbody tr').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByTestId('exports-contents').screenshot({ path: 'test-results/screens/exports-research-en.png' });

  // Arabic: right to left, translated, the charts mirrored.
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('exports-kind-grades_csv').check();
  await expect(page.getByTestId('exports-field-trainee_id')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'exports-ar');
  await page.getByTestId('supervision-nav-dashboard').click();
  await expect(page.getByTestId('dashboard-screen')).toBeVisible();
  await page.getByTestId('dashboard-set').selectOption('safety:agreement-5');
  await expect(overTime.locator('.recharts-line')).toHaveCount(3);
  await expect(byCulture.locator('.recharts-yAxis-tick-labels')).toContainText('أوافق بشدة');
  const yAxis = await byCulture.locator('.recharts-yAxis-tick-labels').boundingBox();
  const plot = await byCulture.locator('.recharts-cartesian-grid').boundingBox();
  expect(yAxis!.x).toBeGreaterThan(plot!.x + plot!.width / 2);
  await page.mouse.move(0, 0);
  await screenshot(page, 'dashboard-ar');
  for (const card of ['distribution', 'by-culture', 'agreement', 'spotting', 'strategies'])
    await page.getByTestId(`dashboard-${card}`).screenshot({ path: `test-results/screens/dashboard-${card}-ar.png` });
  await page.getByTestId('supervision-nav-calibration').click();
  await expect(table).toBeVisible();
  await expect(cell('emotional_empathy', 'status')).not.toContainText('Meets the threshold');
  await expect(cell('emotional_empathy', 'weighted-kappa').locator('[data-band]')).not.toHaveText('excellent');
  await page.mouse.move(0, 0);
  await screenshot(page, 'calibration-ar');

  // A trainee's PDF report (in the interface language): pick the trainee, then the file is a PDF.
  await page.getByTestId('language-switcher').selectOption('en');
  await page.getByTestId('supervision-nav-exports').click();
  await page.getByTestId('exports-kind-trainee_pdf').check();
  await expect(page.getByTestId('exports-missing')).toContainText('Choose a trainee');
  await expect(page.getByTestId('exports-create')).toBeDisabled();
  await page.getByTestId('exports-trainee').selectOption(String(setup.amalId));
  await expect(page.getByTestId('exports-fields').locator('tbody tr').first()).toBeVisible();
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByTestId('exports-create').click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync((await pdfDownload.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
});

test('trainees are pointed to their own progress', async ({ page, host }) => {
  await page.goto(host.url);
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Sam T.', role: 'trainee' });
  await call(page, 'session.switch', { profileId: trainee.id });
  for (const [route, id] of [
    ['/calibration', 'calibration-staff-only'],
    ['/dashboard', 'dashboard-staff-only'],
    ['/exports', 'exports-staff-only'],
  ] as const) {
    await open(page, host.origin, route);
    await expect(page.getByTestId(id)).toBeVisible();
  }
});
