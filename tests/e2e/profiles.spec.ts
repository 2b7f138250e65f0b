// E2E: profiles and passcodes, Arabic right-to-left, settings across a restart, API-level refusals.
import { callApi, createProfile, expect, screenshot, test } from './host-fixture';

test('create a trainee and an instructor; passcode required, wrong passcode refused', async ({ page, host }) => {
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Welcome to CultureCare Trainer' })).toBeVisible();
  await screenshot(page, 'home-empty-en');

  await createProfile(page, 'Layla H.', 'trainee');
  await expect(page.getByTestId('current-profile')).toContainText('Layla H.');
  await expect(page.getByTestId('signed-in-as')).toContainText('Trainee');

  // An instructor profile cannot be created without a matching passcode.
  await page.getByTestId('add-profile').click();
  await page.getByTestId('profile-name').fill('Dr. Weber');
  await page.getByTestId('role-instructor').check();
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByText('The passcode needs at least 6 characters.')).toBeVisible();
  await page.getByTestId('profile-passcode').fill('secret-42');
  await page.getByTestId('profile-passcode-confirm').fill('secret-24');
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByText('The two passcodes do not match.')).toBeVisible();
  await screenshot(page, 'create-instructor-en');
  await page.getByTestId('profile-passcode-confirm').fill('secret-42');
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByTestId('current-profile')).toContainText('Dr. Weber');
  await screenshot(page, 'home-instructor-en');

  // Back to the trainee, then asking for the instructor again needs the passcode.
  await page.getByTestId('profile-card-Layla H.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Layla H.');
  await page.getByTestId('profile-card-Dr. Weber').click();
  await page.getByTestId('passcode-input').fill('not-the-one');
  await page.getByTestId('passcode-input').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('That passcode is not correct.');
  await expect(page.getByTestId('current-profile')).toContainText('Layla H.');
  await screenshot(page, 'passcode-wrong-en');
  await page.getByTestId('passcode-input').fill('secret-42');
  await page.getByTestId('passcode-input').press('Enter');
  await expect(page.getByTestId('current-profile')).toContainText('Dr. Weber');

  // Deleting one's own profile from Settings: the instructor confirms with the passcode, the trainee
  // with a plain confirmation; each is gone from the profile picker afterwards.
  await page.getByTestId('door-settings').click();
  await page.getByTestId('delete-profile').click();
  await page.getByTestId('passcode-input').fill('secret-42');
  await page.getByTestId('passcode-input').press('Enter');
  await expect(page.getByTestId('profile-deleted-notice')).toHaveText(
    /The profile .?Dr\. Weber.? was deleted from this computer\./,
  );
  await screenshot(page, 'profile-deleted-en');
  await expect(page.getByTestId('profile-card-Layla H.')).toBeVisible();
  await expect(page.getByTestId('profile-card-Dr. Weber')).toHaveCount(0);
  await page.getByTestId('profile-card-Layla H.').click();
  await page.getByTestId('door-settings').click();
  await page.getByTestId('delete-profile').click();
  await page.getByTestId('delete-profile-confirm').click();
  await expect(page.getByRole('heading', { name: 'Welcome to CultureCare Trainer' })).toBeVisible();
  await expect(page.getByTestId('profile-card-Layla H.')).toHaveCount(0);
});

test('Arabic switches the whole layout to right-to-left', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Layla H.', 'trainee');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const brandLtr = await page.locator('.brand').boundingBox();
  expect(brandLtr!.x).toBeLessThan(200);

  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: /مرحبًا/ })).toBeVisible();
  // Mirrored: the brand moves to the right edge, the language switcher to the left.
  const viewport = page.viewportSize()!;
  const brandRtl = await page.locator('.brand').boundingBox();
  const switcher = await page.getByTestId('language-switcher').boundingBox();
  expect(brandRtl!.x + brandRtl!.width).toBeGreaterThan(viewport.width - 200);
  expect(switcher!.x).toBeLessThan(200);
  await screenshot(page, 'home-ar');

  await page.getByTestId('add-profile').click();
  await expect(page.getByRole('dialog')).toContainText('ملف شخصي جديد');
  await screenshot(page, 'create-profile-ar');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'الإعدادات' }).first().click();
  await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
  await screenshot(page, 'settings-ar');
  await page.getByTestId('language-he').check();
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-zh').check();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible();
  // The Chinese font faces arrive after the first screen (renderer/components/AppFrame/deferred-fonts.ts) and draw it.
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.load('600 16px "Noto Sans SC"', '设置')).length))
    .toBeGreaterThan(0);

  // Three changes in quick succession: the last one is what stays, on the screen and saved.
  await page.getByTestId('language-de').check();
  await page.getByTestId('language-ar').check();
  await page.getByTestId('language-en').check();
  await expect(page.getByTestId('language-en')).toBeChecked();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await callApi<{ language: string }>(page, 'settings.get')).language).toBe('en');
  await expect(page.getByTestId('language-en')).toBeChecked();
});

