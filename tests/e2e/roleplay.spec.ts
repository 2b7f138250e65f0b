// E2E: role-play. Without a model the screen says how to add one; an instructor builds a role card
// from a scenario (seeded), locks, edits and re-samples it (reproducible from the seed). With the
// test chat server scripted as the help-seeker (streamed replies, the end marker) and as the judge
// ({rationale, score} citing turns): a trainee plays a session that the help-seeker ends, restarts,
// survives a model failure with "Try again", pauses and resumes, and hits the turn cap in the second
// session, then ends a third one; the first is scored pairwise and pointwise (rationales link to
// turns) and compared with the second; a supervisor comments on a turn and replays the transcript;
// an instructor switches coaching off and on. Screenshots in English and Arabic.
import type { Page } from '@playwright/test';
import { startChatServer, type ChatServer, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { expectAxeClean } from './axe';
import { callApi as call, expect, screenshot, test, type Host } from './host-fixture';

const OPENING =
  "Hi. I don't really know how to start. It has been seven weeks since my grandmother died and everyone acts like it is over. I still wake up at four in the morning and reach for my phone to call her, like every Friday.";
const WITHDRAWN = "Okay. Maybe I'm making too much of it.";
const OPENS_UP =
  'Yes... At work I have to sound cheerful, and at home my mother is so calm. Nobody asks how I am. On Fridays she used to tell me about Fes while we kneaded bread.';
const GOODBYE =
  'Thank you. I think I will sit with my mother this Friday and tell her that I miss her too. Goodbye for now.';
const LAST_WORDS =
  'I think our time is up. Thank you for staying with me through this, it helped more than I expected.';

const DISMISSIVE = "Don't worry, it's not a big deal. Just stay positive and move on!";
const REFLECTIVE = [
  'It sounds like you are carrying this grief on your own, while everyone expects you to be fine.',
  'What were those Fridays with her like?',
];
const CLOSING = 'Thank you for trusting me with this. Please take care of yourself this week.';

/** The judge prefers the conversation in which the listener reflected the grief. */
const GOOD_SIGN = 'carrying this grief on your own';

const lastUser = (request: RecordedRequest) =>
  [...(request.body?.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';

/** The help-seeker: streamed, opening slowly (so it can be seen arriving), ending with the marker when it says goodbye. */
function seeker(request: RecordedRequest): Step {
  const said = lastUser(request);
  if (said.startsWith('[The listener has joined')) return { kind: 'reply', content: OPENING, chunkDelayMs: 90 };
  if (said.includes('time for this conversation is up'))
    return { kind: 'reply', content: `${LAST_WORDS}\n[[END]]`, chunkDelayMs: 10 };
  if (/take care/i.test(said)) return { kind: 'reply', content: `${GOODBYE}\n[[END]]`, chunkDelayMs: 10 };
  if (said.includes('not a big deal')) return { kind: 'reply', content: WITHDRAWN, chunkDelayMs: 10 };
  return { kind: 'reply', content: OPENS_UP, chunkDelayMs: 10 };
}

/** The judge: a pairwise verdict for the reflective conversation, or a JSON score with a rationale citing turns. */
function judge(request: RecordedRequest): Step {
  const text = (request.body?.messages ?? []).map((m) => m.content).join('\n');
  if (text.includes('"winner"')) {
    const [a = '', b = ''] = text.split('Conversation B');
    const winner = a.includes(GOOD_SIGN) ? 'A' : b.includes(GOOD_SIGN) ? 'B' : 'tie';
    return {
      kind: 'reply',
      content: JSON.stringify({ rationale: `Conversation ${winner} reflects the grief before anything else.`, winner }),
    };
  }
  const options = (/"score": <([^>]+)>/.exec(text)?.[1] ?? '4').split(/, | or /).map((o) => o.trim());
  const pick = options.includes('4')
    ? 4
    : options.includes('"not_applicable"')
      ? 'not_applicable'
      : options.includes('"no"')
        ? 'no'
        : JSON.parse(options[0]!);
  return {
    kind: 'reply',
    content: JSON.stringify({
      rationale: 'The listener first brushes the grief aside [T2], then reflects it and asks an open question [T4].',
      score: pick,
    }),
  };
}

/** A fresh load of a route, so the app reads a session switched through the API. */
async function open(page: Page, host: Host, route: string) {
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#${route}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** A screenshot of one panel, in a window tall enough that the sticky top bar does not cover it. */
async function panelShot(page: Page, testId: string, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 2400 });
  await page.getByTestId(testId).screenshot({ path: `test-results/screens/${name}.png` });
  await page.setViewportSize(size);
}

async function scenarioByUid(page: Page, uid: string): Promise<{ id: number; title: string }> {
  const list = await call<{ items: { id: number; uid: string; title: string }[] }>(page, 'library.list', {
    culture: 'arabic',
  });
  return list.items.find((s) => s.uid === uid)!;
}

type Card = { id: number; version: number; seed: number; locked: string[]; attributes: Record<string, unknown> };

const ATTRIBUTES = [
  'stressor',
  'culturalFrame',
  'demographics',
  'lifeEvents',
  'bigFive',
  'cognitiveBias',
  'emotionalBaseline',
  'responseStyle',
  'trust',
  'supportNetwork',
  'copingStyle',
  'triggers',
  'relationshipToListener',
  'helpSeekingNorms',
];

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer((request) => (request.body?.stream === true ? seeker(request) : judge(request)));
});
test.afterEach(async () => server.close());

