// E2E: wrong passcodes in a row make the next try wait, the dialog says how long (in the interface
// language) and holds its button; the right passcode works once the wait is over.
import { createProfile, expect, screenshot, test } from './host-fixture';

test('wrong passcodes slow down the next try, with a clear message', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Dr. Weber', 'instructor', 'teach-123');
  await createProfile(page, 'Layla H.', 'trainee');
  await page.getByTestId('profile-card-Dr. Weber').click();
  const input = page.getByTestId('passcode-input');
  for (let i = 0; i < 3; i++) {
    await input.fill(`wrong-${i}`);
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('That passcode is not correct.');
  }
  await input.fill('wrong-3');
  await input.press('Enter');
  await expect(page.getByTestId('passcode-wait')).toHaveText(
    'That passcode is not correct. Wait 1 second before the next try.',
  );
  await input.fill('teach-123');
  await expect(page.getByRole('button', { name: 'Switch' })).toBeDisabled();
  await screenshot(page, 'passcode-wait-en');
  await expect(page.getByRole('button', { name: 'Switch' })).toBeEnabled({ timeout: 3000 });

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('language-switcher').selectOption('ar');
  await page.getByTestId('profile-card-Dr. Weber').click();
  await input.fill('wrong-4');
  await input.press('Enter');
  await expect(page.getByTestId('passcode-wait')).toContainText('رمز الدخول غير صحيح. انتظر');
  await screenshot(page, 'passcode-wait-ar');
});
