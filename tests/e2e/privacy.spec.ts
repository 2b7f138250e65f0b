// E2E: Settings → Privacy lists what each feature sends; an exported pack carries no profile name
// unless the instructor ticks "sign".
import { readFileSync } from 'node:fs';
import { callApi, createProfile, expect, test } from './host-fixture';

test('privacy summary per feature, and packs unsigned by default', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Dr. Weber', 'instructor', 'teach-123');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const summary = page.getByTestId('privacy-summary');
  await expect(summary.getByTestId('privacy-generation')).toContainText('its expert annotations');
  await expect(summary.getByTestId('privacy-roleplay')).toContainText('the whole conversation so far');
  await expect(summary.getByTestId('privacy-scoring')).toContainText('the reply being scored');
  await expect(summary).not.toContainText('Nothing else');
  await summary.screenshot({ path: 'test-results/screens/privacy-summary-en.png' });
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(summary.getByTestId('privacy-roleplay')).toContainText('المحادثة كلها');
  await summary.screenshot({ path: 'test-results/screens/privacy-summary-ar.png' });
  await page.getByTestId('language-switcher').selectOption('en');

  await callApi(page, 'library.createScenario', {
    cultureId: 'german',
    title: 'Heimweh nach dem Umzug',
    language: 'de',
    postText: 'Seit dem Umzug für die Ausbildung sind die Abende sehr leer und still.',
    risk: 'none',
    themes: [],
    contentWarnings: [],
    demographics: Object.fromEntries(
      [
        'settlement',
        'gender',
        'age',
        'born_in',
        'marital_status',
        'number_of_people_in_household',
        'education',
        'profession',
        'employment',
        'social_class',
        'religion',
      ].map((field) => [field, 'unknown']),
    ),
  });
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByTestId('library-search').fill('Heimweh nach');
  await page.getByTestId('export-pack').click();
  await page.locator('[data-testid^="select-authored:"]').first().check();
  await page.getByTestId('export-pack').click();
  await expect(page.getByTestId('export-sign')).not.toBeChecked();
  await page.getByTestId('export-dialog').screenshot({ path: 'test-results/screens/export-pack-sign-en.png' });
  const save = async (name: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-confirm').click();
    const path = `${host.dataDir}/${name}`;
    await (await downloading).saveAs(path);
    return readFileSync(path, 'utf8');
  };
  const unsigned = await save('unsigned.json');
  expect(unsigned).not.toContain('Dr. Weber');
  await page.getByTestId('export-pack').click();
  await page.locator('[data-testid^="select-authored:"]').first().check();
  await page.getByTestId('export-pack').click();
  await page.getByTestId('export-sign').check();
  const signed = JSON.parse(await save('signed.json')) as { signedBy?: string };
  expect(signed.signedBy).toBe('Dr. Weber');
});
