// E2E: supervision, blind first. An instructor sets an exercise (draft with one feedback round, then a
// critique of the Standard response; Rubric A and B) judged by the test chat server; the trainee
// completes it. A supervisor finds it awaiting in the review queue, rates it blind (no AI score or
// rationale anywhere on the screen, every item required, ratings autosaved across a reload), submits,
// reconciles with the judge (accepts one rating, keeps their own on another), comments on a selected
// phrase and writes an overall comment, and releases. The trainee then sees the released feedback in
// My progress and at the end of the attempt. Screens in English and Arabic.
import type { Page } from '@playwright/test';
import { startChatServer, type ChatServer, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { callApi as call, createProfile, expect, screenshot, test } from './host-fixture';

const REPLY =
  'It sounds really painful to grieve a history nobody will talk about, and I can hear how scared you are of losing your mum too. Wanting to know who your grandmother was is not a betrayal. What would it feel like to tell your mum why the papers matter to you?';
const CRITIQUE = 'Kind, but it pushes her to confront her parents and ignores what family loyalty means to her.';
const PHRASE = 'is not a betrayal';
const COMMENT = 'Good: this validates her wish without taking sides against her family.';
const OVERALL = 'Warm and specific. Next time, also ask how her mother is grieving.';
/** Every judge rationale carries this marker, so the blind screen can be checked for any trace of one. */
const MARK = 'judge-note';

/** The judge's answers, per item name: numbers on point scales, option codes on categorical ones. */
const JUDGE_ANSWERS: Record<string, number | string> = {
  Empathy: 4,
  Helpfulness: 4,
  'Socio-political influence': 4,
  Knowledge: 3,
  'Cultural context': 4,
  Fluency: 4,
  Communication: 4,
  'Overly positive': 'no',
  'Overly negative': 'no',
  'Cognitive empathy': 4,
  'Emotional empathy': 5,
  'Emotion regulation': 4,
  'Cultural understanding': 'partially',
  'Usefulness for training': 'with_revision',
  'Risk handling': 'not_applicable',
};

function judgeStep(request: RecordedRequest): Step {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  const name = /Criterion: (.+)/.exec(text)?.[1]?.trim() ?? '';
  const score = JUDGE_ANSWERS[name] ?? 3;
  return {
    kind: 'reply',
    content: JSON.stringify({ score, rationale: `${MARK} on ${name}: names the grief and asks an open question.` }),
  };
}

/** The supervisor's blind ratings: rubric -> item -> option code (some agree with the judge, some differ). */
const BLIND: Record<'rubric-a' | 'rubric-b' | 'critique', Record<string, string>> = {
  'rubric-b': {
    overly_positive: 'no',
    overly_negative: 'no',
    cognitive_empathy: 'strongly_agree', // judge: agree
    emotional_empathy: 'strongly_agree',
    emotion_regulation: 'agree',
    cultural_understanding: 'partially',
    usefulness_for_training: 'strong_example', // judge: with revision
    risk_handling: 'not_applicable',
  },
  'rubric-a': {
    empathy: '3',
    helpfulness: '4',
    socio_political_influence: '4',
    knowledge: '3',
    cultural_context: '4',
    fluency: '4',
    communication: '4',
  },
  critique: {
    overly_positive: 'somewhat',
    overly_negative: 'no',
    cognitive_empathy: 'agree',
    emotional_empathy: 'agree',
    emotion_regulation: 'neutral',
    cultural_understanding: 'no',
    usefulness_for_training: 'with_revision',
    risk_handling: 'no',
  },
};

type Profile = { id: number; displayName: string };
type Attempt = {
  id: number;
  stage: string;
  status: string;
  versions: { id: number; feedback: { status: string }[] }[];
  critique: { responseText: string } | null;
};

/** Switches profile through the API and reloads, so the app starts with the new session. */
async function signIn(page: Page, name: string, passcode?: string) {
  const profile = (await call<Profile[]>(page, 'profiles.list', {})).find((p) => p.displayName === name)!;
  await call(page, 'session.switch', passcode ? { profileId: profile.id, passcode } : { profileId: profile.id });
  await page.reload();
  await expect(page.getByTestId('current-profile')).toContainText(name);
}

const go = (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

/** Selects [start, end) of a text element the way a mouse drag does, then releases the mouse. */
async function selectText(page: Page, testId: string, start: number, end: number) {
  await page.getByTestId(testId).evaluate(
    (container, [from, to]) => {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (from >= offset && from <= offset + length) range.setStart(node, from - offset);
        if (to >= offset && to <= offset + length) {
          range.setEnd(node, to - offset);
          break;
        }
        offset += length;
      }
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    },
    [start, end] as const,
  );
}

async function inArabic(page: Page, name: string, check: () => Promise<void>) {
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await check();
  await page.mouse.move(0, 0);
  await screenshot(page, name);
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(judgeStep);
});
test.afterEach(async () => server.close());

