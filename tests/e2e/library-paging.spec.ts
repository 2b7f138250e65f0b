// E2E: a library larger than one page. The Library screen shows the count of every match but loads
// the cards a page at a time: scrolling to the end loads the next page (the Show more button does the
// same when the end of the list is reached from the keyboard), and a filter starts again from its
// own first page.
import { DEMOGRAPHIC_FIELDS } from '../../shared/domain/vocabulary';
import { callApi as call, createProfile, expect, screenshot, test } from './host-fixture';

const POST =
  'Since the move I have not slept properly, and my parents keep asking when I will finally come home for good.';

test('the library loads further pages as the person scrolls', async ({ page, host }) => {
  test.setTimeout(90_000);
  await page.goto(host.url);
  await createProfile(page, 'Prof. Lin', 'instructor', 'teach-123');
  // 40 built-in scenarios and 80 written here: two pages of 60.
  for (let i = 1; i <= 80; i++)
    await call(page, 'library.createScenario', {
      cultureId: 'german',
      title: `Class scenario ${String(i).padStart(2, '0')}`,
      language: 'en',
      postText: POST,
      risk: 'none',
      themes: [],
      contentWarnings: [],
      demographics: Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, ''])),
    });

  await page.goto(`${host.origin}/#/library`);
  const cards = page.locator('[data-testid^="scenario-card-"]');
  await expect(page.getByTestId('library-count')).toContainText('120');
  await expect(cards).toHaveCount(60);
  await expect(page.getByTestId('library-more-row')).toContainText('60 of 120');
  await screenshot(page, 'library-paging-first-page-en');

  // Scrolling to the end loads the second page; then nothing more is offered.
  await page.getByTestId('library-more-row').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(120);
  await expect(page.getByTestId('library-more-row')).toHaveCount(0);

  // A filter starts from its own first page: German has 10 built-in and 80 written here.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('filter-culture').selectOption('german');
  await expect(page.getByTestId('library-count')).toContainText('90');
  await expect(cards).toHaveCount(60);
  // From the keyboard: reaching the Show more button brings the end of the list into view, which loads the rest.
  await page.getByTestId('library-more').focus();
  await expect(cards).toHaveCount(90);
  await expect(page.getByTestId('library-more-row')).toHaveCount(0);

  // The source filter starts again from its first page too: the 80 written here, without the built-in ones.
  await expect(page.getByTestId('filter-origin').locator('option[value="authored"]')).toHaveText(/\(80\)/);
  // Back at the top first, as a person choosing a filter is: at the bottom the next page would load at once.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('filter-origin').selectOption('authored');
  await expect(page.getByTestId('library-count')).toContainText('80');
  await expect(cards).toHaveCount(60);
  await expect(page.getByTestId('filter-text').locator('option[value="needed"]')).toHaveText(/\(0\)/);
});
