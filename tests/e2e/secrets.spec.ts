// E2E: Settings says where API keys are kept (browser mode: an encrypted file whose key sits in the
// same folder) and names a judge whose stored key can no longer be read.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi, createProfile, expect, screenshot, test } from './host-fixture';

test('a stored API key that cannot be decrypted is named in Settings', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Dr. Weber', 'instructor', 'teach-123');
  await callApi(page, 'judges.save', {
    label: 'Hosted judge',
    baseUrl: 'https://judge.example.org/v1',
    model: 'some-model',
    apiKey: 'sk-test-abc',
    defaultFor: [],
  });
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const note = page.getByTestId('judges-key-storage');
  await expect(note).toContainText('encrypted file in the data folder');
  await expect(note).toContainText('anyone who can read that folder can read the API keys');
  await expect(page.getByTestId('keys-unreadable')).toHaveCount(0);

  // The key file is replaced (say, the folder was copied without it) and the app restarted.
  writeFileSync(join(host.dataDir, 'secrets.key'), Buffer.alloc(32, 3).toString('base64'));
  await host.restart();
  await page.goto(host.url);
  await page.getByTestId('profile-card-Dr. Weber').click();
  await page.getByTestId('passcode-input').fill('teach-123');
  await page.getByTestId('passcode-input').press('Enter');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByTestId('keys-unreadable')).toContainText('Hosted judge');
  await note.scrollIntoViewIfNeeded();
  await screenshot(page, 'secrets-unreadable-en');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.getByTestId('keys-unreadable')).toContainText('Hosted judge');
  await screenshot(page, 'secrets-unreadable-ar');
});
