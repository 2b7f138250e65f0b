// E2E, keyboard only (no mouse after sign-in set-up through the API): a trainee spots signals with
// the word cursor (arrows, Shift+arrows, Enter to the mark buttons), reads the spotting review as one
// Tab stop with arrows between its phrases, picks emotions, drafts, gets AI feedback from the test
// judge, keeps the version and writes the critique. Then the word cursor in an Arabic post (right to
// left: the left arrow reads on). Screenshots in English and Arabic; axe on the marking state.
import type { Page } from '@playwright/test';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { wordStops } from '../../shared/practice/word-stops';
import { expectAxeClean } from './axe';
import { callApi as call, expect, screenshot, test, type Host } from './host-fixture';

type Span = { kind: string; label: string | null; start: number | null; end: number | null };
type Scenario = { id: number; uid: string; title: string; language: string; postText: string; postSpans: Span[] };

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(() => ({ kind: 'reply', content: JSON.stringify({ score: 3, rationale: 'Fine.' }) }));
});
test.afterEach(async () => server.close());

async function scenarioByUid(page: Page, uid: string): Promise<Scenario> {
  const list = await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', {});
  return call<Scenario>(page, 'library.get', { id: list.items.find((s) => s.uid === uid)!.id });
}

/** Instructor, judge and exercise through the API; the trainee is signed in and the attempt opened. */
async function setUp(page: Page, host: Host, uid: string, language: 'en' | 'ar') {
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
    logprobs: false,
    structuredOutput: true,
    maxConcurrency: 1,
  });
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Noor', role: 'trainee' });
  const scenario = await scenarioByUid(page, uid);
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Keyboard week',
    scenarioIds: [scenario.id],
    steps: ['spot', 'emotions', 'draft', 'critique'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    judgeIds: [judge.id],
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });
  await call(page, 'session.switch', { profileId: trainee.id });
  await call(page, 'settings.setLanguage', { language });
  const attempt = await call<{ id: number }>(page, 'practice.open', {
    exerciseId: exercise.id,
    scenarioId: scenario.id,
  });
  await call(page, 'practice.advance', { attemptId: attempt.id, to: 'spot' });
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#/practice/${attempt.id}`);
  return scenario;
}

