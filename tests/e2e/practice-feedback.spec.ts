// E2E: drafting with live coaching, AI feedback and revising. An instructor sets a one-scenario
// exercise (draft only, two feedback rounds, Rubric A) judged by the test chat server; the trainee
// writes a dismissive first draft (coaching shows the strategy mix and safety flags), reloads
// mid-typing and finds the text restored, submits it and watches the scores stream in (a judge
// that fails on one item shows as unavailable and can be tried again), revises, submits again and
// sees the word-level diff and the per-item arrows; then the same screens in Arabic (right to left).
import type { Page } from '@playwright/test';
import { startChatServer, type ChatServer, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { expectAxeClean } from './axe';
import { callApi as call, createProfile, expect, screenshot, test } from './host-fixture';

const FIRST = "Don't worry, it's not a big deal. Everyone's family is a bit quiet. Just stay positive and move on!";
const REVISED =
  'It sounds really painful to grieve a history nobody will talk about, and I can hear how scared you are of losing your mum too. Wanting to know who your grandmother was is not a betrayal. What would it feel like to tell your mum why the papers matter to you?';

/** While true, the judge refuses every Fluency request (403: not retried), as a server that is down for one item would. */
let fluencyDown = true;

/** Answers in JSON: the dismissive draft scores low, the revision high; each answer with a rationale. */
function judgeStep(request: RecordedRequest): Step {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  const name = /Criterion: (.+)/.exec(text)?.[1]?.trim() ?? '';
  if (name === 'Fluency' && fluencyDown)
    return { kind: 'error', status: 403, message: 'This key may not use the model right now.' };
  const revised = text.includes('not a betrayal');
  const second = request.body?.model === 'second-judge'; // a second judge, kinder on Empathy
  const score = revised
    ? name === 'Knowledge'
      ? 3
      : 4
    : second && name === 'Empathy'
      ? 4
      : name === 'Fluency' || name === 'Knowledge'
        ? 3
        : 2;
  const rationale = revised
    ? `${name}: names the grief and the fear of losing her mum, and asks an open question.`
    : `${name}: "not a big deal" brushes the poster's grief aside.`;
  return { kind: 'reply', content: JSON.stringify({ score, rationale }), delayMs: 250 };
}

let server: ChatServer;
test.beforeEach(async () => {
  fluencyDown = true;
  server = await startChatServer(judgeStep);
});
test.afterEach(async () => server.close());

/** An instructor sets the exercise (draft only, Rubric A, the test judge); the trainee opens it at the draft step. */
async function setUp(
  page: Page,
  hostUrl: string,
  options: { aiScoresVisible: boolean; twoJudges?: boolean },
): Promise<{ attemptId: number }> {
  await page.setViewportSize({ width: 1360, height: 950 });
  await page.goto(hostUrl);
  await createProfile(page, 'Noor A.', 'trainee');
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
    logprobs: false,
    structuredOutput: true,
    maxConcurrency: 1,
  });
  const judgeIds = [judge.id];
  if (options.twoJudges) {
    const second = await call<{ id: string }>(page, 'judges.save', {
      label: 'Second judge',
      baseUrl: server.baseUrl,
      model: 'second-judge',
      logprobs: false,
      structuredOutput: true,
      maxConcurrency: 1,
    });
    judgeIds.push(second.id);
  }
  const scenario = (
    await call<{ items: { id: number; title: string }[] }>(page, 'library.list', { culture: 'german' })
  ).items.find((s) => s.title.startsWith("Found my late grandmother's"))!;
  const trainee = (await call<{ id: number; displayName: string }[]>(page, 'profiles.list', {})).find(
    (p) => p.displayName === 'Noor A.',
  )!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Replying to a family silence',
    scenarioIds: [scenario.id],
    steps: ['draft'],
    feedbackRounds: 2,
    rubricIds: ['rubric-a'],
    judgeIds,
    aiScoresVisible: options.aiScoresVisible,
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
  return { attemptId: opened.id };
}