test('settings and the last profile survive a restart', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Jonas', 'trainee');
  // The page shows the new language at once and saves it right after: restart only once it is saved.
  const saved = page.waitForResponse((r) => r.url().includes('/api/call/settings.setLanguage') && r.ok());
  await page.getByTestId('language-switcher').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await saved;

  await host.restart();
  // Everything the page draws, from its first text on, is drawn in German (no English "Loading…" first),
  // and with its answers in the page the first screen is drawn at once (no start-up "Loading" state).
  await page.addInitScript(() => {
    const seen: string[] = [];
    const waited: string[] = [];
    Object.assign(window, { drawnIn: seen, waitedWith: waited });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.textContent?.trim()) seen.push(document.documentElement.lang);
      const startup = root?.querySelector('.startup');
      if (startup) waited.push(startup.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(host.url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('current-profile')).toContainText('Jonas');
  const drawnIn = await page.evaluate(() => (window as unknown as { drawnIn: string[] }).drawnIn);
  expect(drawnIn.length).toBeGreaterThan(0);
  expect(new Set(drawnIn)).toEqual(new Set(['de']));
  expect(await page.evaluate(() => (window as unknown as { waitedWith: string[] }).waitedWith)).toEqual([]);
  await expect(page.getByRole('heading', { name: /^Willkommen, .?Jonas.?$/ })).toBeVisible();
  await screenshot(page, 'home-de-after-restart');
});

test('the services refuse a trainee an instructor method and malformed requests', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Teacher', 'instructor', 'teach-me-1');
  await createProfile(page, 'Sam', 'trainee');
  await expect(page.getByTestId('current-profile')).toContainText('Sam');

  const callApi = (method: string, body: unknown) =>
    page.evaluate(
      async ([m, b]) => {
        const res = await fetch(`api/call/${m as string}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
          body: JSON.stringify(b),
        });
        return res.json();
      },
      [method, body] as const,
    );
  const profiles = (await callApi('profiles.list', {})) as { value: { id: number; displayName: string }[] };
  const sam = profiles.value.find((p) => p.displayName === 'Sam')!;
  expect(await callApi('profiles.setCohort', { profileId: sam.id, cohort: 'Shortcut' })).toMatchObject({
    ok: false,
    error: { code: 'forbidden' },
  });
  expect(
    await callApi('profiles.create', { displayName: 'Sneaky', role: 'instructor', passcode: 'abcdefg' }),
  ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  expect(await callApi('profiles.rename', { profileId: 'one', displayName: 5 })).toMatchObject({
    ok: false,
    error: { code: 'invalid_request' },
  });
  const after = (await callApi('profiles.list', {})) as { value: { cohort: string | null; displayName: string }[] };
  expect(after.value.map((p) => p.displayName)).toEqual(['Sam', 'Teacher']);
  expect(after.value.every((p) => p.cohort === null)).toBe(true);

  // Without the token nothing is served.
  const anonymous = await page.request.fetch(`${host.origin}/api/call/profiles.list`, {
    method: 'POST',
    headers: { Cookie: '' },
    data: {},
    failOnStatusCode: false,
  });
  expect([401, 403]).toContain(anonymous.status());
});

test('settings: rename, cohorts for instructors, database status and backup with progress', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Sam', 'trainee');
  await createProfile(page, 'Teacher', 'instructor', 'teach-me-1');
  await page.getByTestId('door-settings').click();
  await expect(page.getByTestId('integrity')).toHaveText('No problems found');
  await page.getByLabel(/^Cohort for .?Sam.?$/).fill('MSc 2026');
  await page.getByRole('row', { name: /Sam/ }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Cohort for .?Sam.?$/)).toHaveValue('MSc 2026');
  await page.getByTestId('backup').click();
  await expect(page.getByTestId('backup-done')).toContainText('backups');
  await screenshot(page, 'settings-en');
  await page.getByTestId('rename-input').fill('Prof. Teacher');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByTestId('current-profile')).toContainText('Prof. Teacher');
});
