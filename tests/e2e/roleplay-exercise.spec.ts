// E2E: a trainee starts role-play under an assigned exercise from the role card's start panel; the
// panel shows which mode applies (the exercise's assessment mode over the card's practice default)
// and the session starts in it. Also screenshots Settings → AI models (what each model is used for)
// and the exercise form's coach block, in English and Arabic.
import type { Page } from '@playwright/test';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { callApi as call, expect, screenshot, test, type Host } from './host-fixture';

let server: ChatServer;
test.beforeAll(async () => {
  server = await startChatServer(() => ({ kind: 'reply', content: 'I do not really know where to start.' }));
});
test.afterAll(async () => server.close());

async function open(page: Page, host: Host, route: string) {
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#${route}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('a trainee starts role-play under an exercise, which sets assessment mode', async ({ page, host }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  await call(page, 'judges.save', {
    label: 'Lab model',
    baseUrl: server.baseUrl,
    model: 'fixture-chat',
    logprobs: false,
    structuredOutput: true,
    maxConcurrency: 2,
    defaultFor: ['rubric-a'],
  });
  const list = await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', { culture: 'arabic' });
  const scenario = list.items.find((s) => s.uid === 'builtin:ar-10')!;
  const card = await call<{ id: number }>(page, 'roleplay.cards.create', { scenarioId: scenario.id, seed: 11 });
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Salma', role: 'trainee' });
  await call(page, 'exercises.create', {
    title: 'Grief across cultures',
    scenarioIds: [scenario.id],
    steps: ['draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a'],
    aiScoresVisible: true,
    roleplayMode: 'assessment',
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });

  // The instructor's screens touched here: Settings → AI models and the exercise form's coach block.
  await open(page, host, '/settings');
  await expect(page.getByTestId('judges-section')).toContainText('AI models');
  await expect(page.locator('[data-testid^="model-uses-"]').first()).toContainText('playing the help-seeker');
  await page.getByTestId('judges-section').screenshot({ path: 'test-results/screens/settings-models-en.png' });
  await open(page, host, '/exercises/new');
  await expect(page.getByTestId('exercise-coach')).toBeVisible();
  await page.getByTestId('exercise-coach').screenshot({ path: 'test-results/screens/exercise-coach-en.png' });

  await call(page, 'session.switch', { profileId: trainee.id });
  await open(page, host, `/roleplay?card=${card.id}`);
  const mode = page.getByTestId('rp-start-mode');
  await expect(mode).toHaveAttribute('data-mode', 'practice');
  await page.getByTestId('rp-start-exercise').selectOption({ label: 'Grief across cultures' });
  await expect(mode).toHaveAttribute('data-mode', 'assessment');
  await expect(mode).toContainText('Set by the exercise.');
  await page.getByTestId('rp-start').screenshot({ path: 'test-results/screens/roleplay-start-exercise-en.png' });

  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mode).toContainText('يحدّده التمرين');
  await page.getByTestId('rp-start').screenshot({ path: 'test-results/screens/roleplay-start-exercise-ar.png' });

  await page.getByTestId('rp-start-submit').click();
  await expect(page.getByTestId('rp-mode')).toHaveAttribute('data-mode', 'assessment');
  await screenshot(page, 'roleplay-session-exercise-ar');

  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  await open(page, host, '/settings');
  await page.getByTestId('judges-section').screenshot({ path: 'test-results/screens/settings-models-ar.png' });
  await open(page, host, '/exercises/new');
  await page.getByTestId('exercise-coach').screenshot({ path: 'test-results/screens/exercise-coach-ar.png' });
});
