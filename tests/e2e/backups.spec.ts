// E2E: Settings → Data and backups lists backups (date, kind, size, verified) and restores one: the data
// as it was is kept aside, and every open window reloads on the restored data and says so.
import { callApi, createProfile, expect, screenshot, test } from './host-fixture';

test('an instructor backs up, restores, and every open window reloads on the restored data', async ({
  page,
  context,
  host,
}) => {
  await page.goto(host.url);
  await createProfile(page, 'Dr. Weber', 'instructor', 'teach-123');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const list = page.getByTestId('backup-list');
  await expect(list).toContainText('No backups yet');

  await page.getByTestId('backup').click();
  await expect(page.getByTestId('backup-done')).toBeVisible();
  const rows = list.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Made by hand');
  await expect(rows.first()).toContainText('Verified');
  await expect(rows.first()).toContainText(/\d+(\.\d)? (kB|MB)/);

  // Work done after the backup, and a second window open on the app.
  await callApi(page, 'profiles.create', { displayName: 'Added later', role: 'trainee' });
  const other = await context.newPage();
  await other.goto(host.origin + '/#/library');
  await expect(other.getByTestId('current-profile')).toBeVisible();

  await page.getByRole('button', { name: /Restore the backup from/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(dialog).toContainText('kept aside first');
  await screenshot(page, 'backups-restore-dialog-en');
  await dialog.getByTestId('restore-confirm').click();

  // Both windows reload on the start page, nobody signed in, with a notice.
  for (const win of [page, other]) {
    // The file name is wrapped in bidi isolation marks (U+2068 … U+2069) for right-to-left languages.
    await expect(win.getByTestId('restored-notice')).toContainText(
      /The data was restored from the backup \u2068?culturecare-/,
    );
    await expect(win.getByTestId('current-profile')).toHaveCount(0);
    await expect(win.getByTestId('profile-card-Added later')).toHaveCount(0);
    await expect(win.getByTestId('profile-card-Dr. Weber')).toBeVisible();
  }

  // Sign in again: the list now also holds the copy kept before the restore.
  await page.getByTestId('profile-card-Dr. Weber').click();
  await page.getByTestId('passcode-input').fill('teach-123');
  await page.getByTestId('passcode-input').press('Enter');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await expect(list).toContainText('Kept before a restore');
  await list.scrollIntoViewIfNeeded();
  await screenshot(page, 'backups-list-en');

  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(list).toContainText('تم التحقق');
  await screenshot(page, 'backups-list-ar');
  await page
    .getByRole('button', { name: /استعادة النسخة الاحتياطية/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('تُحفظ البيانات الحالية جانبًا');
  await screenshot(page, 'backups-restore-dialog-ar');
});
