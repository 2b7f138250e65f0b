// E2E: a trainee's history and progress. An instructor sets an exercise judged by the test chat
// server; the trainee drafts, gets two versions scored, finishes one attempt, leaves one in progress
// and skips one; #/history then shows the charts (over time, by culture, Rubric A and B) and the
// attempts with their versions and scores, in English and in Arabic (right to left).
import type { Page } from '@playwright/test';
import { RUBRICS } from '../../shared/rubrics/registry';
import {
  startChatServer,
  topLogprobs,
  type ChatServer,
  type RecordedRequest,
  type Step,
} from '../fixtures/chat-server';
import { callApi as call, createProfile, expect, screenshot, test } from './host-fixture';

const FIRST = 'I am sorry you feel like this. Try to rest and things will get better.';
const REVISED =
  'It sounds exhausting to carry all of this, and your family matters so much to you. What feels heaviest right now?';
const BEST =
  'Caring for your mother while working sounds exhausting, and it makes sense that you feel torn. Would it help to talk about who could share some of this with you?';

/**
 * Scores each rubric item from the reply's wording: the first draft low, the revision higher, the
 * best text highest, with a small per-item shift so the lines differ. Log-probabilities over the
 * two scale options around the target give the score the app reads (probability-weighted mean).
 */
function judgeStep(request: RecordedRequest): Step {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  const name = /Criterion: (.+)/.exec(text)?.[1]?.trim() ?? '';
  const item = RUBRICS.flatMap((r) => r.items).find((i) => i.name === name);
  if (!item) return { kind: 'reply', content: '3', logprobs: topLogprobs({ '3': 1 }) };
  const quality = text.includes('your mother') ? 0.85 : text.includes('your family') ? 0.6 : 0.3;
  const codeSum = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const shift = ((codeSum % 5) - 2) * 0.05;
  const q = Math.min(1, Math.max(0, quality + shift));
  const options = item.scale.options.filter((o) => o.value !== null).sort((a, b) => a.value! - b.value!);
  const min = options[0]!.value!;
  const max = options.at(-1)!.value!;
  const target = item.higherIsBetter ? min + q * (max - min) : max - q * (max - min);
  const low = [...options].reverse().find((o) => o.value! <= target)!;
  const high = options.find((o) => o.value! >= target)!;
  const pHigh = high === low ? 1 : (target - low.value!) / (high.value! - low.value!);
  const probabilities: [string, number][] =
    high === low
      ? [[high.key, 1]]
      : [
          [high.key, Math.max(pHigh, 0.01)],
          [low.key, Math.max(1 - pHigh, 0.01)],
        ];
  return { kind: 'reply', logprobs: topLogprobs(probabilities) };
}

type Attempt = {
  id: number;
  stage: string;
  status: string;
  versions: { id: number; number: number; feedback: { status: string }[] }[];
};

/** Submits the text as a version for feedback, scores it with the practice.scoreVersion task and waits for the scores. */
async function submitScored(page: Page, attemptId: number, text: string): Promise<Attempt> {
  await call(page, 'practice.saveDraft', { attemptId, text });
  const state = await call<Attempt>(page, 'practice.submitVersion', { attemptId, text, forFeedback: true });
  const version = state.versions.at(-1)!;
  await call(page, 'practice.scoreVersion', { versionId: version.id });
  await expect
    .poll(
      async () => {
        const now = await call<Attempt>(page, 'practice.get', { attemptId });
        const feedback = now.versions.find((v) => v.id === version.id)!.feedback;
        return feedback.length > 0 && feedback.every((f) => f.status === 'done');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return call<Attempt>(page, 'practice.get', { attemptId });
}

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(judgeStep);
});
test.afterEach(async () => server.close());

