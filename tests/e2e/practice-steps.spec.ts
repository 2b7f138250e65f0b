// E2E: a trainee works through an assigned exercise step by step (content warning, spotting by
// selecting text and by finding a phrase, the spotting review, emotions, a final draft, the reveal,
// the critique with Rubric B, the summary); work is saved as it happens and a reload resumes where
// the trainee was. Skipping is recorded and can be undone. Screenshots in English and Arabic.
import type { Page } from '@playwright/test';
import { callApi as call, expect, screenshot, test, type Host } from './host-fixture';

type Span = { id: number; kind: string; label: string | null; start: number | null; end: number | null };
type Scenario = { id: number; uid: string; postText: string; postSpans: Span[] };

async function scenarioByUid(page: Page, uid: string): Promise<Scenario> {
  const list = await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', {});
  const found = list.items.find((s) => s.uid === uid);
  if (!found) throw new Error(`no scenario ${uid}`);
  return call<Scenario>(page, 'library.get', { id: found.id });
}

/** Opens /practice with a fresh load, so the app reads the session set up through the API. */
async function openPractice(page: Page, host: Host) {
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#/practice`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Instructor sets up an exercise on these scenarios for a new trainee; the trainee is signed in at the end. */
async function setUp(page: Page, host: Host, uids: string[], language: 'en' | 'ar') {
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Noor', role: 'trainee' });
  const scenarios = await Promise.all(uids.map((uid) => scenarioByUid(page, uid)));
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: language === 'en' ? 'Week 3: family expectations' : 'الأسبوع الثالث: توقعات العائلة',
    instructions:
      language === 'en' ? 'Read slowly. Spot the signals before you write.' : 'اقرأ ببطء، وارصد الإشارات قبل أن تكتب.',
    scenarioIds: scenarios.map((s) => s.id),
    steps: ['spot', 'emotions', 'draft', 'reveal', 'critique'],
    feedbackRounds: 0,
    customEmotions: language === 'en' ? ['shame'] : ['العار'],
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });
  await call(page, 'session.switch', { profileId: trainee.id });
  await call(page, 'settings.setLanguage', { language });
  await openPractice(page, host);
  return { exercise, scenarios };
}