test('draft with live coaching, streamed feedback, revision with diff and score arrows', async ({ page, host }) => {
  test.setTimeout(120_000);
  const { attemptId } = await setUp(page, host.url, { aiScoresVisible: true });

  // Drafting: coaching appears beside the editor and says it is not a score.
  const editor = page.getByTestId('draft-text');
  await expect(editor).toBeVisible();
  // Empty, the draft has no language yet (dir="auto"); once written it carries its own (below).
  await expect(editor).toHaveAttribute('dir', 'auto');
  await expect(editor).not.toHaveAttribute('lang', /./);
  await expect(page.getByTestId('coach-not-scores')).toContainText('not rubric scores');
  await expect(page.getByTestId('draft-submit-feedback')).toBeDisabled();
  await expect(page.getByTestId('draft-submit-feedback')).toHaveText('Submit for feedback (round 1 of 2)');
  await editor.fill(FIRST);
  await expect(page.getByTestId('draft-words')).toHaveText('19 words');
  const strategies = page.getByTestId('coach-strategies');
  // "Don't worry" (a negated directive) and "Just stay positive and move on!" both suggest what to do.
  await expect(strategies.locator('[data-strategy="Providing Suggestions"]')).toContainText('2 sentences');
  // Each strategy's bar is drawn in the strategy's own colour (the highlights' orange for suggestions).
  await expect(strategies.locator('[data-strategy="Providing Suggestions"] .coach-bar')).toHaveCSS(
    'background-color',
    'rgb(230, 119, 0)',
  );
  await expect(page.getByTestId('coach-flag-minimising')).toContainText('dismisses what the poster feels');
  await expect(page.getByTestId('coach-flag-minimising')).toContainText('not a big deal');
  await expect(page.getByTestId('coach-flag-toxic_positivity')).toBeVisible();
  await expect(page.getByTestId('coach-signals')).toContainText('0 of 11 engaged');
  await expect(page.getByTestId('coach-language')).toContainText('Your reply is in English, like the post.');
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-status', 'saved');
  await expect(page.getByTestId('draft-save-status')).toContainText('Saved ·');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-draft-en');

  // Reload in the middle of typing: at most the last two seconds are lost.
  const extra = ' I hope you feel better soon, really.';
  await editor.press('Control+End');
  await editor.pressSequentially(extra, { delay: 90 });
  await page.reload();
  await expect(page.getByTestId('draft-text')).toBeVisible();
  const restored = await page.getByTestId('draft-text').inputValue();
  const typedBefore = FIRST + extra.slice(0, 12); // typed more than two seconds before the reload
  expect(restored.startsWith(typedBefore)).toBe(true);
  expect((FIRST + extra).startsWith(restored)).toBe(true);
  await page.getByTestId('draft-text').fill(FIRST);
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-status', 'saved');

  // Submit for feedback: the scores stream in one by one, with progress.
  await page.getByTestId('draft-submit-feedback').click();
  await expect(page.getByTestId('feedback-step')).toBeVisible();
  await expect(page.getByTestId('feedback-progress')).toBeVisible();
  await expect(page.getByTestId('feedback-item-empathy')).toHaveAttribute('data-state', 'scored');
  await expect(page.getByTestId('feedback-progress')).toBeVisible(); // empathy arrived while others were still on their way
  await expect(page.getByTestId('feedback-item-communication')).toHaveAttribute('data-state', 'scored');
  await expect(page.getByTestId('feedback-progress')).toBeHidden();
  await expect(page.getByTestId('feedback-item-empathy')).toContainText('2/5');
  await page.getByTestId('feedback-item-empathy').getByText('Why').click();
  await expect(page.getByTestId('feedback-item-empathy')).toContainText('brushes the poster');
  // One control opens every reason (each still has its own Why), and closes them all again.
  const openAll = page.getByTestId('feedback-open-all-rubric-a');
  await expect(openAll).toHaveText('Open all reasons');
  await openAll.click();
  await expect(page.getByTestId('feedback-why-communication')).toHaveAttribute('open', '');
  await expect(page.getByTestId('feedback-why-empathy')).toHaveAttribute('open', '');
  await expect(openAll).toHaveText('Close all reasons');
  await screenshot(page, 'feedback-open-all-en');
  await openAll.click();
  await expect(page.getByTestId('feedback-why-empathy')).not.toHaveAttribute('open', '');
  // The judge failed on Fluency: shown calmly, never blocking, and it can be tried again.
  await expect(page.getByTestId('feedback-item-fluency')).toHaveAttribute('data-state', 'unavailable');
  await expect(page.getByTestId('feedback-item-fluency')).toContainText('Judge unavailable');
  await expect(page.getByTestId('feedback-unavailable-rubric-a')).toContainText(
    'No score for these items, because no judge was available: Fluency',
  );
  expect(server.chatRequests()).toHaveLength(7); // each item asked once, however often the step rendered
  await expect(page.getByTestId('feedback-revise')).toBeEnabled();
  await expect(page.getByTestId('feedback-aggregates-rubric-a').locator('[data-aggregate="emo"]')).toContainText('2');
  await expect(page.getByTestId('feedback-rounds')).toContainText('1 more time');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-feedback-en');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.getByTestId('feedback-item-fluency')).toContainText('المقيّم غير متاح');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-feedback-ar');
  await page.getByTestId('language-switcher').selectOption('en');
  fluencyDown = false;
  await page.getByTestId('feedback-try-again-rubric-a').click();
  await expect(page.getByTestId('feedback-item-fluency')).toHaveAttribute('data-state', 'scored');
  await expect(page.getByTestId('feedback-item-fluency')).toContainText('3/5');
  await expect(page.getByTestId('feedback-unavailable-rubric-a')).toBeHidden();
  expect(server.chatRequests()).toHaveLength(8); // only the failed item was asked again

  // Revise: the previous version is there for reference; the coaching follows the new text.
  await page.getByTestId('feedback-revise').click();
  await expect(page.getByTestId('draft-previous')).toBeVisible();
  await expect(page.getByTestId('draft-submit-feedback')).toHaveText('Submit for feedback (round 2 of 2)');
  await page.getByTestId('draft-text').fill(REVISED);
  await expect(page.getByTestId('coach-flags-none')).toBeVisible();
  await expect(page.getByTestId('coach-signals')).toContainText('3 of 11 engaged');
  await expect(page.getByTestId('coach-strategies').locator('[data-strategy="Questions"]')).toContainText('1 sentence');
  await page.getByTestId('draft-submit-feedback').click();

  // Cancel while scoring; what arrived stays, the rest can be scored again.
  await expect(page.getByTestId('feedback-item-empathy')).toHaveAttribute('data-state', 'scored');
  await page.getByTestId('feedback-cancel').click();
  await expect(page.getByTestId('feedback-rubric-a')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('feedback-progress')).toBeHidden();
  await expect(page.getByTestId('feedback-item-empathy')).toHaveAttribute('data-state', 'scored');
  await expect(page.getByTestId('feedback-item-communication')).toContainText('No score');
  await page.getByTestId('feedback-score-again-rubric-a').click();

  // The revision: word-level diff and per-item changes with arrows.
  await expect(page.getByTestId('feedback-item-communication')).toHaveAttribute('data-state', 'scored');
  await expect(page.getByTestId('feedback-progress')).toBeHidden();
  const revision = page.getByTestId('revision');
  await expect(revision).toContainText('What changed from version 1 to version 2');
  await expect(page.getByTestId('revision-diff').getByTestId('diff-removed').first()).toContainText("Don't worry");
  await expect(page.getByTestId('revision-diff').getByTestId('diff-added').first()).toContainText('[added:');
  await expect(page.getByTestId('revision-stats')).toContainText('words added');
  await expect(page.getByTestId('delta-empathy')).toHaveAttribute('data-direction', 'up');
  await expect(page.getByTestId('delta-empathy')).toContainText('↑');
  await expect(page.getByTestId('delta-empathy')).toContainText('better');
  await expect(page.getByTestId('delta-knowledge')).toHaveAttribute('data-direction', 'same');
  await expect(page.getByTestId('delta-fluency')).toHaveAttribute('data-direction', 'up');
  await expect(page.getByTestId('feedback-rounds')).toContainText('only be submitted as your final version');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-revision-en');

  // Arabic: the same screens right to left.
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('feedback-item-empathy')).toContainText('التعاطف');
  await expect(page.getByTestId('revision')).toContainText('ما الذي تغيّر');
  // The English reply keeps its own direction inside the right-to-left page.
  expect(await page.getByTestId('revision-diff').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-revision-ar');
  await page.getByTestId('revision').screenshot({ path: 'test-results/screens/practice-revision-detail-ar.png' });

  // Rounds used up: a further revision can only be the final version.
  await page.getByTestId('feedback-revise').click();
  await expect(page.getByTestId('draft-text')).toHaveValue(REVISED);
  await expect(page.getByTestId('draft-submit-feedback')).toHaveCount(0);
  await expect(page.getByTestId('draft-rounds-used')).toBeVisible();
  await expect(page.getByTestId('coach-flags-none')).toBeVisible();
  await page.getByTestId('draft-text').press('Control+End');
  await page.getByTestId('draft-text').pressSequentially(" Honestly, it's not a big deal.");
  await expect(page.getByTestId('coach-flag-minimising')).toBeVisible();
  await expect(page.getByTestId('coach-panel')).toContainText('مزيج الاستراتيجيات');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-draft-ar');
  await page.getByTestId('draft-submit-final').click();
  await page.getByTestId('draft-final-confirm').click();
  await expect(page.getByTestId('draft-step')).toHaveCount(0);
  const final = await call<{ status: string; versions: { forFeedback: boolean; text: string }[] }>(
    page,
    'practice.get',
    { attemptId },
  );
  expect(final.status).toBe('completed');
  expect(final.versions.map((v) => v.forFeedback)).toEqual([true, true, false]);
  expect(final.versions[2]!.text).toBe(`${REVISED} Honestly, it's not a big deal.`);
});