test('without a model the screen says how to add one; an instructor builds, locks, edits and re-samples a role card', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1320, height: 900 });
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  await open(page, host, '/');

  await page.getByTestId('door-roleplay').click();
  await expect(page.getByTestId('rp-no-model')).toContainText('Role-play needs a chat model');
  await expect(page.getByTestId('rp-no-model-settings')).toHaveAttribute('href', '#/settings');
  await expect(page.getByTestId('rp-cards-empty')).toBeVisible();
  await expect(page.getByTestId('rp-sessions')).toContainText('No sessions yet.');

  // Build a card from a scenario found by culture and search, with a seed.
  await page.getByTestId('rp-new-card').click();
  await page.getByTestId('rp-create-culture').selectOption('arabic');
  await page.getByTestId('rp-create-search').fill('grandmother');
  await page.getByTestId('rp-create-choose-builtin:ar-10').click();
  await expect(page.getByTestId('rp-create-chosen')).toContainText('Seven weeks after my grandmother died');
  await page.getByTestId('rp-create-seed').fill('99x');
  await expect(page.getByTestId('rp-create-submit')).toBeDisabled();
  await page.getByTestId('rp-create-seed').fill('4242');
  await page.getByTestId('rp-create-submit').click();

  await expect(page.getByTestId('rp-card-page')).toBeVisible();
  await expect(page.getByTestId('rp-card-seed')).toHaveText('Seed 4242');
  await expect(page.getByTestId('rp-card-version')).toHaveText('Version 1');
  for (const attribute of ATTRIBUTES) await expect(page.getByTestId(`rp-attr-${attribute}`)).toBeVisible();
  // Still no model: the card view explains instead of offering a session.
  await expect(page.getByTestId('rp-no-model')).toBeVisible();
  await expect(page.getByTestId('rp-start')).toHaveCount(0);
  const [card] = await call<Card[]>(page, 'roleplay.cards.list', {});
  const labels = await page.getByTestId('rp-attr-bigFive').innerText();
  expect(labels).toMatch(/(High|Low) (Openness|Conscientiousness|Extraversion|Agreeableness|Neuroticism)/);

  // Lock the response style: a new version, marked locked.
  const style = await page.getByTestId('rp-attr-responseStyle').locator('.rp-attr-value').innerText();
  await page.getByTestId('rp-lock-responseStyle').click();
  await expect(page.getByTestId('rp-card-version')).toHaveText('Version 2');
  await expect(page.getByTestId('rp-attr-responseStyle')).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('rp-card-notice')).toHaveText('Saved as version 2.');

  // Edit the stressor: saved, and locked with it.
  const stressor = 'Grief for the grandmother who raised her, which nobody at home will talk about any more.';
  await page.getByTestId('rp-edit-open-stressor').click();
  await page.getByTestId('rp-edit-input-stressor').fill('');
  await expect(page.getByTestId('rp-edit-save-stressor')).toBeDisabled();
  await page.getByTestId('rp-edit-input-stressor').fill(stressor);
  await page.getByTestId('rp-edit-save-stressor').click();
  await expect(page.getByTestId('rp-card-version')).toHaveText('Version 3');
  await expect(page.getByTestId('rp-attr-stressor')).toContainText(stressor);
  await expect(page.getByTestId('rp-attr-stressor')).toHaveAttribute('data-locked', 'true');

  // Edit a trait through its translated choices.
  await page.getByTestId('rp-edit-open-copingStyle').click();
  const coping = card!.attributes.copingStyle === 'religious' ? 'avoidant' : 'religious';
  await page.getByTestId('rp-edit-input-copingStyle').selectOption(coping);
  await page.getByTestId('rp-edit-save-copingStyle').click();
  await expect(page.getByTestId('rp-card-version')).toHaveText('Version 4');
  await expect(page.getByTestId('rp-attr-copingStyle')).toContainText(
    coping === 'religious' ? 'Religious' : 'Avoidant',
  );

  // Re-sample the unlocked traits from another seed: the locked ones stay.
  await page.getByTestId('rp-reseed-seed').fill('777');
  await page.getByTestId('rp-reseed-run').click();
  await expect(page.getByTestId('rp-card-version')).toHaveText('Version 5');
  await expect(page.getByTestId('rp-card-seed')).toHaveText('Seed 777');
  await expect(page.getByTestId('rp-attr-responseStyle').locator('.rp-attr-value')).toHaveText(style);
  await expect(page.getByTestId('rp-attr-stressor')).toContainText(stressor);
  // The unlocked traits are exactly those a new card from this scenario and seed gets.
  const reseeded = await call<Card>(page, 'roleplay.cards.get', { id: card!.id });
  const scenario = await scenarioByUid(page, 'builtin:ar-10');
  const fresh = await call<Card>(page, 'roleplay.cards.create', { scenarioId: scenario.id, seed: 777 });
  for (const attribute of ATTRIBUTES.filter((a) => !reseeded.locked.includes(a)))
    expect(reseeded.attributes[attribute]).toEqual(fresh.attributes[attribute]);

  await page.reload();
  await expect(page.getByTestId('rp-card-version')).toHaveText('Version 5');
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-card-en');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.getByTestId('rp-card-version')).toHaveText('الإصدار 5');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-card-ar');
  await page.getByTestId('rp-back').click();
  await expect(page.getByTestId(`rp-card-${card!.id}`)).toBeVisible();
  await screenshot(page, 'roleplay-list-ar');
  await page.getByTestId('language-switcher').selectOption('en');
});