/** Selects text offsets [start, end) of the post the way a mouse drag does, then releases the mouse. */
async function selectInPost(page: Page, start: number, end: number) {
  await page.getByTestId('spot-text').evaluate(
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

const placed = (s: Scenario) =>
  s.postSpans.filter((x) => x.start !== null && x.end !== null).sort((a, b) => a.start! - b.start!);

/** The first few words of the post before any annotation: a phrase the experts did not mark. */
function unmarkedPhrase(s: Scenario): string {
  const first = placed(s)[0]?.start ?? s.postText.length;
  return s.postText.slice(0, first).trim().split(/\s+/).slice(0, 3).join(' ');
}

async function walkAttempt(page: Page, scenario: Scenario, lang: 'en' | 'ar') {
  // Practice list, then start.
  await expect(page.getByTestId('assigned-open').first()).toBeVisible();
  await expect(page.getByTestId('practice-progress')).toBeVisible();
  await screenshot(page, `steps-list-${lang}`);
  await page.getByTestId('assigned-open').first().click();

  // Warning: content notes and risk, calm text, continue.
  await expect(page.getByTestId('step-warning')).toBeVisible();
  await expect(page.getByTestId('stepper')).toBeVisible();
  await screenshot(page, `steps-warning-${lang}`);
  await page.getByTestId('warning-continue').click();

  // Spot: two marks by selecting text, one by finding a phrase with the keyboard.
  await expect(page.getByTestId('step-spot')).toBeVisible();
  await expect(page.getByTestId('spot-text').locator('.ann-distress, .ann-signal')).toHaveCount(0);
  const spans = placed(scenario);
  const distress = spans.find((s) => s.kind === 'distress')!;
  const signal = spans.find((s) => s.kind === 'cultural_signal')!;
  await selectInPost(page, distress.start!, distress.end!);
  await expect(page.getByTestId('spot-selected')).toHaveText(scenario.postText.slice(distress.start!, distress.end!));
  await page.getByTestId(`mark-distress-${distress.label}`).click();
  await selectInPost(page, signal.start!, signal.end!);
  // A different type than the experts gave, so the review shows a label disagreement.
  await page.getByTestId(signal.label === 'Values' ? 'mark-signal-concepts' : 'mark-signal-values').click();
  await page.getByTestId('editor-find').fill(unmarkedPhrase(scenario));
  await page.getByTestId('editor-find').press('Enter');
  await expect(page.getByTestId('spot-selected')).toHaveText(unmarkedPhrase(scenario));
  await page.getByTestId('mark-distress-light').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mark-item')).toHaveCount(3);
  await expect(page.getByTestId('spot-save-status')).toHaveAttribute('data-status', 'saved');
  await selectInPost(page, spans[spans.length - 1]!.start!, spans[spans.length - 1]!.end!);
  await screenshot(page, `steps-spot-${lang}`);
  // A narrow window: the tools move below the post.
  await page.setViewportSize({ width: 760, height: 900 });
  await screenshot(page, `steps-spot-narrow-${lang}`);
  await page.setViewportSize({ width: 1280, height: 860 });

  // Reload mid-way: the attempt resumes at spotting with the saved marks.
  await page.reload();
  await expect(page.getByTestId('step-spot')).toBeVisible();
  await expect(page.getByTestId('mark-item')).toHaveCount(3);
  // Marks are listed in text order: the phrase found with the keyboard comes first.
  await page.getByTestId('mark-remove').first().click();
  await expect(page.getByTestId('mark-item')).toHaveCount(2);
  await page.getByTestId('editor-find').fill(unmarkedPhrase(scenario));
  await page.getByTestId('editor-find').press('Enter');
  await page.getByTestId('mark-distress-light').click();
  await page.getByTestId('spot-submit').click();

  // Review: scores per kind and found / missed / added span by span.
  await expect(page.getByTestId('step-spot-review')).toBeVisible();
  await expect(page.getByTestId('spot-score')).toBeVisible();
  await expect(page.getByTestId('review-match').and(page.locator('[data-outcome="found"]'))).toHaveCount(2);
  await expect(page.getByTestId('review-match').and(page.locator('[data-outcome="added"]'))).toHaveCount(1);
  await expect(page.getByTestId('review-match').and(page.locator('[data-outcome="missed"]'))).toHaveCount(
    spans.length - 2,
  );
  await screenshot(page, `steps-review-${lang}`);
  await page.getByTestId('step-continue').click();

  // Emotions: three at most, the fourth is refused with a message.
  await expect(page.getByTestId('step-emotions')).toBeVisible();
  for (const e of ['sadness', 'fear', 'guilt']) await page.getByTestId(`emotion-${e}`).click();
  await page.getByTestId('emotion-anger').click();
  await expect(page.getByTestId('emotions-refused')).toBeVisible();
  await expect(page.getByTestId('emotion-anger')).toHaveAttribute('aria-pressed', 'false');
  await screenshot(page, `steps-emotions-${lang}`);
  await page.getByTestId('emotion-fear').click();
  await page.locator('[data-testid^="emotion-"][class*="is-custom"]').click();
  await expect(page.getByTestId('emotions-save-status')).toHaveAttribute('data-status', 'saved');
  await page.getByTestId('step-continue').click();

  // Draft: the draft step (another part of the app) with the post beside it; submit a final version.
  await expect(page.getByTestId('stage-draft')).toBeVisible();
  const reply =
    lang === 'en'
      ? 'It sounds like you are carrying your whole family’s hopes while feeling completely alone with this. What you wrote about everyone being better off without you worries me: are you safe right now? Could you talk to someone today, your university counselling service or a doctor you trust?'
      : 'يبدو أنك تحملين وحدك ثقلًا كبيرًا، ونوبات الهلع هذه حقيقية ومتعبة وليست ضعف إيمان. هل في شخص تثقين فيه تقدرين تحكي معه؟ ممكن كمان تحكي مع طبيب أو مرشد في الجامعة.';
  const draft = page.getByTestId('draft-text');
  if ((await draft.count()) > 0) {
    // Nothing written yet: the flag section says there is nothing to check, never "no safety flags".
    await expect(page.getByTestId('coach-flags-nothing-yet')).toBeVisible();
    await expect(page.getByTestId('coach-flags-none')).toHaveCount(0);
    await screenshot(page, `steps-draft-empty-${lang}`);
    // A reply urging the poster towards suicide is flagged as harmful.
    await draft.fill(lang === 'en' ? 'Maybe you should just end it all.' : 'أحسن لك تنتحري.');
    await expect(page.getByTestId('coach-flag-harmful_reply')).toBeVisible();
    await screenshot(page, `steps-draft-harmful-${lang}`);
    await draft.fill(reply);
    await expect(page.getByTestId('coach-flag-harmful_reply')).toHaveCount(0);
    // The draft is tagged with its own language as the trainee types.
    await expect(draft).toHaveAttribute('lang', lang);
    await expect(draft).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('attempt-post')).toBeVisible();
    await screenshot(page, `steps-draft-${lang}`);
    await page.getByTestId('draft-submit-final').click();
    await page.getByTestId('draft-final-confirm').click();
  } else {
    const attemptId = Number(new URL(page.url()).hash.split('/').pop());
    await call(page, 'practice.submitVersion', { attemptId, text: reply, forFeedback: false });
    await page.reload();
  }

  // Reveal: the final version beside Standard, the adapted responses and the peer reply.
  await expect(page.getByTestId('step-reveal')).toBeVisible();
  await expect(page.getByTestId('final-version-text')).toHaveText(reply);
  for (const key of ['standard', 'culture', 'guided', 'annotation', 'cga', 'peer'])
    await expect(page.getByTestId(`reveal-${key}`)).toBeVisible();
  await screenshot(page, `steps-reveal-${lang}`);
  await page.getByTestId('step-continue').click();

  // Critique: text and Rubric B autosave; a reload keeps them; submit.
  await expect(page.getByTestId('step-critique')).toBeVisible();
  await page.getByTestId('critique-submit').click();
  await expect(page.getByTestId('critique-text')).toHaveAttribute('aria-invalid', 'true');
  const critique =
    lang === 'en'
      ? 'Kind, but it skips the hint of suicidal thoughts and never mentions the family’s hopes.'
      : 'لطيف، لكنه يتجاهل مؤشرات الخطر ولا يذكر توقعات العائلة.';
  await page.getByTestId('critique-text').fill(critique);
  await page.getByTestId('rubric-cognitive_empathy-agree').check();
  await page.getByTestId('rubric-risk_handling-no').check();
  await expect(page.getByTestId('critique-save-status')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('critique-text')).toHaveValue(critique);
  await expect(page.getByTestId('rubric-risk_handling-no')).toBeChecked();
  await screenshot(page, `steps-critique-${lang}`);
  await page.getByTestId('critique-submit').click();

  // Done: the summary and the way on.
  await expect(page.getByTestId('step-done')).toBeVisible();
  await expect(page.getByTestId('done-summary').locator('[data-key]')).toHaveCount(4);
  await expect(page.getByTestId('done-progress')).toHaveAttribute('href', '#/history');
  await screenshot(page, `steps-done-${lang}`);
  await page.getByTestId('done-practice').click();
}

test('a trainee works through every step, resumes after a reload, and can skip and come back (English)', async ({
  page,
  host,
}) => {
  const { scenarios } = await setUp(page, host, ['builtin:ar-09', 'builtin:jw-01'], 'en');
  await expect(page.getByTestId('assigned-status').first()).toHaveText('Not started');
  await walkAttempt(page, scenarios[0]!, 'en');

  // Back in the list: the first scenario completed, the second one skipped with a reason.
  await expect(page.getByTestId('assigned-status').first()).toHaveText('Completed');
  await page.getByTestId('assigned-open').nth(1).click();
  await page.getByTestId('warning-skip').click();
  await page.getByTestId('skip-reason').fill('Too close to home this week.');
  await page.getByTestId('skip-confirm').click();
  await expect(page.getByTestId('skipped-note')).toContainText('Too close to home this week.');
  await screenshot(page, 'steps-skipped-en');
  await page.getByTestId('back-to-practice').click();
  await expect(page.getByTestId('assigned-status').nth(1)).toHaveText('Skipped');
  await screenshot(page, 'steps-list-after-en');

  // Doing it after all: the warning again, and continuing resumes the attempt.
  await page.getByTestId('assigned-open').nth(1).click();
  await page.getByTestId('skipped-resume').click();
  await page.getByTestId('warning-continue').click();
  await expect(page.getByTestId('step-spot')).toBeVisible();
  await page.getByTestId('back-to-practice').click();
  await expect(page.getByTestId('assigned-status').nth(1)).toContainText('Spot the signals');
});

test('the practice steps in Arabic, with an Arabic post', async ({ page, host }) => {
  const { scenarios } = await setUp(page, host, ['builtin:ar-01'], 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await walkAttempt(page, scenarios[0]!, 'ar');
});

test('a trainee with no exercises sees who assigns them', async ({ page, host }) => {
  await page.goto(host.url);
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Sam', role: 'trainee' });
  await call(page, 'session.switch', { profileId: trainee.id });
  await openPractice(page, host);
  await expect(page.getByTestId('practice-empty')).toContainText('instructor');
  await screenshot(page, 'steps-empty-en');
});