test('history shows scores over time, by culture and every attempt with its versions', async ({ page, host }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(host.url);
  await createProfile(page, 'Sam T.', 'trainee');

  // Before any attempt: the empty state points to Practice.
  await page.goto(`${host.origin}/#/history`);
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await expect(page.getByTestId('history-go-practice')).toHaveAttribute('href', '#/practice');
  await screenshot(page, 'history-empty-en');

  await page.goto(`${host.origin}/#/`);
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
  });
  const scenarioOf = async (culture: string) =>
    (await call<{ items: { id: number }[] }>(page, 'library.list', { culture })).items[0]!.id;
  const german = await scenarioOf('german');
  const arabic = await scenarioOf('arabic');
  const chinese = await scenarioOf('chinese');
  const trainee = (await call<{ id: number; displayName: string }[]>(page, 'profiles.list', {})).find(
    (p) => p.displayName === 'Sam T.',
  )!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Responding across cultures',
    scenarioIds: [german, arabic, chinese],
    steps: ['draft'],
    feedbackRounds: 2,
    rubricIds: ['rubric-a', 'rubric-b'],
    judgeIds: [judge.id],
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });

  // A second exercise with only the spotting step, for the F1 chart.
  type PostSpan = {
    start: number | null;
    end: number | null;
    kind: string;
    label: string | null;
    responseId: number | null;
  };
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
  const germanMarks = await expertMarks(german);
  const arabicMarks = await expertMarks(arabic);
  expect(germanMarks.length).toBeGreaterThan(2);
  const spotting = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Spot the signals',
    scenarioIds: [german, arabic],
    steps: ['spot'],
    feedbackRounds: 0,
    rubricIds: ['rubric-a'],
    judgeIds: [judge.id],
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });

  // The trainee works through the exercises. First the spotting: a few signals, later all of them.
  await page.getByTestId('profile-card-Sam T.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Sam T.');
  const spot = async (scenarioId: number, marks: unknown[]) => {
    const state = await call<Attempt>(page, 'practice.open', { exerciseId: spotting.id, scenarioId });
    await call(page, 'practice.advance', { attemptId: state.id, to: 'spot' });
    await call(page, 'practice.saveMarks', { attemptId: state.id, marks });
    await call(page, 'practice.submitSpotting', { attemptId: state.id });
  };
  await spot(german, germanMarks.slice(0, 1));
  await spot(arabic, arabicMarks);

  const open = async (scenarioId: number) => {
    const state = await call<Attempt>(page, 'practice.open', { exerciseId: exercise.id, scenarioId });
    return call<Attempt>(page, 'practice.advance', { attemptId: state.id, to: 'draft' });
  };
  // German: two scored versions, then the final version (not scored): completed.
  const first = await open(german);
  await submitScored(page, first.id, FIRST);
  await call(page, 'practice.advance', { attemptId: first.id, to: 'draft' });
  await submitScored(page, first.id, REVISED);
  await call(page, 'practice.advance', { attemptId: first.id, to: 'draft' });
  const done = await call<Attempt>(page, 'practice.submitVersion', {
    attemptId: first.id,
    text: BEST,
    forFeedback: false,
  });
  expect(done.status).toBe('completed');
  // Arabic: one scored version, still in progress.
  const second = await open(arabic);
  await submitScored(page, second.id, BEST);
  // Chinese: skipped.
  const third = await call<Attempt>(page, 'practice.open', { exerciseId: exercise.id, scenarioId: chinese });
  await call(page, 'practice.skip', { attemptId: third.id, reason: '' });

  await page.goto(`${host.origin}/#/history`);
  await expect(page.getByRole('heading', { name: 'My progress' })).toBeVisible();

  // Scores over time: Rubric A's summary scores, three scored versions, first low and latest high.
  const overTime = page.getByTestId('history-over-time');
  await expect(overTime.locator('.recharts-line')).toHaveCount(3);
  await expect(overTime.locator('.recharts-line-dot')).toHaveCount(9);
  await expect(overTime).toContainText('Emo.');
  await expect(overTime).toContainText('Mean score over the AI judges');
  await expect(overTime).toContainText('Scored versions, oldest to newest');
  const allRow = page.getByTestId('history-over-time-summary').getByRole('row', { name: /^All/ });
  const [firstAll, latestAll, scoredAll] = (await allRow.locator('td').allTextContents()).map((s) => Number(s));
  expect(firstAll).toBeLessThan(latestAll!);
  expect(scoredAll).toBe(3);

  // By culture: German and Arabic have scored final versions; the skipped Chinese attempt has none.
  const byCulture = page.getByTestId('history-by-culture');
  await expect(byCulture.locator('.recharts-bar-rectangle')).toHaveCount(6);
  const cultureRows = page.getByTestId('history-by-culture-summary').locator('tbody tr');
  await expect(cultureRows).toHaveCount(2);
  await expect(cultureRows.nth(0)).toContainText('Arabic');
  await expect(cultureRows.nth(1)).toContainText('German');

  // Spotting F1 over time: two attempts, the second found every expert signal.
  const spotChart = page.getByTestId('history-spot');
  await expect(spotChart.locator('.recharts-line-dot')).toHaveCount(2);
  await expect(page.getByTestId('history-spot-summary')).toContainText('100%');

  // The attempts, newest first, with status and versions.
  const attempts = page.getByTestId('history-attempts').locator('article');
  await expect(attempts).toHaveCount(5);
  await expect(attempts.nth(0).getByTestId('history-status')).toHaveText('Skipped');
  await expect(attempts.nth(1).getByTestId('history-status')).toHaveText('In progress');
  await expect(attempts.nth(2).getByTestId('history-status')).toHaveText('Completed');
  await expect(page.getByTestId(`history-open-${second.id}`)).toHaveText('Continue');
  await expect(page.getByTestId(`history-open-${first.id}`)).toHaveText('Open');
  await expect(page.getByTestId(`history-open-${first.id}`)).toHaveAttribute('href', `#/practice/${first.id}`);
  const versions = page.getByTestId(`history-versions-${first.id}`);
  await expect(versions.locator('thead th')).toHaveCount(4);
  await expect(
    versions
      .getByRole('row', { name: /^Empathy/ })
      .locator('td')
      .nth(2),
  ).toContainText('Missing');
  await expect(versions).toContainText('Cognitive empathy');
  await page.mouse.move(0, 0);
  await screenshot(page, 'history-en');
  await page.getByTestId('history-charts').screenshot({ path: 'test-results/screens/history-charts-en.png' });

  // Rubric B: items grouped by scale, the scale's option names on the y axis.
  await page.getByTestId('history-rubric-rubric-b').click();
  await page.getByTestId('history-set').selectOption('safety:agreement-5');
  await expect(overTime.locator('.recharts-line')).toHaveCount(3);
  await expect(overTime.locator('.recharts-yAxis-tick-labels')).toContainText('Strongly agree');
  await expect(overTime.locator('.recharts-yAxis-tick-labels')).toContainText('Strongly disagree');
  await overTime.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await overTime.screenshot({ path: 'test-results/screens/history-rubric-b-en.png' });
  // Lower is better for Overly positive / negative; the chart says so.
  await page.getByTestId('history-set').selectOption('safety:yes-somewhat-no');
  await expect(overTime).toContainText('For these items a lower score is better.');
  await expect(overTime.locator('.recharts-yAxis-tick-labels')).toContainText('Somewhat');
  await page.getByTestId('history-set').selectOption('culture:training-usefulness');
  await expect(overTime.locator('.recharts-yAxis-tick-labels')).toContainText('Yes, strong example');
  await page.mouse.move(0, 0);
  await page
    .getByTestId('history-by-culture')
    .screenshot({ path: 'test-results/screens/history-rubric-b-culture-en.png' });

  // Arabic: right to left, time runs from right to left and the score axis sits on the right.
  await page.getByTestId('history-rubric-rubric-a').click();
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تقدّمي' })).toBeVisible();
  await expect(overTime).toContainText('الدرجات مع الوقت');
  const yAxis = await overTime.locator('.recharts-yAxis-tick-labels').boundingBox();
  const plot = await overTime.locator('.recharts-cartesian-grid').boundingBox();
  expect(yAxis!.x).toBeGreaterThan(plot!.x + plot!.width / 2);
  const dots = overTime.locator('.recharts-line-dots').first().locator('.recharts-line-dot');
  const oldest = await dots.nth(0).boundingBox();
  const newest = await dots.nth(2).boundingBox();
  expect(oldest!.x).toBeGreaterThan(newest!.x);
  await expect(attempts.nth(0).getByTestId('history-status')).toHaveText('تم تخطيها');
  await page.mouse.move(0, 0);
  await screenshot(page, 'history-ar');
  await page.getByTestId('history-charts').screenshot({ path: 'test-results/screens/history-charts-ar.png' });
  await page.getByTestId('history-spot').screenshot({ path: 'test-results/screens/history-spot-ar.png' });
  // The tooltip speaks Arabic too and names the version of the point under the pointer.
  await overTime.scrollIntoViewIfNeeded();
  await dots.nth(1).hover({ force: true });
  await expect(overTime.locator('.hist-tooltip')).toContainText('النسخة 2');
  await overTime.screenshot({ path: 'test-results/screens/history-tooltip-ar.png' });

  // German: the longest labels; nothing may be clipped.
  await page.getByTestId('language-switcher').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Mein Fortschritt' })).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'history-de');
});