test('a trainee plays, restarts and hits the turn cap; the session is scored, compared and commented on', async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
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
    structuredOutput: true,
    maxConcurrency: 4,
    defaultFor: ['rubric-a', 'rubric-b'],
  });
  const scenario = await scenarioByUid(page, 'builtin:ar-10');
  const card = await call<Card>(page, 'roleplay.cards.create', { scenarioId: scenario.id, seed: 4242 });
  const supervisor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Dr. Ruth',
    role: 'supervisor',
    passcode: 'super-123',
  });
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Salma', role: 'trainee' });
  await call(page, 'session.switch', { profileId: trainee.id });

  // Start: where the conversation goes, the turn cap, coaching.
  await open(page, host, `/roleplay?card=${card.id}`);
  await expect(page.getByTestId('rp-start-model')).toContainText('Lab model');
  await expect(page.getByTestId('rp-start-destination')).toContainText('127.0.0.1');
  await expect(page.getByTestId('rp-start-destination')).toContainText('Profile names are never sent.');
  await page.getByTestId('rp-start-cap').fill('4');
  await expect(page.getByTestId('rp-start-coaching')).toBeChecked();
  await page.getByTestId('rp-start-submit').click();

  // The opening message streams in with a typing indicator.
  await expect(page.getByTestId('rp-session')).toBeVisible();
  const firstId = Number(/roleplay\/(\d+)/.exec(page.url())![1]);
  const streaming = page.getByTestId('rp-streaming');
  await expect(streaming).toContainText('seven weeks');
  await expect(page.getByTestId('rp-typing')).toBeVisible();
  await expect(page.getByTestId('rp-composer-text')).toBeDisabled();
  const partial = await page.getByTestId('rp-streaming-text').innerText();
  expect(OPENING.startsWith(partial.trim())).toBe(true);
  expect(partial.trim().length).toBeLessThan(OPENING.length);
  // Screen readers are not given each streamed word, only the finished reply.
  await expect(page.getByTestId('announcer')).not.toContainText(partial.trim());
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-session-streaming-en');
  await expect(page.getByTestId('rp-turn-1')).toContainText('every Friday');
  await expect(streaming).toHaveCount(0);
  // Each turn carries its own language (English here), whatever the interface's.
  await expect(page.getByTestId('rp-turn-1').locator('.rp-bubble-text')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('rp-turn-1').locator('.rp-bubble-text')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('rp-turn-counter')).toHaveText('Turn 1 of 4');

  // A dismissive turn (Enter sends): the help-seeker withdraws; coaching flags the minimising.
  const composer = page.getByTestId('rp-composer-text');
  await expect(composer).toBeEnabled();
  await composer.fill(DISMISSIVE);
  await composer.press('Enter');
  await expect(page.getByTestId('rp-turn-2')).toContainText("it's not a big deal");
  await expect(page.getByTestId('rp-turn-3')).toHaveText(new RegExp(WITHDRAWN.replace(/[.?]/g, '\\$&')));
  await expect(page.getByTestId('announcer')).toHaveText(`Help-seeker says: ${WITHDRAWN}`);
  await expectAxeClean(page, 'role-play session with coaching');
  const coaching = page.getByTestId('rp-coaching-2');
  await expect(coaching).toBeVisible();
  await page.getByTestId('rp-coaching-open-2').click();
  await expect(coaching.getByTestId('coach-flag-minimising')).toBeVisible();
  await expect(coaching).toContainText('not rubric scores');
  await expect(page.getByTestId('rp-turn-counter')).toHaveText('Turn 2 of 4');

  // A reflective turn over two lines (Shift+Enter): the help-seeker opens up.
  await composer.fill(REFLECTIVE[0]!);
  await composer.press('Shift+Enter');
  await composer.pressSequentially(REFLECTIVE[1]!);
  await composer.press('Enter');
  await expect(page.getByTestId('rp-turn-5')).toContainText('Nobody asks how I am');
  expect(await page.getByTestId('rp-turn-4').locator('.rp-bubble-text').innerText()).toBe(REFLECTIVE.join('\n'));
  await expect(page.getByTestId('rp-coaching-4')).toBeVisible();

  // A warm goodbye: the help-seeker ends the conversation (the marker never shows).
  await composer.fill(CLOSING);
  await page.getByTestId('rp-send').click();
  await expect(page.getByTestId('rp-ended')).toHaveAttribute('data-reason', 'natural');
  await expect(page.getByTestId('rp-ended')).toContainText('The help-seeker ended the conversation.');
  await expect(page.getByTestId('rp-turn-7')).toContainText('Goodbye for now.');
  await expect(page.getByTestId('rp-transcript')).not.toContainText('[[END]]');
  await expect(page.getByTestId('rp-status')).toHaveText('Ended');
  await expect(page.getByTestId('rp-turn-counter')).toHaveText('3 of 4 turns taken');
  await expect(page.getByTestId('rp-composer')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-session-ended-en');

  // Restart (in Arabic): a new session on the same card, whose opening streams in.
  await page.getByTestId('language-switcher').selectOption('ar');
  await page.getByTestId('rp-end-restart').click();
  await expect(page).not.toHaveURL(new RegExp(`roleplay/${firstId}$`));
  const secondId = Number(/roleplay\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('rp-streaming')).toContainText('seven weeks');
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-session-streaming-ar');
  await expect(page.getByTestId('rp-turn-1')).toContainText('every Friday');
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.getByTestId('rp-session')).toContainText(`restart of session ${firstId}`);

  // The model fails: the turn is kept and "Try again" asks for the answer.
  server.enqueue({ kind: 'error', status: 500, message: 'upstream unavailable' });
  await composer.fill('How have the nights been since the fortieth day?');
  await composer.press('Enter');
  await expect(page.getByTestId('rp-failure')).toContainText('The model did not answer.');
  await expect(page.getByTestId('rp-turn-2')).toContainText('fortieth day');
  await expect(composer).toBeDisabled();
  await page.getByTestId('rp-retry').click();
  await expect(page.getByTestId('rp-turn-3')).toContainText('Nobody asks how I am');
  await expect(page.getByTestId('rp-failure')).toHaveCount(0);

  // Pause and resume.
  await page.getByTestId('rp-pause').click();
  await expect(page.getByTestId('rp-status')).toHaveText('Paused');
  await expect(composer).toBeDisabled();
  await page.getByTestId('rp-resume').click();
  await expect(page.getByTestId('rp-status')).toHaveText('In progress');
  await expect(composer).toBeEnabled();

  // Three more turns reach the cap of four: the help-seeker closes and the session ends.
  for (const [i, text] of [
    'I hear how tired you are.',
    'That sounds so lonely.',
    'What would help you most this week?',
  ].entries()) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByTestId(`rp-turn-${5 + i * 2}`)).toBeVisible();
  }
  await expect(page.getByTestId('rp-ended')).toHaveAttribute('data-reason', 'turn_cap');
  await expect(page.getByTestId('rp-ended')).toContainText('The turn cap of 4 turns was reached.');
  await expect(page.getByTestId('rp-turn-9')).toContainText('our time is up');
  await expect(page.getByTestId('rp-turn-counter')).toHaveText('4 of 4 turns taken');

  // A third session, ended by the trainee right after the opening: nothing to score.
  await page.getByTestId('rp-back').click();
  await expect(page.getByTestId('rp-card-sessions')).toContainText('Session 2');
  await page.getByTestId('rp-start-submit').click();
  await expect(page.getByTestId('rp-turn-1')).toContainText('every Friday');
  const thirdId = Number(/roleplay\/(\d+)/.exec(page.url())![1]);
  await page.getByTestId('rp-end').click();
  await page.getByTestId('rp-confirm').click();
  await expect(page.getByTestId('rp-ended')).toHaveAttribute('data-reason', 'trainee');
  await expect(page.getByTestId('rp-ended')).toContainText('You ended the conversation.');
  await expect(page.getByTestId('rp-nothing-to-score')).toBeVisible();

  // My sessions: all three, with how they ended.
  await page.getByTestId('rp-back').click();
  await page.getByTestId('rp-back').click();
  await expect(page.getByTestId(`rp-session-${firstId}`)).toContainText('Ended by the help-seeker');
  await expect(page.getByTestId(`rp-session-${secondId}`)).toContainText('Turn cap reached');
  await expect(page.getByTestId(`rp-session-${thirdId}`)).toContainText('Ended by the trainee');

  // Score the first session: E-I-A by stage, cultural and safety items, rationales citing turns.
  await page.getByTestId(`rp-session-${firstId}`).click();
  await expect(page.getByTestId(`rp-score-judge-${model.id}`)).toBeChecked();
  // Pairwise E-I-A against the second session as reference first, then pointwise.
  await page.getByTestId('rp-score-pairwise').check();
  await expect(page.getByTestId('rp-score-reference')).toHaveValue(String(secondId));
  await page.getByTestId('rp-score-run').click();
  await expect(page.getByTestId('rp-results-pairwise')).toContainText(`Compared with session ${secondId}`);
  await expect(page.getByTestId('rp-score-empathic_understanding')).toContainText('This session did better');
  await page.getByTestId('rp-score-pointwise').check();
  await page.getByTestId('rp-score-run').click();
  await expect(page.getByTestId('rp-results-pairwise')).toHaveCount(0);
  await expect(page.getByTestId('rp-results')).toBeVisible();
  for (const group of ['exploration', 'insight', 'action'])
    await expect(page.getByTestId(`rp-eia-${group}`)).toBeVisible();
  await expect(page.getByTestId('rp-eia-exploration')).toContainText('Empathic understanding');
  await expect(page.getByTestId('rp-score-empathic_understanding')).toContainText('4/5');
  await expect(page.getByTestId('rp-score-brainstorm_and_evaluate_options')).toContainText('4/5');
  await expect(page.getByTestId('rp-results-rubric-a').getByTestId('rp-score-cultural_context')).toContainText('4/5');
  await expect(page.getByTestId('rp-results-rubric-b').getByTestId('rp-score-risk_handling')).toContainText(
    'Not applicable',
  );
  await expect(page.getByTestId('rp-results')).toContainText(
    'Lab model runs on this computer: the transcript stayed here.',
  );
  const cite = page.getByTestId('rp-score-empathic_understanding').getByTestId('rp-cite-2');
  await expect(cite).toHaveText('T2');
  await cite.click();
  await expect(page.getByTestId('rp-turn-2')).toBeFocused();
  await expect(page.getByTestId('rp-turn-2')).toHaveClass(/is-cited/);
  // Stored: a reload shows the same scores.
  await page.reload();
  await expect(page.getByTestId('rp-score-empathic_understanding')).toContainText('4/5');
  await expect(page.getByTestId('rp-score-run')).toHaveText('Score again');
  await page.mouse.move(0, 0);
  await panelShot(page, 'rp-score-panel', 'roleplay-scores-en');

  // Compare with the second session: both orders per dimension, the first wins every one.
  await expect(page.getByTestId('rp-compare-other')).toHaveValue(String(secondId));
  await page.getByTestId('rp-compare-run').click();
  await expect(page.getByTestId(`rp-compare-tally-${model.id}`)).toContainText(
    `This session: 9 points · session ${secondId}: 0 points`,
  );
  await expect(page.getByTestId('rp-compare-row-empathic_understanding')).toContainText('This session did better');
  await panelShot(page, 'rp-compare', 'roleplay-compare-en');

  // A supervisor reads the transcript, comments on a turn and replays it.
  await call(page, 'session.switch', { profileId: supervisor.id, passcode: 'super-123' });
  await open(page, host, `/roleplay/${firstId}`);
  await expect(page.getByTestId('rp-composer')).toHaveCount(0);
  await expect(page.getByTestId('rp-session')).toContainText(/by \u2068Salma\u2069/);
  await expect(page.getByTestId('rp-turn-2')).toContainText('T2 · \u2068Salma\u2069');
  await page.getByTestId('rp-comment-add-2').click();
  await page
    .getByTestId('rp-comment-text-2')
    .fill('Here the grief was brushed aside; notice how she withdrew in the next turn.');
  await page.getByTestId('rp-comment-save-2').click();
  await expect(page.getByTestId('rp-comments-2').getByTestId('rp-comment')).toContainText('brushed aside');
  await expect(page.getByTestId('rp-comments-2')).toContainText('Dr. Ruth');
  await page.getByTestId('rp-replay-start').click();
  await expect(page.getByTestId('rp-replay-count')).toHaveText('1 of 7 turns');
  await expect(page.getByTestId('rp-turn-2')).toHaveCount(0);
  await page.getByTestId('rp-replay-next').click();
  await expect(page.getByTestId('rp-turn-2')).toBeVisible();
  await page.getByTestId('rp-replay-exit').click();
  await expect(page.getByTestId('rp-turn-7')).toBeVisible();
  await expect(page.getByTestId(`rp-score-judge-${model.id}`)).toBeVisible();

  // An instructor can switch the session's coaching off (and on again).
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  await open(page, host, `/roleplay/${firstId}`);
  await expect(page.getByTestId('rp-coaching-2')).toBeVisible();
  await page.getByTestId('rp-coaching-toggle').uncheck();
  await expect(page.getByTestId('rp-coaching-2')).toHaveCount(0);
  await page.getByTestId('rp-coaching-toggle').check();
  await expect(page.getByTestId('rp-coaching-2')).toBeVisible();

  // The trainee sees the comment beside the turn, and the same screens in Arabic.
  await call(page, 'session.switch', { profileId: trainee.id });
  await call(page, 'settings.setLanguage', { language: 'ar' });
  await open(page, host, `/roleplay/${firstId}`);
  await expect(page.getByTestId('rp-comments-2')).toContainText('brushed aside');
  await expect(page.getByTestId('rp-comment-add-2')).toHaveCount(0);
  await expect(page.getByTestId('rp-ended')).toContainText('أنهى طالب المساعدة المحادثة.');
  await page.mouse.move(0, 0);
  await screenshot(page, 'roleplay-session-ended-ar');
  await panelShot(page, 'rp-score-panel', 'roleplay-scores-ar');
  await call(page, 'settings.setLanguage', { language: 'en' });
});
