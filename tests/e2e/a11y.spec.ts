// E2E accessibility: axe (WCAG 2.2 AA) on every route in English and Arabic for each role, each page's
// own document title and the announcement of route changes, focus on the new page's heading, dialogs
// that return focus, reflow at 320 px with the navigation in a menu, and the first run in the
// browser's language. Screenshots at 320 px for review.
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { callApi as call, expect, screenshot, test, type Host } from './host-fixture';

type Role = 'trainee' | 'instructor' | 'supervisor';

/** Opens a route with a fresh load and waits for the screen's heading. */
async function open(page: Page, host: Host, route: string) {
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#${route}`);
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await expect(page.locator('#main h1').first()).toBeVisible();
}

/** Moves to a route inside the running app (as its links do) and waits for the new screen's heading. */
async function visit(page: Page, route: string) {
  const left = await page.evaluate((hash) => {
    if (window.location.hash === `#${hash}`) return null;
    const heading = document.querySelector('#main h1');
    const marker = { element: heading, text: heading?.textContent ?? '' };
    (window as unknown as { leftHeading: typeof marker }).leftHeading = marker;
    window.location.hash = hash;
    return marker.text;
  }, route);
  if (left !== null)
    await page.waitForFunction(() => {
      const heading = document.querySelector('#main h1');
      const marker = (window as unknown as { leftHeading: { element: Element | null; text: string } }).leftHeading;
      return heading !== null && (heading !== marker.element || heading.textContent !== marker.text);
    });
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await expect(page.locator('#main h1').first()).toBeVisible();
}

/** An instructor, a supervisor and a trainee with an assigned exercise and a started attempt. */
async function seed(page: Page, host: Host) {
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  const supervisor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Dr. Weber',
    role: 'supervisor',
    passcode: 'super-123',
  });
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Noor', role: 'trainee' });
  const list = await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', {});
  const scenario = list.items.find((s) => s.uid === 'builtin:ar-01') ?? list.items[0]!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Week 3: family expectations',
    instructions: 'Read slowly. Spot the signals before you write.',
    scenarioIds: [scenario.id],
    steps: ['spot', 'emotions', 'draft', 'reveal', 'critique'],
    feedbackRounds: 0,
    customEmotions: [],
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });
  await call(page, 'session.switch', { profileId: trainee.id });
  const attempt = await call<{ id: number }>(page, 'practice.open', {
    exerciseId: exercise.id,
    scenarioId: scenario.id,
  });
  return {
    ids: { instructor: instructor.id, supervisor: supervisor.id, trainee: trainee.id },
    passcodes: { instructor: 'teach-123', supervisor: 'super-123', trainee: undefined },
    scenarioId: scenario.id,
    exerciseId: exercise.id,
    attemptId: attempt.id,
  };
}

async function signIn(page: Page, seeded: Awaited<ReturnType<typeof seed>>, role: Role) {
  await call(page, 'session.switch', { profileId: seeded.ids[role], passcode: seeded.passcodes[role] });
}

function routesFor(role: Role, s: Awaited<ReturnType<typeof seed>>): string[] {
  const everyone = ['/', '/library', `/library/${s.scenarioId}`, '/roleplay', '/settings', '/about', '/opened'];
  if (role === 'trainee') return [...everyone, '/practice', `/practice/${s.attemptId}`, '/history'];
  const staff = [...everyone, '/exercises', '/review', '/calibration', '/dashboard', '/exports'];
  if (role === 'supervisor') return staff;
  return [
    ...staff,
    '/library/new',
    `/library/${s.scenarioId}/edit`,
    '/exercises/new',
    `/exercises/${s.exerciseId}/edit`,
  ];
}

