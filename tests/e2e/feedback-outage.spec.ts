// E2E: honest outage messages (issue 11, observation 7). The instructor's new-exercise form warns,
// tied to the rounds and judges fields, that feedback rounds have no judge; and with the judge server
// answering 503 to everything, the trainee reads that nothing was scored and the round was not used,
// and the rounds counter still shows both rounds. English and Arabic screenshots.
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { callApi as call, createProfile, expect, screenshot, test } from './host-fixture';

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(() => ({ kind: 'error', status: 503, message: 'The engine is overloaded.' }));
});
test.afterEach(async () => server.close());

test('the exercise form warns when feedback rounds have no judge', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(host.url);
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  await page.evaluate(() => (window.location.hash = '#/exercises/new'));
  const warning = page.getByTestId('exercise-no-judge');
  await expect(warning).toContainText('no AI judge is set up for its rubrics');
  await expect(page.getByTestId('feedback-rounds')).toHaveAttribute('aria-describedby', /ex-no-judge/);
  await expect(page.getByTestId('exercise-judges')).toHaveAttribute('aria-describedby', 'ex-no-judge');
  await warning.scrollIntoViewIfNeeded();
  await page
    .locator('section[aria-labelledby="ex-feedback"]')
    .screenshot({ path: 'test-results/screens/exercise-no-judge-en.png' });
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(warning).toContainText('لم يُعدّ أي مقيِّم');
  await page
    .locator('section[aria-labelledby="ex-feedback"]')
    .screenshot({ path: 'test-results/screens/exercise-no-judge-ar.png' });
  // With no feedback rounds there is nothing to warn about.
  await page.getByTestId('feedback-rounds').fill('0');
  await expect(warning).toBeHidden();
});

test('a judge server answering 503: nothing scored, the round not used', async ({ page, host }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(host.url);
  await createProfile(page, 'Noor A.', 'trainee');
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
    logprobs: true,
    structuredOutput: false,
    maxConcurrency: 8,
  });
  const scenario = (await call<{ items: { id: number }[] }>(page, 'library.list', { culture: 'german' })).items[0]!;
  const trainee = (await call<{ id: number; displayName: string }[]>(page, 'profiles.list', {})).find(
    (p) => p.displayName === 'Noor A.',
  )!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Outage',
    scenarioIds: [scenario.id],
    steps: ['draft'],
    feedbackRounds: 2,
    rubricIds: ['rubric-a'],
    judgeIds: [judge.id],
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });
  await page.getByTestId('profile-card-Noor A.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Noor A.');
  const opened = await call<{ id: number }>(page, 'practice.open', {
    exerciseId: exercise.id,
    scenarioId: scenario.id,
  });
  await call(page, 'practice.advance', { attemptId: opened.id, to: 'draft' });
  await page.evaluate((id) => (window.location.hash = `#/practice/${id}`), opened.id);

  await page.getByTestId('draft-text').fill('That sounds heavy to carry alone. Who could you talk to this week?');
  await page.getByTestId('draft-submit-feedback').click();
  const nothing = page.getByTestId('feedback-nothing-scored');
  await expect(nothing).toContainText('Nothing was scored', { timeout: 30_000 });
  await expect(nothing).toContainText('This feedback round was not used');
  // What failed and what to try, from the stored failure (a 503: the server had a problem), not the raw error.
  await expect(nothing.getByTestId('connection-failure')).toHaveAttribute('data-kind', 'server_error');
  await expect(nothing).toContainText('The server had an internal error (HTTP 503).');
  await expect(nothing).not.toContainText('gave up after');
  await expect(page.getByTestId('feedback-step')).not.toContainText('complete');
  await expect(page.getByTestId('feedback-rounds')).toContainText('2 more times');
  const state = await call<{ rounds: { used: number }; versions: { usesRound: boolean }[] }>(page, 'practice.get', {
    attemptId: opened.id,
  });
  expect(state.rounds.used).toBe(0);
  expect(state.versions[0]!.usesRound).toBe(false);
  await page.mouse.move(0, 0);
  await screenshot(page, 'feedback-outage-en');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(nothing).toContainText('لم تُحتسب جولة الملاحظات هذه');
  await expect(nothing.getByTestId('connection-failure')).toHaveAttribute('data-kind', 'server_error');
  await screenshot(page, 'feedback-outage-ar');
});