/** After a step change: the new step's heading has the focus (not the body) and names the page's title. */
async function expectStepArrival(page: Page, step: string, name: string, scenarioTitle: string) {
  await expect(page.getByTestId(step)).toBeVisible();
  const work = page.getByTestId(step).locator('.pr-work-main h2');
  const heading = (await work.count()) > 0 ? work.first() : page.getByTestId(step).locator('h2').first();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${name} — ${scenarioTitle} — CultureCare Trainer`);
}

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** Presses Tab until the element with this test id has focus (at most `limit` presses); returns the presses. */
async function tabTo(page: Page, testId: string, limit = 40): Promise<number> {
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press('Tab');
    if ((await focusedTestId(page)) === testId) return n;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Presses Tab until the predicate holds in the page (at most `limit` presses). */
async function tabUntil(page: Page, predicate: () => boolean, limit = 40): Promise<number> {
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return n;
  }
  throw new Error('Tab never reached the element');
}

/** Arrow presses needed to select [start, end) from the first word (Home) or from the last one (End). */
function plan(stops: { start: number; end: number }[], start: number, end: number) {
  const first = stops.findIndex((w) => w.end > start);
  const last = stops.findIndex((w) => w.end >= end);
  const fromHome = first + (last - first);
  const fromEnd = stops.length - 1 - last + (last - first);
  return { first, last, fromHome, fromEnd, cost: Math.min(fromHome, fromEnd) };
}

/** Selects the words of [start, end) with the word cursor: Home or End, arrows, then Shift+arrows. */
async function selectWords(page: Page, text: string, lang: string, start: number, end: number, rtl: boolean) {
  const stops = wordStops(text, lang);
  const { first, last, fromHome, fromEnd } = plan(stops, start, end);
  const [forward, backward] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  if (fromHome <= fromEnd) {
    await page.keyboard.press('Home');
    for (let i = 0; i < first; i++) await page.keyboard.press(forward);
    for (let i = first; i < last; i++) await page.keyboard.press(`Shift+${forward}`);
  } else {
    await page.keyboard.press('End');
    for (let i = stops.length - 1; i > last; i--) await page.keyboard.press(backward);
    for (let i = last; i > first; i--) await page.keyboard.press(`Shift+${backward}`);
  }
}

test('a trainee spots, chooses emotions, drafts, gets feedback and critiques with the keyboard only', async ({
  page,
  host,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const scenario = await setUp(page, host, 'builtin:ar-09', 'en');
  const text = scenario.postText;
  const stops = wordStops(text, 'en');
  // The expert distress span that takes the fewest key presses to reach.
  const distress = scenario.postSpans
    .filter((s) => s.kind === 'distress' && s.start !== null)
    .sort((a, b) => plan(stops, a.start!, a.end!).cost - plan(stops, b.start!, b.end!).cost)[0]!;

  // Spot: one Tab stop into the post, then the word cursor.
  await expect(page.getByTestId('step-spot')).toBeVisible();
  await expect(page).toHaveTitle(`Spot the signals — ${scenario.title} — CultureCare Trainer`);
  await tabTo(page, 'spot-text');
  await selectWords(page, text, 'en', distress.start!, distress.end!, false);
  const selected = page.getByTestId('spot-selected');
  await expect(selected).toContainText(text.slice(distress.start!, distress.end!).trim().split(/\s+/)[0]!);
  await screenshot(page, 'keyboard-spot-selecting-en');
  await page.keyboard.press('Enter');
  expect(await focusedTestId(page)).toBe('mark-distress-light');
  const intensity = ['light', 'moderate', 'high'].indexOf(distress.label ?? 'light');
  for (let i = 0; i < intensity; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mark-item')).toHaveCount(1);
  // Focus is back in the post; Escape drops a selection without marking.
  expect(await focusedTestId(page)).toBe('spot-text');
  await page.keyboard.press('ArrowRight');
  await expect(selected).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(selected).toHaveCount(0);
  await expect(page.getByTestId('spot-save-status')).toHaveAttribute('data-status', 'saved');
  await tabTo(page, 'spot-submit');
  await page.keyboard.press('Enter');

  // Review: the highlighted text is one Tab stop; arrows move between its phrases, each labelled.
  await expect(page.getByTestId('step-spot-review')).toBeVisible();
  await expectStepArrival(page, 'step-spot-review', "Your signals and the experts'", scenario.title);
  await expect(page.getByTestId('review-match').and(page.locator('[data-outcome="found"]'))).toHaveCount(1);
  const review = page.getByTestId('review-text');
  const phrases = review.locator('[data-roving-index]');
  expect(await phrases.count()).toBeGreaterThan(3);
  await expect(review.locator('[tabindex="0"]')).toHaveCount(1);
  await tabUntil(page, () => document.activeElement?.closest('[data-testid="review-text"]') != null);
  const firstLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('ArrowRight');
  const secondLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(secondLabel).toBeTruthy();
  expect(secondLabel).not.toBe(firstLabel);
  await expect(review.locator('[tabindex="0"]')).toHaveCount(1);
  // From inside the text, one Tab leaves it.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="review-text"]') === null)).toBe(true);
  await tabTo(page, 'step-continue');
  await page.keyboard.press('Enter');

  // Emotions: buttons pressed with Space.
  await expect(page.getByTestId('step-emotions')).toBeVisible();
  await expectStepArrival(page, 'step-emotions', 'Emotions', scenario.title);
  await tabTo(page, 'emotion-sadness');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('emotion-sadness')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('emotions-save-status')).toHaveAttribute('data-status', 'saved');
  await tabTo(page, 'step-continue');
  await page.keyboard.press('Enter');

  // Draft, then feedback from the judge; each arrival puts the focus on the step's heading.
  await expectStepArrival(page, 'stage-draft', 'Draft', scenario.title);
  await tabTo(page, 'draft-text');
  await page.keyboard.type('That sounds exhausting. Who could you talk to?');
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-status', 'saved');
  await tabTo(page, 'draft-submit-feedback');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback-step')).toBeVisible();
  await expectStepArrival(page, 'stage-feedback', 'Feedback', scenario.title);
  await expect(page.getByTestId('feedback-keep')).toBeEnabled({ timeout: 20_000 });
  // Said once when scoring ends, with how much was scored (the judge scores every item here).
  await expect(page.getByTestId('announcer')).toHaveText(/^Feedback ready: (\d+) of \1 items scored\.$/);
  await tabTo(page, 'feedback-keep');
  await page.keyboard.press('Enter');
  await tabTo(page, 'feedback-keep-confirm', 5);
  await page.keyboard.press('Enter');

  // Critique: text, Rubric B radios with arrows, submit.
  await expect(page.getByTestId('step-critique')).toBeVisible();
  await expectStepArrival(page, 'step-critique', 'Critique', scenario.title);
  await tabTo(page, 'critique-text');
  await page.keyboard.type('Kind, but skips the family.');
  await expect(page.getByTestId('critique-save-status')).toHaveAttribute('data-status', 'saved');
  await tabTo(page, 'critique-submit', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-done')).toBeVisible();
  await expectStepArrival(page, 'step-done', 'Finished', scenario.title);
});

test('the word cursor reads an Arabic post right to left', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scenario = await setUp(page, host, 'builtin:ar-01', 'ar');
  await expect(page.getByTestId('step-spot')).toBeVisible();
  await tabTo(page, 'spot-text');
  const stops = wordStops(scenario.postText, scenario.language);
  // ArrowLeft reads on in right-to-left text: the first press selects the first word, Shift+ArrowLeft adds the next.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('spot-selected')).toHaveText(scenario.postText.slice(stops[0]!.start, stops[0]!.end));
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByTestId('spot-selected')).toHaveText(scenario.postText.slice(stops[0]!.start, stops[2]!.end));
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('spot-selected')).toHaveText(scenario.postText.slice(stops[0]!.start, stops[1]!.end));
  await screenshot(page, 'keyboard-spot-selecting-ar');
  await expectAxeClean(page, 'spotting with the word cursor (ar)');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // moderate
  await expect(page.getByTestId('mark-item')).toHaveCount(1);
  await expect(page.getByTestId('spot-text').locator('[data-marked]')).toHaveText(
    scenario.postText.slice(stops[0]!.start, stops[1]!.end),
  );
});
