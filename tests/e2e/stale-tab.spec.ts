// E2E: a tab left open across a restart of browser mode (same port, new token). Its saves are refused,
// so it says what happened and what to do instead of "retrying" forever; what was typed stays in the
// browser and is saved once the page is opened from the new address; signing out clears it.
import { callApi as call, createProfile, expect, screenshot, test } from './host-fixture';

const BEFORE = 'Das klingt nach einer sehr schweren Zeit.';
const AFTER = ' Was würde dir gerade am meisten helfen?';

test('a stale tab says so, keeps the typing and saves it from the new address', async ({ page, host }) => {
  test.setTimeout(120_000);
  await page.goto(host.url);
  await createProfile(page, 'Noor A.', 'trainee');
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const scenario = (
    await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', { culture: 'german' })
  ).items.find((s) => s.uid === 'builtin:de-02')!;
  const trainee = (await call<{ id: number; displayName: string }[]>(page, 'profiles.list')).find(
    (p) => p.displayName === 'Noor A.',
  )!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Exhaustion and duty',
    scenarioIds: [scenario.id],
    steps: ['draft'],
    feedbackRounds: 0,
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });
  await page.getByTestId('profile-card-Noor A.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Noor A.');
  const attempt = await call<{ id: number }>(page, 'practice.open', {
    exerciseId: exercise.id,
    scenarioId: scenario.id,
  });
  await call(page, 'practice.advance', { attemptId: attempt.id, to: 'draft' });
  await page.evaluate((id) => (window.location.hash = `#/practice/${id}`), attempt.id);
  const editor = page.getByTestId('draft-text');
  await editor.pressSequentially(BEFORE, { delay: 10 });
  await expect
    .poll(
      async () => (await call<{ draft: { text: string } }>(page, 'practice.get', { attemptId: attempt.id })).draft.text,
    )
    .toBe(BEFORE);

  await host.restartSamePort();
  await editor.pressSequentially(AFTER, { delay: 10 });
  const notice = page.getByTestId('stale-tab-notice');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice).toContainText('earlier run');
  await expect(page.getByTestId('draft-save-status')).toContainText('earlier run of the app');
  await screenshot(page, 'stale-tab-en');
  const kept = await page.evaluate((id) => localStorage.getItem(`culturecare.unsaved.draft:${id}`), attempt.id);
  expect(JSON.parse(kept!)).toBe(BEFORE + AFTER);

  // Opened from the new address: the typing comes back and is saved.
  await page.goto(host.url);
  await page.getByTestId('profile-card-Noor A.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Noor A.');
  await page.evaluate((id) => (window.location.hash = `#/practice/${id}`), attempt.id);
  await expect(page.getByTestId('draft-text')).toHaveValue(BEFORE + AFTER);
  await expect
    .poll(
      async () => (await call<{ draft: { text: string } }>(page, 'practice.get', { attemptId: attempt.id })).draft.text,
    )
    .toBe(BEFORE + AFTER);
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`culturecare.unsaved.draft:${id}`), attempt.id))
    .toBeNull();

  // Signing out leaves nothing typed in this browser.
  await page.getByTestId('draft-text').pressSequentially(' Ich', { delay: 10 });
  await page.getByTestId('sign-out').click();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('culturecare.unsaved.'))))
    .toEqual([]);
});