test('blind review, reconcile, comments and release; the trainee sees the released feedback', async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1360, height: 950 });
  await page.goto(host.url);
  await createProfile(page, 'Noor A.', 'trainee');
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  await createProfile(page, 'Dr. Weber', 'supervisor', 'super-123');
  await signIn(page, 'Prof', 'teach-123');

  // The instructor: a judge, the trainee's cohort, and the exercise.
  const judge = await call<{ id: string }>(page, 'judges.save', {
    label: 'Lab judge',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
    logprobs: false,
    structuredOutput: true,
    maxConcurrency: 2,
  });
  const trainee = (await call<Profile[]>(page, 'profiles.list', {})).find((p) => p.displayName === 'Noor A.')!;
  await call(page, 'profiles.setCohort', { profileId: trainee.id, cohort: 'Spring cohort' });
  const scenario = (
    await call<{ items: { id: number; title: string }[] }>(page, 'library.list', { culture: 'german' })
  ).items.find((s) => s.title.startsWith("Found my late grandmother's"))!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Replying to a family silence',
    scenarioIds: [scenario.id],
    steps: ['draft', 'critique'],
    feedbackRounds: 1,
    rubricIds: ['rubric-a', 'rubric-b'],
    judgeIds: [judge.id],
    aiScoresVisible: true,
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });

  // The trainee completes it: a version scored by the judge, the critique with their ratings, done.
  await signIn(page, 'Noor A.');
  const opened = await call<Attempt>(page, 'practice.open', { exerciseId: exercise.id, scenarioId: scenario.id });
  const attemptId = opened.id;
  await call(page, 'practice.advance', { attemptId, to: 'draft' });
  await call(page, 'practice.saveDraft', { attemptId, text: REPLY });
  const submitted = await call<Attempt>(page, 'practice.submitVersion', { attemptId, text: REPLY, forFeedback: true });
  await call(page, 'practice.scoreVersion', { versionId: submitted.versions.at(-1)!.id });
  await expect
    .poll(
      async () =>
        (await call<Attempt>(page, 'practice.get', { attemptId })).versions[0]!.feedback.every(
          (f) => f.status === 'done',
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  const critiqueStage = await call<Attempt>(page, 'practice.advance', { attemptId, to: 'critique' });
  expect(critiqueStage.critique?.responseText.length).toBeGreaterThan(20);
  await call(page, 'practice.saveCritique', {
    attemptId,
    text: CRITIQUE,
    ratings: { cognitive_empathy: 'agree', risk_handling: 'no' },
  });
  const done = await call<Attempt>(page, 'practice.advance', { attemptId, to: 'done' });
  expect(done.status).toBe('completed');
  const judged = server.chatRequests().length;
  expect(judged).toBe(15); // Rubric A (7) and Rubric B (8), each item once

  // Trainees are refused politely; nothing is released yet, so My progress shows no supervisor feedback.
  await go(page, '#/review');
  await expect(page.getByTestId('review-supervisors-only')).toContainText('Reviewing is for supervisors');
  await go(page, '#/history');
  await expect(page.getByTestId(`history-attempt-${attemptId}`)).toBeVisible();
  await expect(page.getByTestId(`released-feedback-${attemptId}`)).toHaveCount(0);

  // The supervisor: the queue shows the attempt awaiting a blind rating.
  await signIn(page, 'Dr. Weber', 'super-123');
  await go(page, '#/review');
  const row = page.getByTestId(`queue-row-${attemptId}`);
  await expect(row).toHaveAttribute('data-status', 'awaiting');
  await expect(row).toContainText('Noor A.');
  await expect(row).toContainText('Spring cohort');
  await expect(row).toContainText('Replying to a family silence');
  await expect(row).toContainText('German');
  await expect(row).toContainText('Awaiting your blind rating');
  await expect(row.getByTestId('queue-reviewers')).toHaveText('0 supervisors');
  await expect(page.getByTestId('supervision-nav-review')).toHaveAttribute('aria-current', 'page');
  // Filters: released ones (none yet) give the filtered empty state; clearing brings the row back.
  await page.getByTestId('queue-filter-status').selectOption('released');
  await expect(page.getByTestId('queue-empty')).toContainText('No attempts match these filters');
  await page.getByTestId('queue-clear-filters').click();
  await page.getByTestId('queue-filter-cohort').selectOption('Spring cohort');
  await expect(row).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-queue-en');
  await inArabic(page, 'review-queue-ar', async () => {
    await expect(row).toContainText('بانتظار تقييمك المعمّى');
  });

  // Blind: the post, the final reply, the critique and the Standard response; no AI score or rationale anywhere.
  await page.getByTestId(`queue-open-${attemptId}`).click();
  await expect(page.getByTestId('review-blind')).toBeVisible();
  await expect(page.getByTestId('review-reply')).toHaveText(REPLY);
  // The reply carries its own language (English), whatever the interface's.
  await expect(page.getByTestId('review-reply')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('review-reply')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('review-critique')).toHaveText(CRITIQUE);
  await expect(page.getByTestId('critique-response')).toBeVisible();
  await expect(page.getByTestId('blind-note')).toContainText('AI scores are hidden');
  const body = page.locator('body');
  await expect(body).not.toContainText(MARK);
  await expect(body).not.toContainText('Lab judge');
  await expect(page.getByTestId('review-step-reconcile')).toBeDisabled();
  // Every item is required: submitting with none rated marks all of them.
  await page.getByTestId('blind-submit').click();
  await expect(page.getByTestId('blind-missing')).toHaveText('23 items still to rate');
  await expect(page.locator('.rv-item.is-missing')).toHaveCount(23);
  await expect(page.getByTestId('blind-rubric-b-item-overly_positive')).toContainText('Please choose a rating.');

  const rate = async (prefix: string, ratings: Record<string, string>) => {
    for (const [item, code] of Object.entries(ratings)) await page.getByTestId(`${prefix}-${item}-${code}`).check();
  };
  await rate('blind-rubric-b', BLIND['rubric-b']);
  await rate('blind-rubric-a', Object.fromEntries(Object.entries(BLIND['rubric-a']).slice(0, 5)));
  await expect(page.getByTestId('blind-save-status')).toHaveAttribute('data-status', 'saved');
  // Autosaved: a reload keeps what was rated.
  await page.reload();
  await expect(page.getByTestId('blind-rubric-b-cognitive_empathy-strongly_agree')).toBeChecked();
  await expect(page.getByTestId('blind-rubric-a-knowledge-3')).toBeChecked();
  await expect(page.getByTestId('blind-rubric-a-fluency-4')).not.toBeChecked();
  await rate('blind-rubric-a', BLIND['rubric-a']);
  await rate('blind-critique', BLIND.critique);
  await expect(page.getByTestId('blind-missing')).toHaveText('Every item is rated.');
  await expect(page.getByTestId('blind-save-status')).toHaveAttribute('data-status', 'saved');
  await expect(body).not.toContainText(MARK);
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-blind-en');
  await inArabic(page, 'review-blind-ar', async () => {
    await expect(page.getByTestId('blind-note')).toContainText('درجات الذكاء الاصطناعي مخفية');
  });

  await page.getByTestId('blind-submit').click();
  await expect(page.getByRole('dialog')).toContainText('Your ratings will be locked');
  await page.getByTestId('blind-confirm').click();

  // Reconcile: the judge beside the supervisor per item, with rationales; agreement shown.
  await expect(page.getByTestId('review-reconcile')).toBeVisible();
  await expect(page.getByTestId('review-screen')).toHaveAttribute('data-status', 'blind_done');
  const cognitive = page.getByTestId('reconcile-rubric-b-cognitive_empathy');
  await expect(cognitive.getByTestId('reconcile-mine')).toHaveText('Strongly agree');
  const cognitiveJudge = cognitive.getByTestId(`reconcile-judge-${judge.id}`);
  await expect(cognitiveJudge).toContainText('Lab judge');
  await expect(cognitiveJudge).toContainText('Agree');
  await expect(cognitiveJudge).toHaveAttribute('data-agreement', 'differs');
  await expect(
    page.getByTestId('reconcile-rubric-b-overly_positive').getByTestId(`reconcile-judge-${judge.id}`),
  ).toHaveAttribute('data-agreement', 'same');
  await cognitiveJudge.getByText("Judge's rationale").click();
  await expect(cognitiveJudge.getByTestId('reconcile-rationale')).toContainText(`${MARK} on Cognitive empathy`);
  await expect(page.getByTestId('reconcile-summary')).toContainText('agreed with you on 12 of 15 items');
  await page.getByTestId('reconcile-only-differs').check();
  await expect(page.locator('.rv-rec-item')).toHaveCount(3);
  await page.getByTestId('reconcile-only-differs').uncheck();
  await expect(page.locator('.rv-rec-item')).toHaveCount(15);
  // Accept the judge on Cognitive empathy; on Empathy accept, then keep the supervisor's own rating after all.
  await cognitiveJudge.getByTestId('reconcile-accept').click();
  await expect(cognitive.getByTestId('reconcile-final')).toHaveAttribute('data-source', 'judge');
  await expect(cognitive.getByTestId('reconcile-final')).toContainText('accepted from Lab judge');
  await expect(cognitive.getByTestId('reconcile-final')).toContainText('Agree');
  const empathy = page.getByTestId('reconcile-rubric-a-empathy');
  await expect(empathy.getByTestId(`reconcile-judge-${judge.id}`)).toHaveAttribute('data-agreement', 'differs');
  await empathy.getByTestId('reconcile-accept').click();
  await expect(empathy.getByTestId('reconcile-final')).toContainText('4/5');
  await empathy.getByTestId('reconcile-keep').click();
  await expect(empathy.getByTestId('reconcile-final')).toHaveAttribute('data-source', 'supervisor');
  await expect(empathy.getByTestId('reconcile-final')).toContainText('3/5');
  await expect(empathy.getByTestId('reconcile-final')).toContainText('your rating');
  await expect(page.getByTestId('critique-compare-cognitive_empathy')).toContainText('Agree');
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-reconcile-en');
  await inArabic(page, 'review-reconcile-ar', async () => {
    await expect(cognitive.getByTestId('reconcile-final')).toContainText('مقبول من Lab judge');
  });

  // Comments: select a phrase in the reply, comment on it; an overall comment.
  await page.getByTestId('reconcile-next').click();
  await expect(page.getByTestId('review-comments')).toBeVisible();
  await expect(page.getByTestId('comment-hint')).toBeVisible();
  const start = REPLY.indexOf(PHRASE);
  await selectText(page, 'comment-text-reply', start, start + PHRASE.length);
  await expect(page.getByTestId('comment-quote')).toHaveText(PHRASE);
  await page.getByTestId('comment-body').fill(COMMENT);
  await page.getByTestId('comment-add').click();
  await expect(page.getByTestId('comment-list').getByTestId('comment')).toHaveCount(1);
  await expect(page.getByTestId('comment-list')).toContainText(COMMENT);
  await expect(page.getByTestId('comment-text-reply').locator('[data-comment]')).toHaveText(PHRASE);
  // A second comment, found by typing in the critique, then deleted again.
  await page.getByTestId('comment-find-critique').check();
  await page.getByTestId('editor-find').fill('family loyalty');
  await page.getByTestId('editor-find').press('Enter');
  await expect(page.getByTestId('comment-quote')).toHaveText('family loyalty');
  await page.getByTestId('comment-body').fill('Say more about this.');
  await page.getByTestId('comment-add').click();
  await expect(page.getByTestId('comment-list').getByTestId('comment')).toHaveCount(2);
  await page.getByTestId('comment-list').getByTestId('comment').nth(1).getByTestId('comment-delete').click();
  await expect(page.getByTestId('comment-list').getByTestId('comment')).toHaveCount(1);
  await page.getByTestId('overall-comment').fill(OVERALL);
  await expect(page.getByTestId('overall-save-status')).toHaveAttribute('data-status', 'saved');
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-comments-en');
  await inArabic(page, 'review-comments-ar', async () => {
    await expect(page.getByTestId('review-comments')).toContainText('علّق على الردّ');
  });

  // Release, after a confirmation that sums up what the trainee will see.
  await page.getByTestId('comments-next').click();
  await expect(page.getByTestId('release-summary')).toContainText('The final ratings of 15 items');
  await expect(page.getByTestId('release-summary')).toContainText('1 comment on the reply');
  await page.getByTestId('release-open').click();
  await expect(page.getByRole('dialog')).toContainText('Noor A. will see this under My progress');
  await page.getByTestId('release-confirm').click();
  await expect(page.getByTestId('release-state')).toContainText('Released to Noor A.');
  await expect(page.getByTestId('review-screen')).toHaveAttribute('data-status', 'released');
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-release-en');
  await go(page, '#/review');
  await expect(row).toHaveAttribute('data-status', 'released');
  await expect(row.getByTestId('queue-reviewers')).toHaveText('1 supervisor');

  // The trainee sees the released feedback in My progress: ratings, the comment on their words, the overall comment, who and when.
  await signIn(page, 'Noor A.');
  await go(page, '#/history');
  const released = page.getByTestId(`history-attempt-${attemptId}`).getByTestId('released-feedback');
  await expect(released).toBeVisible();
  await expect(released.getByTestId('released-meta')).toContainText('Dr. Weber');
  await expect(released.getByTestId('released-overall')).toHaveText(OVERALL);
  await expect(released.getByTestId('released-text-reply').locator('[data-comment]')).toHaveText(PHRASE);
  await expect(released.getByTestId('released-comments-reply')).toContainText(COMMENT);
  await expect(released.getByTestId('released-rating-rubric-b-cognitive_empathy')).toContainText('Agree');
  await expect(released.getByTestId('released-rating-rubric-a-empathy')).toContainText('3/5');
  await expect(released.getByTestId('released-rating-rubric-b-usefulness_for_training')).toContainText(
    'Yes, strong example',
  );
  await expect(released).not.toContainText(MARK);
  await released.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-trainee-history-en');
  await inArabic(page, 'review-trainee-history-ar', async () => {
    await expect(released).toContainText('ملاحظات مشرفك');
  });

  // And at the end of the attempt.
  await go(page, `#/practice/${attemptId}`);
  await expect(page.getByTestId('step-done')).toBeVisible();
  await expect(page.getByTestId('step-done').getByTestId('released-feedback')).toContainText(COMMENT);
  await page.mouse.move(0, 0);
  await screenshot(page, 'review-trainee-done-en');
  await inArabic(page, 'review-trainee-done-ar', async () => {
    await expect(page.getByTestId('step-done').getByTestId('released-overall')).toHaveText(OVERALL);
  });

  // Withdrawn feedback disappears for the trainee.
  await signIn(page, 'Dr. Weber', 'super-123');
  await go(page, `#/review/${attemptId}`);
  await expect(page.getByTestId('review-release')).toBeVisible();
  await page.getByTestId('release-withdraw').click();
  await page.getByTestId('withdraw-confirm').click();
  await expect(page.getByTestId('release-open')).toBeVisible();
  await signIn(page, 'Noor A.');
  await go(page, '#/history');
  await expect(page.getByTestId(`history-attempt-${attemptId}`)).toBeVisible();
  await expect(page.getByTestId(`released-feedback-${attemptId}`)).toHaveCount(0);
  expect(server.chatRequests().length).toBe(judged); // reviewing never asked the judges again
});
