// E2E: a class in the browser against a real `culturecare serve` process, one browser context per
// person. The instructor sets the server up with the console's setup code, adds a trainee, imports a
// roster (with a preview and line errors) and sets an exercise; trainee A joins from a join link and
// drafts a reply; trainee B joins by typing a code, sees none of A's work and is refused A's attempt
// by id; sign-out, a refused password, a password reset that ends A's session mid-work, sign out
// everywhere, the audit log, and each person's own interface language. Screenshots in English and
// Arabic.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { screenshot } from './host-fixture';
import { expect, test, type ClassServerProcess } from './class-fixture';

type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

/** Calls an API method from the page with its own session cookie, as the app does; returns the raw answer. */
async function rawCall<T>(page: Page, method: string, body: unknown = {}): Promise<Answer<T>> {
  return (await page.evaluate(
    async ([m, b]) => {
      const res = await fetch(`api/call/${m}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [method, body] as const,
  )) as Answer<T>;
}

async function call<T>(page: Page, method: string, body: unknown = {}): Promise<T> {
  const answer = await rawCall<T>(page, method, body);
  if (!answer.ok) throw new Error(`${method} failed: ${answer.error.code} ${answer.error.message}`);
  return answer.value;
}

/** No accessibility violations axe can find on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, server: ClassServerProcess, login: string, password: string) {
  await page.goto(server.url);
  await expect(page.getByTestId('signin-screen')).toBeVisible();
  await page.getByTestId('signin-login').fill(login);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('current-profile')).toContainText(login);
}

/** The instructor's first start: sign-in screen, setup with the console's code, then Accounts. */
async function setUpServer(page: Page, server: ClassServerProcess) {
  await page.goto(server.url);
  await expect(page.getByTestId('signin-screen')).toBeVisible();
  await page.getByTestId('signin-to-setup').click();
  await page.getByTestId('setup-code').fill(server.setupCode.toLowerCase().replaceAll('-', ' '));
  await page.getByTestId('setup-name').fill('Dr. Amal');
  await page.getByTestId('setup-email').fill('amal@example.edu');
  await page.getByTestId('setup-password').fill('instructor-pass-1');
  await page.getByTestId('setup-confirm').fill('instructor-pass-1');
  await page.getByTestId('setup-submit').click();
  await expect(page.getByTestId('accounts-screen')).toBeVisible();
  await expect(page.getByTestId('current-profile')).toContainText('Dr. Amal');
}

const ROSTER = [
  'name,role,cohort,email',
  'Basil K.,trainee,Spring 2026,basil@example.edu',
  'Dr. Weber,supervisor,,',
  'Noor A.,trainee,Spring 2026,',
  'Chen L.,student,Spring 2026,',
].join('\n');

const NOOR_DRAFT = 'Noor’s own reply: it sounds like you are carrying a great deal on your own right now.';

test('an instructor sets up a class; two trainees each see only their own work', async ({ browser, classServer }) => {
  test.setTimeout(150_000);
  const instructor = await person(browser);

  // Before sign-in: only the sign-in screen, no navigation, and the API refuses everything else.
  await instructor.goto(classServer.url);
  await expect(instructor.getByTestId('signin-screen')).toBeVisible();
  await expect(instructor.getByTestId('signin-needs-setup')).toBeVisible();
  await expect(instructor.locator('nav.topnav')).toHaveCount(0);
  for (const method of ['profiles.list', 'library.list', 'exercises.list'])
    expect(await rawCall(instructor, method, {})).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
  await screenshot(instructor, 'class-signin-en');
  await expectAccessible(instructor);

  // Setup refuses a wrong code, then creates the first instructor with the console's code.
  await instructor.getByTestId('signin-to-setup').click();
  await instructor.getByTestId('setup-code').fill('AAAA-BBBB-CCCC-DDDD');
  await instructor.getByTestId('setup-name').fill('Dr. Amal');
  await instructor.getByTestId('setup-password').fill('instructor-pass-1');
  await instructor.getByTestId('setup-confirm').fill('instructor-pass-2');
  await instructor.getByTestId('setup-submit').click();
  await expect(instructor.getByTestId('setup-confirm-error')).toBeVisible();
  await instructor.getByTestId('setup-confirm').fill('instructor-pass-1');
  await instructor.getByTestId('setup-submit').click();
  await expect(instructor.getByTestId('setup-error')).toBeVisible();
  await screenshot(instructor, 'class-setup-en');
  await expectAccessible(instructor);
  await setUpServer(instructor, classServer);
  await expect(instructor.getByTestId('account-row')).toHaveCount(1);

  // One account added by hand: its join code and link are shown once.
  await instructor.getByTestId('accounts-add').click();
  await instructor.getByTestId('account-name').fill('Noor A.');
  await instructor.getByTestId('account-cohort').fill('Spring 2026');
  await instructor.getByTestId('account-submit').click();
  await expect(instructor.getByTestId('issued-code')).toBeVisible();
  const noorCode = await instructor.getByTestId('issued-code-value').inputValue();
  const noorLink = await instructor.getByTestId('issued-link-value').inputValue();
  expect(noorCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  expect(noorLink).toBe(`${classServer.url}#/join?code=${encodeURIComponent(noorCode)}`);
  await screenshot(instructor, 'class-account-added-en');
  await expectAccessible(instructor);
  await instructor.getByTestId('add-done').click();
  // The same name again is refused.
  await instructor.getByTestId('accounts-add').click();
  await instructor.getByTestId('account-name').fill('Noor A.');
  await instructor.getByTestId('account-submit').click();
  await expect(instructor.getByTestId('account-taken')).toBeVisible();
  await instructor.keyboard.press('Escape');

  // A roster: the preview shows new people, people who already have an account and rejected lines.
  await instructor.getByTestId('accounts-import').click();
  await instructor
    .getByTestId('roster-file')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER) });
  await expect(instructor.getByTestId('roster-summary')).toContainText('2 new accounts');
  await expect(instructor.getByTestId('roster-existing')).toContainText('Noor A.');
  await expect(instructor.getByTestId('roster-rejected-row')).toHaveCount(1);
  await expect(instructor.getByTestId('roster-rejected-row')).toContainText('5');
  await expect(instructor.getByTestId('roster-rejected-row')).toContainText('trainee, supervisor or instructor');
  await instructor.getByTestId('roster-import').scrollIntoViewIfNeeded();
  await screenshot(instructor, 'class-roster-preview-en');
  await expectAccessible(instructor);
  // Nothing is created by the preview.
  expect(await call<unknown[]>(instructor, 'accounts.list')).toHaveLength(2);
  await instructor.getByTestId('roster-import').click();
  await expect(instructor.getByTestId('issued-codes-row')).toHaveCount(2);
  const basilCode = (await instructor
    .getByTestId('issued-codes-row')
    .filter({ hasText: 'Basil K.' })
    .locator('.acc-code-cell')
    .textContent())!.trim();
  await screenshot(instructor, 'class-roster-codes-en');
  await expectAccessible(instructor);
  await instructor.getByTestId('codes-done').click();
  await expect(instructor.getByTestId('account-row')).toHaveCount(4);
  await expect(
    instructor.getByTestId('account-row').filter({ hasText: 'Basil K.' }).locator('[data-status]'),
  ).toHaveAttribute('data-status', 'waiting');

  // An exercise for the cohort.
  const scenarios = await call<{ items: { id: number; textNeeded: boolean }[] }>(instructor, 'library.list', {});
  const scenarioId = scenarios.items.find((s) => !s.textNeeded)!.id;
  await call(instructor, 'exercises.create', {
    title: 'Week 1: first replies',
    scenarioIds: [scenarioId],
    steps: ['draft'],
    feedbackRounds: 0,
    assignees: { cohorts: ['Spring 2026'], profileIds: [] },
  });

  // Trainee A opens the join link: the code is filled in; they choose a password and are signed in.
  const noor = await person(browser);
  await noor.goto(noorLink);
  await expect(noor.getByTestId('join-screen')).toBeVisible();
  await expect(noor.getByTestId('join-code')).toHaveValue(noorCode);
  await noor.getByTestId('join-password').fill('noor-pass-1');
  await noor.getByTestId('join-confirm').fill('noor-pass-1');
  await screenshot(noor, 'class-join-en');
  // From the click on, the sign-in screen never shows again: the app opens at once.
  await noor.evaluate(() => {
    const seen = { signIn: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="signin-screen"]')) seen.signIn = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await noor.getByTestId('join-submit').click();
  await expect(noor.getByTestId('current-profile')).toContainText('Noor A.');
  expect(await noor.evaluate(() => (window as unknown as { seen: { signIn: boolean } }).seen.signIn)).toBe(false);
  // A trainee has no Accounts page, and the server refuses the list to them.
  await expect(noor.locator('nav.topnav a[href="#/accounts"]')).toHaveCount(0);
  expect(await rawCall(noor, 'accounts.list')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  await screenshot(noor, 'class-trainee-home-en');

  // A drafts a reply (autosaved).
  await noor.goto(`${classServer.url}#/practice`);
  await noor.getByTestId('assigned-open').first().click();
  const warning = noor.getByTestId('warning-continue');
  const draftText = noor.getByTestId('draft-text');
  await expect(warning.or(draftText)).toBeVisible();
  if (await warning.isVisible()) await warning.click();
  await draftText.fill(NOOR_DRAFT);
  await expect(noor.getByTestId('draft-save-status')).toHaveAttribute('data-status', 'saved');
  const attemptId = Number(/#\/practice\/(\d+)/.exec(noor.url())![1]);

  // Sign out, then back in with name and password: the draft is there.
  await noor.getByTestId('sign-out').click();
  await expect(noor.getByTestId('signin-notice')).toHaveAttribute('data-reason', 'signedOut');
  await expect(noor).toHaveTitle(/^Sign in — /);
  await expect(noor.getByTestId('current-profile')).toHaveCount(0);
  await noor.getByTestId('signin-login').fill('Noor A.');
  await noor.getByTestId('signin-password').fill('noor-pass-1');
  await noor.getByTestId('signin-submit').click();
  await expect(noor.getByTestId('current-profile')).toContainText('Noor A.');
  await noor.goto(`${classServer.url}#/practice/${attemptId}`);
  await expect(noor.getByTestId('draft-text')).toHaveValue(NOOR_DRAFT);

  // Trainee B types the code (lower case, spaces) on the join screen.
  const basil = await person(browser);
  await basil.goto(classServer.url);
  await basil.getByTestId('signin-to-join').click();
  await basil.getByTestId('join-code').fill(basilCode.toLowerCase().replaceAll('-', ' '));
  await basil.getByTestId('join-password').fill('basil-pass-1');
  await basil.getByTestId('join-confirm').fill('basil-pass-1');
  await basil.getByTestId('join-submit').click();
  await expect(basil.getByTestId('current-profile')).toContainText('Basil K.');
  // B sees none of A's work: no history, A's attempt refused by id, and A's words nowhere.
  await basil.goto(`${classServer.url}#/history`);
  await expect(basil.getByTestId('history-empty')).toBeVisible();
  expect(await rawCall(basil, 'practice.get', { attemptId })).toMatchObject({
    ok: false,
    error: { code: 'forbidden' },
  });
  expect(await rawCall(basil, 'practice.saveDraft', { attemptId, text: 'overwritten' })).toMatchObject({
    ok: false,
    error: { code: 'forbidden' },
  });
  await basil.goto(`${classServer.url}#/practice/${attemptId}`);
  await expect(basil.getByText('Noor’s own reply', { exact: false })).toHaveCount(0);
  await basil.goto(`${classServer.url}#/practice`);
  await expect(basil.getByTestId('assigned-open').first()).toBeVisible();
  await expect(basil.getByText('Noor’s own reply', { exact: false })).toHaveCount(0);

  // A wrong password is refused with a clear message (and logged).
  await basil.getByTestId('sign-out').click();
  await basil.getByTestId('signin-login').fill('Basil K.');
  await basil.getByTestId('signin-password').fill('not-the-password');
  await basil.getByTestId('signin-submit').click();
  await expect(basil.getByTestId('signin-error')).toContainText('do not match');
  await expect(basil.getByTestId('signin-password')).toHaveValue('');

  // The instructor: both trainees active; the audit log lists the account changes and the refused sign-in.
  await instructor.reload();
  await expect(
    instructor.getByTestId('account-row').filter({ hasText: 'Noor A.' }).locator('[data-status]'),
  ).toHaveAttribute('data-status', 'active');
  await instructor.getByTestId('accounts-nav-audit').click();
  await expect(instructor.getByTestId('audit-screen')).toBeVisible();
  for (const action of ['accounts.setup', 'accounts.create', 'accounts.importRoster', 'auth.signIn.failed'])
    await expect(instructor.locator(`[data-testid="audit-row"][data-action="${action}"]`).first()).toBeVisible();
  await expect(instructor.getByTestId('audit-table')).not.toContainText('basil-pass-1');
  await instructor.getByTestId('audit-filter').selectOption('accounts.create');
  await expect(instructor.getByTestId('audit-row')).toHaveCount(1);
  await instructor.getByTestId('audit-filter').selectOption('');
  await screenshot(instructor, 'class-audit-en');
  await expectAccessible(instructor);

  // A password reset ends A's session while A is writing: a sign-in dialog keeps the screen; the old
  // password no longer works.
  await instructor.getByTestId('accounts-nav-people').click();
  await instructor.getByTestId('account-row').filter({ hasText: 'Noor A.' }).getByTestId('account-reset').click();
  await instructor.getByTestId('reset-confirm').click();
  await expect(instructor.getByTestId('issued-code-value')).toBeVisible();
  const noorNewCode = await instructor.getByTestId('issued-code-value').inputValue();
  await instructor.getByTestId('reset-done').click();
  await noor.getByTestId('draft-text').fill(`${NOOR_DRAFT} Still typing.`);
  await expect(noor.getByTestId('session-ended')).toBeVisible();
  await screenshot(noor, 'class-session-ended-en');
  await expectAccessible(noor);
  await noor.getByTestId('signin-password').fill('noor-pass-1');
  await noor.getByTestId('signin-submit').click();
  await expect(noor.getByTestId('signin-error')).toBeVisible();
  await noor.getByTestId('session-ended-other').click();
  await expect(noor.getByTestId('signin-notice')).toHaveAttribute('data-reason', 'ended');
  await noor.goto(`${classServer.url}#/join?code=${noorNewCode}`);
  await noor.getByTestId('join-password').fill('noor-pass-2');
  await noor.getByTestId('join-confirm').fill('noor-pass-2');
  await noor.getByTestId('join-submit').click();
  await expect(noor.getByTestId('current-profile')).toContainText('Noor A.');
  await noor.goto(`${classServer.url}#/practice/${attemptId}`);
  await expect(noor.getByTestId('draft-text')).toHaveValue(new RegExp(`^${NOOR_DRAFT}`));

  // Sign out everywhere: every browser of that person is signed out.
  const basilSecond = await person(browser);
  await signIn(basil, classServer, 'Basil K.', 'basil-pass-1');
  await signIn(basilSecond, classServer, 'Basil K.', 'basil-pass-1');
  await basil.goto(`${classServer.url}#/settings`);
  await expect(basil.getByTestId('sessions-section')).toBeVisible();
  await screenshot(basil, 'class-settings-en');
  await basil.getByTestId('sign-out-everywhere').click();
  await basil.getByTestId('sign-out-everywhere-confirm').click();
  await expect(basil.getByTestId('signin-notice')).toHaveAttribute('data-reason', 'signedOutEverywhere');
  await basilSecond.reload();
  await expect(basilSecond.getByTestId('signin-screen')).toBeVisible();
  // Noor was not affected.
  await noor.reload();
  await expect(noor.getByTestId('current-profile')).toContainText('Noor A.');
});

test('each person keeps their own interface language; the screens in Arabic', async ({ browser, classServer }) => {
  test.setTimeout(90_000);
  const instructor = await person(browser);
  await setUpServer(instructor, classServer);
  const issued = await call<{ code: string }>(instructor, 'accounts.create', {
    displayName: 'Layla',
    role: 'trainee',
    cohort: 'Spring 2026',
  });

  // Before sign-in, the language chosen on this device: the sign-in and join screens in Arabic.
  const layla = await person(browser);
  await layla.goto(classServer.url);
  await layla.getByTestId('language-switcher').selectOption('ar');
  await expect(layla.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(layla.getByTestId('signin-submit')).toHaveText('تسجيل الدخول');
  await screenshot(layla, 'class-signin-ar');
  await layla.getByTestId('signin-to-join').click();
  await layla.getByTestId('join-code').fill(issued.code);
  await layla.getByTestId('join-password').fill('short');
  await layla.getByTestId('join-submit').click();
  await expect(layla.getByTestId('join-password-error')).toBeVisible();
  await screenshot(layla, 'class-join-ar');
  await expectAccessible(layla);
  await layla.getByTestId('join-password').fill('layla-pass-1');
  await layla.getByTestId('join-confirm').fill('layla-pass-1');
  await layla.getByTestId('join-submit').click();
  await expect(layla.getByTestId('current-profile')).toContainText('Layla');
  // Joined in Arabic: Arabic becomes her own language, kept by the server.
  await expect.poll(async () => (await call<{ language: string }>(layla, 'settings.get')).language).toBe('ar');
  await screenshot(layla, 'class-trainee-home-ar');

  // The instructor is still in English; choosing Arabic is theirs alone.
  await instructor.reload();
  await expect(instructor.locator('html')).toHaveAttribute('lang', 'en');
  await instructor.goto(`${classServer.url}#/settings`);
  await instructor.getByTestId('language-de').check();
  await expect(instructor.locator('html')).toHaveAttribute('lang', 'de');
  await layla.reload();
  await expect(layla.locator('html')).toHaveAttribute('lang', 'ar');
  await instructor.getByTestId('language-ar').check();
  await instructor.goto(`${classServer.url}#/accounts`);
  await expect(instructor.getByTestId('accounts-count')).toHaveText('حسابان');
  await screenshot(instructor, 'class-accounts-ar');
  await expectAccessible(instructor);
  await instructor.getByTestId('accounts-import').click();
  await instructor
    .getByTestId('roster-file')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER) });
  await expect(instructor.getByTestId('roster-rejected-row')).toHaveCount(1);
  await screenshot(instructor, 'class-roster-preview-ar');
  await instructor.getByTestId('roster-import').click();
  await expect(instructor.getByTestId('issued-codes-row')).toHaveCount(3);
  await screenshot(instructor, 'class-roster-codes-ar');
  await instructor.getByTestId('codes-done').click();
  await instructor.getByTestId('accounts-nav-audit').click();
  await expect(instructor.getByTestId('audit-row').first()).toBeVisible();
  await screenshot(instructor, 'class-audit-ar');

  // A fresh browser of the instructor's opens in this device's language, then the instructor's own.
  const elsewhere = await person(browser);
  await signIn(elsewhere, classServer, 'Dr. Amal', 'instructor-pass-1');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'ar');
});