test('scores kept for the supervisor, and keeping a version as the final one', async ({ page, host }) => {
  test.setTimeout(60_000);
  fluencyDown = false;
  const { attemptId } = await setUp(page, host.url, { aiScoresVisible: false });
  await page.getByTestId('draft-text').fill(FIRST);
  await page.getByTestId('draft-submit-feedback').click();
  await expect(page.getByTestId('feedback-hidden')).toContainText('the AI scores go to your supervisor');
  await expect(page.getByTestId('feedback-rubric-a')).toHaveCount(0);
  // The judges still score the version (for the supervisor), with progress, but nothing is streamed to the trainee.
  await expect(page.getByTestId('feedback-progress')).toBeVisible();
  await expect(page.getByTestId('feedback-progress')).toBeHidden({ timeout: 15_000 });
  // The end of scoring is announced once (not each score); the step is axe-clean.
  await expect(page.getByTestId('announcer')).toHaveText('Feedback is ready.');
  await expectAxeClean(page, 'feedback kept for the supervisor');
  expect(server.chatRequests()).toHaveLength(7);
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-feedback-hidden-en');
  await page.getByTestId('feedback-keep').click();
  await page.getByTestId('feedback-keep-confirm').click();
  await expect(page.getByTestId('feedback-step')).toHaveCount(0);
  const state = await call<{ status: string; stage: string; versions: unknown[] }>(page, 'practice.get', { attemptId });
  expect(state).toMatchObject({ status: 'completed', stage: 'done' });
  expect(state.versions).toHaveLength(1);
});

