// E2E: lists stay fresh after changes made on another screen of the same app, without a reload.
// An instructor builds a role card, goes back to the role-play screen and finds it listed there.
import { callApi as call, expect, test } from './host-fixture';

test('a role card built from the role-play screen is listed when the instructor goes back', async ({ page, host }) => {
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  await page.goto('about:blank');
  await page.goto(`${host.origin}/#/roleplay`);
  await expect(page.getByTestId('rp-cards-empty')).toBeVisible();

  await page.getByTestId('rp-new-card').click();
  await page.getByTestId('rp-create-culture').selectOption('arabic');
  await page.getByTestId('rp-create-search').fill('grandmother');
  await page.getByTestId('rp-create-choose-builtin:ar-10').click();
  await page.getByTestId('rp-create-submit').click();
  await expect(page.getByTestId('rp-card-page')).toBeVisible();
  const [card] = await call<{ id: number }[]>(page, 'roleplay.cards.list', {});

  // Back to the list within the app: the new card is there, and the empty note is gone.
  await page.getByTestId('rp-back').click();
  await expect(page.getByTestId(`rp-card-${card!.id}`)).toBeVisible();
  await expect(page.getByTestId('rp-cards-empty')).toHaveCount(0);

  // The browser's Back button after opening it again gives the same list.
  await page.getByTestId(`rp-card-${card!.id}`).click();
  await expect(page.getByTestId('rp-card-page')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId(`rp-card-${card!.id}`)).toBeVisible();
});
