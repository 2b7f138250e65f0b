// E2E: the coach's note and role-play practice mode, in English and Arabic. A trainee's dismissive
// first version gets the automatic note (no model configured for notes): strengths, the changes with
// the quoted passages, and a suggested sentence that quotes what it replaces. A role-play session in
// practice mode shows the mode and, after the trainee's turn, folded feedback from the scripted chat
// server (strategy, likely feeling, another phrasing).
import type { Page } from '@playwright/test';
import { startChatServer, type ChatServer, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { callApi as call, createProfile, expect, screenshot, test, type Host } from './host-fixture';

const FIRST = "You should just ask your mum for the papers. Don't worry, it's not a big deal.";
const TURN_FEEDBACK = {
  strategy: 'Reflection of Feelings',
  felt: 'Relieved to be heard, and still unsure whether it is safe to say more.',
  alternative: 'It sounds like you are carrying this alone. What feels heaviest right now?',
};

function step(request: RecordedRequest): Step {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  if (text.includes('The trainee turn to give feedback on'))
    return { kind: 'reply', content: JSON.stringify(TURN_FEEDBACK), chunkDelayMs: 5 };
  return { kind: 'reply', content: 'I do not really know how to say it. It has been a hard month.', chunkDelayMs: 5 };
}

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(step);
});
test.afterEach(async () => server.close());

async function open(page: Page, host: Host, route: string) {
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#${route}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test("the coach's note with a suggested sentence, in English and Arabic", async ({ page, host }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1360, height: 950 });
  await page.goto(host.url);
  await createProfile(page, 'Noor A.', 'trainee');
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const scenario = (
    await call<{ items: { id: number; title: string }[] }>(page, 'library.list', { culture: 'german' })
  ).items.find((s) => s.title.startsWith("Found my late grandmother's"))!;
  const trainee = (await call<{ id: number; displayName: string }[]>(page, 'profiles.list', {})).find(
    (p) => p.displayName === 'Noor A.',
  )!;
  // Feedback needs a judge set up; this one is never reached in this test (scores stay with the supervisor).
  await call(page, 'judges.save', {
    id: 'idle',
    label: 'Idle',
    baseUrl: 'http://127.0.0.1:9/v1',
    model: 'm',
    logprobs: false,
    structuredOutput: false,
    defaultFor: ['rubric-a', 'rubric-b'],
  });
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Replying to a family silence',
    scenarioIds: [scenario.id],
    steps: ['draft'],
    feedbackRounds: 2,
    rubricIds: ['rubric-a'],
    aiScoresVisible: false,
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });
  await page.getByTestId('profile-card-Noor A.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Noor A.');
  const opened = await call<{ id: number }>(page, 'practice.open', {
    exerciseId: exercise.id,
    scenarioId: scenario.id,
  });
  await call(page, 'practice.advance', { attemptId: opened.id, to: 'draft' });
  await call(page, 'practice.submitVersion', { attemptId: opened.id, text: FIRST, forFeedback: true });
  await open(page, host, `/practice/${opened.id}`);

  const note = page.getByTestId('coach-note');
  await expect(note.getByTestId('coach-note-source')).toHaveText('Automatic note (no AI model)');
  await expect(note.getByTestId('coach-note-strengths')).toBeVisible();
  await expect(note.getByTestId('coach-note-changes')).toBeVisible();
  const suggestion = note.getByTestId('coach-suggestion').first();
  await expect(suggestion.locator('del')).toBeVisible();
  expect(FIRST).toContain((await suggestion.locator('del').innerText()).trim());
  await expect(suggestion.locator('ins')).toHaveAttribute('lang', 'en');
  // The exercise hides scores: the note shows none.
  await expect(note).not.toContainText('/5');
  await page.mouse.move(0, 0);
  await note.scrollIntoViewIfNeeded();
  await screenshot(page, 'coach-note-en');

  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(note.getByTestId('coach-note-source')).toHaveText('ملاحظة تلقائية (دون نموذج ذكاء اصطناعي)');
  await expect(note).toContainText('جملة لتجرّبها');
  // The suggested sentence stays in the reply's language.
  await expect(suggestion.locator('ins')).toHaveAttribute('lang', 'en');
  await screenshot(page, 'coach-note-ar');

  // My progress counts the kinds of change the notes asked for.
  await open(page, host, '/history');
  const trends = page.getByTestId('change-trends');
  await expect(trends).toBeVisible();
  await trends.scrollIntoViewIfNeeded();
  await screenshot(page, 'change-trends-ar');
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(trends).toBeVisible();
  await screenshot(page, 'change-trends-en');
});

test('role-play practice mode with folded feedback after each turn, in English and Arabic', async ({ page, host }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1320, height: 900 });
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  const model = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab model',
    baseUrl: server.baseUrl,
    model: 'fixture-chat',
    logprobs: false,
  });
  const scenario = (
    await call<{ items: { id: number; title: string }[] }>(page, 'library.list', { culture: 'german' })
  ).items.find((s) => s.title.startsWith("Found my late grandmother's"))!;
  const card = await call<{ id: number }>(page, 'roleplay.cards.create', { scenarioId: scenario.id, seed: 11 });
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Salma', role: 'trainee' });
  await call(page, 'session.switch', { profileId: trainee.id });
  const session = await call<{ id: number }>(page, 'roleplay.start', { roleCardId: card.id, providerId: model.id });

  await open(page, host, `/roleplay/${session.id}`);
  await expect(page.getByTestId('rp-mode')).toHaveAttribute('data-mode', 'practice');
  await expect(page.getByTestId('rp-mode')).toContainText('Practice mode');
  await expect(page.getByTestId('rp-turn-1')).toBeVisible();
  const composer = page.getByTestId('rp-composer-text');
  await expect(composer).toBeEnabled();
  await composer.fill('That sounds like a lot to carry. What has been hardest?');
  await composer.press('Enter');
  await expect(page.getByTestId('rp-turn-3')).toBeVisible();
  const feedback = page.getByTestId('rp-feedback-2');
  await expect(feedback).toBeVisible();
  await page.getByTestId('rp-feedback-open-2').click();
  await expect(feedback).toContainText('Reflection of Feelings');
  await expect(feedback).toContainText('Relieved to be heard');
  await expect(feedback).toContainText('What feels heaviest right now?');
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-practice-mode-en');

  await call(page, 'settings.setLanguage', { language: 'ar' });
  await open(page, host, `/roleplay/${session.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('rp-mode')).toContainText('وضع التدريب');
  await page.getByTestId('rp-feedback-open-2').click();
  await expect(page.getByTestId('rp-feedback-2')).toContainText('طريقة أخرى لقولها');
  await screenshot(page, 'roleplay-practice-mode-ar');

  // The trainee moves to assessment mode and cannot come back.
  await page.getByTestId('rp-to-assessment').click();
  await expect(page.getByTestId('rp-mode')).toHaveAttribute('data-mode', 'assessment');
  await expect(page.getByTestId('rp-to-assessment')).toHaveCount(0);
  await call(page, 'settings.setLanguage', { language: 'en' });
});