test("two judges: each judge's score, the panel mean and spread, and where they disagree", async ({ page, host }) => {
  test.setTimeout(60_000);
  fluencyDown = false;
  await setUp(page, host.url, { aiScoresVisible: true, twoJudges: true });
  await page.getByTestId('draft-text').fill(FIRST);
  await page.getByTestId('draft-submit-feedback').click();
  await expect(page.getByTestId('feedback-step')).toBeVisible();
  await expect(page.getByTestId('feedback-progress')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('feedback-rubric-a')).toHaveAttribute('data-status', 'done');
  const table = page.getByTestId('feedback-rubric-a');
  await expect(table.locator('thead th')).toHaveText(['Item', 'All judges', 'Lab judge', 'Second judge', 'Rationale']);
  const empathy = page.getByTestId('feedback-item-empathy');
  await expect(empathy.locator('td').nth(0)).toContainText('3/5');
  await expect(empathy.locator('td').nth(0)).toContainText('spread 2');
  await expect(empathy.getByTestId('feedback-disagree')).toHaveText('Judges disagree');
  await expect(empathy.locator('td').nth(1)).toContainText('2/5');
  await expect(empathy.locator('td').nth(2)).toContainText('4/5');
  await expect(page.getByTestId('feedback-item-helpfulness').getByTestId('feedback-disagree')).toHaveCount(0);
  await empathy.getByText('Why').click();
  await expect(empathy).toContainText('Second judge:');
  await page.mouse.move(0, 0);
  await screenshot(page, 'practice-feedback-panel-en');
});
