// E2E: a library larger than one page loads the rest as the person scrolls (or presses Show more),
// keeps the count of all matches, and a filter starts again from the first page.
import { DEMOGRAPHIC_FIELDS } from '../../shared/domain/vocabulary';
import { callApi as call, expect, screenshot, test } from './host-fixture';

test('the library loads page by page while scrolling and by keyboard', async ({ page, host }) => {
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof. Amal',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  const demographics = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((k) => [k, '']));
  // 40 built-in scenarios and 35 written here: 75, more than one page of 60.
  for (let i = 1; i <= 35; i++)
    await call(page, 'library.createScenario', {
      cultureId: 'german',
      title: `Practice case ${String(i).padStart(2, '0')}`,
      language: 'de',
      postText: `Ein Übungsfall für den Kurs, Nummer ${i}, über Druck in der Familie und im Studium.`,
      risk: 'none',
      themes: [],
      contentWarnings: [],
      demographics,
    });

  await page.goto('about:blank');
  await page.goto(`${host.origin}/#/library`);
  const count = page.getByTestId('library-count');
  await expect(count).toHaveText('Showing 60 of 75 scenarios');
  await expect(page.locator('.lib-grid > li')).toHaveCount(60);
  await screenshot(page, 'library-pages-first');

  // Scrolling near the end loads the next page (the button does the same for keyboard users).
  await page.getByRole('button', { name: 'Show more scenarios' }).scrollIntoViewIfNeeded();
  await expect(count).toHaveText('Showing 75 scenarios');
  await expect(page.locator('.lib-grid > li')).toHaveCount(75);
  await expect(page.getByRole('button', { name: 'Show more scenarios' })).toHaveCount(0);

  // A filter starts from its first page with its own count.
  await page.goto(`${host.origin}/#/library?culture=german`);
  await expect(count).toHaveText('Showing 45 scenarios');
});