for (const role of ['trainee', 'instructor', 'supervisor'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`axe finds nothing on any route for the ${role} in ${language}`, async ({ page, host }) => {
      test.setTimeout(300_000);
      const seeded = await seed(page, host);
      await signIn(page, seeded, role);
      await call(page, 'settings.setLanguage', { language });
      await open(page, host, '/');
      for (const route of routesFor(role, seeded)) {
        await visit(page, route);
        await expectAxeClean(page, `${route} as ${role} in ${language}`);
      }
      if (role !== 'trainee') return;
      // Signed out: the profile picker.
      await call(page, 'session.signOut', {});
      await open(page, host, '/');
      await expectAxeClean(page, `home signed out in ${language}`);
    });
  }
}

test('each page has its own title, route changes are announced and focus moves to the new heading', async ({
  page,
  host,
}) => {
  const seeded = await seed(page, host);
  await signIn(page, seeded, 'trainee');
  await open(page, host, '/');
  await expect(page).toHaveTitle(/CultureCare Trainer$/);
  await page.getByTestId('nav-library').click();
  await expect(page).toHaveTitle('Library — CultureCare Trainer');
  await expect(page.getByTestId('announcer')).toHaveText('Library — CultureCare Trainer');
  const focused = page.locator(':focus');
  await expect(focused).toHaveJSProperty('tagName', 'H1');
  await page.getByTestId('nav-history').click();
  await expect(page).toHaveTitle('My progress — CultureCare Trainer');
  await expect(page.getByTestId('announcer')).toHaveText('My progress — CultureCare Trainer');
  await expect(focused).toHaveJSProperty('tagName', 'H1');
  // Pages about one thing name it: the scenario, and the practice step with the scenario.
  const scenario = await call<{ title: string }>(page, 'library.get', { id: seeded.scenarioId });
  await visit(page, `/library/${seeded.scenarioId}`);
  await expect(page).toHaveTitle(`Scenario — ${scenario.title} — CultureCare Trainer`);
  const { stage } = await call<{ stage: string }>(page, 'practice.get', { attemptId: seeded.attemptId });
  const firstStep = stage === 'warning' ? 'Before you start' : 'Spot the signals';
  await visit(page, `/practice/${seeded.attemptId}`);
  await expect(page).toHaveTitle(`${firstStep} — ${scenario.title} — CultureCare Trainer`);
  await expect(page.getByTestId('announcer')).toHaveText(`${firstStep} — ${scenario.title} — CultureCare Trainer`);
  if (stage === 'warning') {
    // "Start" moves the focus to the first step's heading and the title to its name.
    await page.getByTestId('warning-continue').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-spot').locator('h2').first()).toBeFocused();
    await expect(page).toHaveTitle(`Spot the signals — ${scenario.title} — CultureCare Trainer`);
  }
  // In Arabic the step's name is Arabic; the scenario's title stays as written.
  await call(page, 'settings.setLanguage', { language: 'ar' });
  await page.reload();
  await expect(page.getByTestId('step-spot')).toBeVisible();
  await expect(page).not.toHaveTitle(/^Spot the signals/);
  expect((await page.title()).split(' — ')[1]).toBe(scenario.title);
});

test('the create-profile dialog is axe-clean and its errors are tied to their fields', async ({ page, host }) => {
  await page.goto(host.url);
  await expect(page.getByTestId('add-profile')).toBeVisible();
  await page.getByTestId('add-profile').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAxeClean(page, 'create-profile dialog');
  // A form error is tied to its field (aria-invalid, aria-describedby) and untied once fixed.
  await page.getByTestId('role-instructor').check();
  await page.getByTestId('profile-name').fill('Prof. Amal');
  await page.getByTestId('profile-passcode').fill('ab');
  await page.getByTestId('profile-create-submit').click();
  const passcode = page.getByTestId('profile-passcode');
  await expect(passcode).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await passcode.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveClass(/field-error/);
  await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
  await expectAxeClean(page, 'create-profile dialog with an error');
  await passcode.fill('a-long-passcode');
  await page.getByTestId('profile-passcode-confirm').fill('a-long-passcode');
  await page.getByTestId('profile-passcode-confirm').press('Tab');
  await expect(passcode).not.toHaveAttribute('aria-invalid');
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('current-profile')).toContainText('Prof. Amal');
});

test('Escape closes a dialog and gives the focus back to the button that opened it', async ({ page, host }) => {
  await page.goto(host.url);
  await page.getByTestId('add-profile').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('add-profile')).toBeFocused();
});

test('at 320 px the page never scrolls sideways and the navigation folds into a menu (English and Arabic)', async ({
  page,
  host,
}) => {
  test.setTimeout(240_000);
  const seeded = await seed(page, host);
  await signIn(page, seeded, 'instructor');
  // A judge with long names: the scenario's compare and generate menus list it.
  await call(page, 'judges.save', {
    label: 'The teaching hospital lab model',
    baseUrl: 'http://127.0.0.1:9/v1',
    model: 'research-group/culturally-adapted-instruct-70b',
    defaultFor: ['rubric-a'],
  });
  await page.setViewportSize({ width: 320, height: 640 });
  for (const language of ['en', 'ar'] as const) {
    await call(page, 'settings.setLanguage', { language });
    await open(page, host, '/');
    for (const route of routesFor('instructor', seeded)) {
      await visit(page, route);
      const overflow = await page.evaluate(() => {
        const width = window.innerWidth;
        const sticksOut = (el: Element) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1);
        };
        // The innermost elements that stick out (wide tables may scroll inside their own container).
        const wide = [...document.querySelectorAll<HTMLElement>('#root *')]
          .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
          .filter((el) => !el.closest('.table-scroll, [data-scrolls]'))
          .slice(0, 4)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        return { by: document.documentElement.scrollWidth - width, wide };
      });
      expect.soft(overflow, `horizontal overflow on ${route} in ${language}`).toEqual({ by: 0, wide: [] });
    }
    await open(page, host, '/');
    await expect(page.getByTestId('sign-out')).toBeInViewport();
    await expect(page.getByTestId('language-switcher')).toBeInViewport();
    await expect(page.getByTestId('nav-library')).toBeHidden();
    await page.getByTestId('nav-menu').click();
    await expect(page.getByTestId('nav-menu')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('nav-exports')).toBeVisible();
    await screenshot(page, `a11y-320-menu-${language}`);
    await page.screenshot({ path: `test-results/screens/a11y-320-menu-top-${language}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-menu')).toBeFocused();
    await page.getByTestId('nav-menu').click();
    await page.getByTestId('nav-library').click();
    await expect(page.getByTestId('nav-menu')).toHaveAttribute('aria-expanded', 'false');
    await screenshot(page, `a11y-320-library-${language}`);
    await open(page, host, `/exercises/${seeded.exerciseId}/edit`);
    await screenshot(page, `a11y-320-exercise-editor-${language}`);
  }
});

test('each person finds their destinations in the navigation', async ({ page, host }) => {
  const seeded = await seed(page, host);
  await open(page, host, '/');
  for (const id of ['nav-practice', 'nav-roleplay', 'nav-history']) await expect(page.getByTestId(id)).toBeVisible();
  await expect(page.getByTestId('nav-dashboard')).toHaveCount(0);
  // Role-play without a model: a trainee is told to ask, not offered Settings they cannot use.
  await page.getByTestId('nav-roleplay').click();
  await expect(page.getByTestId('rp-no-model')).toBeVisible();
  await expect(page.getByTestId('rp-no-model-settings')).toHaveCount(0);
  await signIn(page, seeded, 'supervisor');
  await open(page, host, '/');
  for (const id of ['nav-exercises', 'nav-roleplay', 'nav-review', 'nav-dashboard', 'nav-exports'])
    await expect(page.getByTestId(id)).toBeVisible();
  await expect(page.getByTestId('nav-history')).toHaveCount(0);
});

test.describe('first run in an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });
  test('starts in Arabic until someone picks a language, which then sticks', async ({ page, host }) => {
    await page.goto(host.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('language-switcher')).toHaveValue('ar');
    await page.getByTestId('language-switcher').selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('language-switcher')).toHaveValue('de');
  });
});
