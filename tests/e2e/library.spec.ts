// E2E: the scenario library as trainees and instructors use it: filter and search, the warning
// gate, annotation layers and legend, Standard vs +cga, blind reveal, annotating with undo, and a
// pack exported from one data folder and imported into a fresh one.
import { readFileSync } from 'node:fs';
import { createProfile, expect, screenshot, test } from './host-fixture';

test('a trainee filters, searches and opens a scenario past its content warning', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Sam', 'trainee');
  await page.getByTestId('door-library').click();
  await expect(page.getByTestId('library-count')).toContainText('40');
  await screenshot(page, 'library-en');

  await page.getByTestId('filter-culture').selectOption('german');
  await expect(page.getByTestId('library-count')).toContainText('10');
  await page.getByTestId('filter-risk').selectOption('acute');
  await expect(page.getByTestId('library-count')).toContainText('1');
  await page.getByTestId('clear-filters').click();
  await expect(page.getByTestId('library-count')).toContainText('40');

  await page.getByTestId('library-search').fill('Bürgergeld');
  await expect(page.getByTestId('scenario-card-builtin:de-05')).toBeVisible();
  await expect(page.getByTestId('library-count')).not.toContainText('40');
  await page.getByTestId('library-search').fill('');

  // An acute-risk scenario: nothing of the post before the trainee chooses.
  await page.getByTestId('filter-risk').selectOption('acute');
  await page.getByTestId('filter-culture').selectOption('german');
  await page.getByTestId('scenario-card-builtin:de-04').click();
  await expect(page.getByTestId('warning-gate')).toBeVisible();
  await expect(page.getByTestId('post-text')).toHaveCount(0);
  await screenshot(page, 'scenario-warning-en');
  await page.getByTestId('warning-show').click();

  const post = page.getByTestId('post-text');
  await expect(post).toBeVisible();
  await expect(post.locator('.ann-distress').first()).toBeVisible();
  await expect(post.locator('.ann-signal').first()).toBeVisible();
  await expect(page.getByTestId('legend').first()).toBeVisible();
  await expect(page.getByTestId('demographics')).toBeVisible();
  await screenshot(page, 'scenario-en');

  await page.getByTestId('layer-distress').click();
  await expect(post.locator('.ann-distress')).toHaveCount(0);
  await page.getByTestId('layer-distress').click();
  await expect(post.locator('.ann-distress').first()).toBeVisible();

  // Standard vs +cga side by side by default.
  await expect(page.getByTestId('compare-left').locator('option:checked')).toHaveText('Standard');
  await expect(page.getByTestId('compare-right').locator('option:checked')).toHaveText('+cga');

  await page.getByTestId('blind-toggle').click();
  await expect(page.getByText('Response A', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('+cga', { exact: true })).toHaveCount(0);
  // Both anonymous replies show the same layers: the adapted reply's cultural signals give nothing away.
  for (const pane of ['pane-a', 'pane-b'])
    await expect(page.getByTestId(`${pane}-text`).locator('.ann-signal')).toHaveCount(0);
  await expect(page.getByTestId('blind-layers-held')).toBeVisible();
  await screenshot(page, 'scenario-blind-en');
  await page.getByTestId('blind-reveal').click();
  await expect(page.getByText('+cga', { exact: false }).first()).toBeVisible();
  await expect(page.locator('[data-testid$="-text"] .ann-signal').first()).toBeVisible();

  // The same screen in Arabic mirrors; the English post keeps left-to-right.
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(post).toHaveAttribute('dir', 'ltr');
  await expect(post).toHaveAttribute('lang', 'en');
  // Each reply carries its own language, not the interface's: an English reply under Arabic menus.
  for (const pane of ['pane-a-text', 'pane-b-text']) {
    await expect(page.getByTestId(pane)).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId(pane)).toHaveAttribute('dir', 'ltr');
  }
  await expect(page.getByTestId('scenario-title')).toHaveAttribute('lang', 'en');
  await screenshot(page, 'scenario-ar');
});

test('an Arabic-language post renders right-to-left inside the English interface', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Sam', 'trainee');
  await page.getByTestId('door-library').click();
  await page.getByTestId('filter-language').selectOption('ar');
  await page.getByTestId('scenario-card-builtin:ar-01').click();
  const gate = page.getByTestId('warning-show');
  if (await gate.isVisible()) await gate.click();
  await expect(page.getByTestId('post-text')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await screenshot(page, 'scenario-arabic-post-en');
  await page.getByTestId('language-switcher').selectOption('ar');
  await page.getByRole('link', { name: 'المكتبة' }).first().click();
  await screenshot(page, 'library-ar');
});

test('an instructor adds an annotation, undoes it, and a pack moves a scenario to a fresh data folder', async ({
  page,
  host,
  browser,
}) => {
  // Two data folders, a pack between them and the titles in three languages: longer than most flows.
  test.setTimeout(120_000);
  await page.goto(host.url);
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  await page.getByTestId('door-library').click();

  // Write a new scenario.
  await page.getByTestId('new-scenario').click();
  // A new cultural group from the editor: a name is required, and once added the select shows it.
  await page.getByTestId('culture-add').click();
  await page.getByTestId('culture-save').click();
  await expect(page.getByTestId('culture-dialog').getByRole('alert')).toHaveText('Give the culture a name.');
  await page.getByTestId('culture-name').fill('Pomeranian villages');
  await page.getByTestId('culture-save').click();
  await expect(page.getByTestId('culture-dialog')).toHaveCount(0);
  await expect(page.getByTestId('scenario-culture').locator('option:checked')).toHaveText('Pomeranian villages');
  await page.getByTestId('scenario-culture').selectOption('jewish');
  await page.getByTestId('scenario-title').fill('Alone after the move');
  await page.getByTestId('scenario-language').selectOption('en');
  await page
    .getByTestId('scenario-post')
    .fill('Since we moved I have no minyan to go to and on Shabbat I feel completely alone.');
  await page.getByTestId('scenario-risk').selectOption('none');
  // Titles in other languages, each field tagged with its language.
  await expect(page.getByTestId('scenario-title-ar')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('scenario-title-de').fill('Allein nach dem Umzug');
  await page.getByTestId('scenario-title-ar').fill('وحيد بعد الانتقال');
  await page.getByTestId('scenario-save').click();
  await expect(page).toHaveURL(/#\/library\/\d+\/edit/);
  await expect(page.getByTestId('scenario-title-de')).toHaveValue('Allein nach dem Umzug');
  await screenshot(page, 'editor-titles-en');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('scenario-title-de')).toHaveAttribute('lang', 'de');
  await screenshot(page, 'editor-titles-ar');
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // Select a phrase in the post and annotate it.
  const text = page.getByTestId('editor-text');
  await expect(text).toContainText('minyan');
  await text.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode())) {
      const at = node.textContent!.indexOf('feel completely alone');
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'feel completely alone'.length);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        return;
      }
    }
  });
  await page.getByTestId('add-span-kind').selectOption('distress');
  await page.getByTestId('add-span-label').selectOption('high');
  await page.getByTestId('add-span-save').click();
  await expect(text.locator('.ann-distress-high')).toContainText('feel completely alone');
  await screenshot(page, 'editor-en');
  await page.getByTestId('editor-undo').click();
  await expect(text.locator('.ann-distress-high')).toHaveCount(0);
  await page.getByTestId('editor-undo').isVisible();

  // Re-add it, then export the scenario as a pack.
  await text.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode())) {
      const at = node.textContent!.indexOf('no minyan');
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'no minyan'.length);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
        element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        return;
      }
    }
  });
  await page.getByTestId('add-span-kind').selectOption('cultural_signal');
  await page.getByTestId('add-span-label').selectOption('Knowledge');
  await page.getByTestId('add-span-save').click();
  await expect(text.locator('.ann-signal-knowledge')).toContainText('no minyan');

  await page.getByRole('link', { name: 'Library' }).first().click();
  await page.getByTestId('library-search').fill('minyan to go');
  await page.getByTestId('export-pack').click();
  const card = page.locator('[data-testid^="select-authored:"]').first();
  await card.check();
  await page.getByTestId('export-pack').click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('export-confirm').click();
  const download = await downloadPromise;
  const packPath = `${host.dataDir}/exported-pack.json`;
  await download.saveAs(packPath);
  const pack = JSON.parse(readFileSync(packPath, 'utf8')) as { format: string; scenarios: { title: string }[] };
  expect(pack.format).toBe('culturecare-pack');
  expect(pack.scenarios.map((s) => s.title)).toEqual(['Alone after the move']);

  // A colleague's fresh data folder.
  await host.restartFresh();
  const other = await browser.newPage();
  await other.goto(host.url);
  await createProfile(other, 'Colleague', 'instructor', 'teach-456');
  await other.getByTestId('door-library').click();
  await other.getByTestId('import-pack').click();
  await other.locator('input[type=file]').first().setInputFiles(packPath);
  await expect(other.getByTestId('import-preview')).toBeVisible();
  await screenshot(other, 'import-pack-preview-en');
  await other.getByTestId('import-confirm').click();
  await expect(other.getByTestId('import-undo')).toBeVisible();
  await other.keyboard.press('Escape');
  await other.getByTestId('library-search').fill('minyan to go');
  await expect(other.getByTestId('library-count')).toContainText('1');
  // The pack carried the titles: in German the library shows the German one, tagged de; found by it too.
  await other.getByTestId('language-switcher').selectOption('de');
  const title = other.locator('.lib-card-title').first();
  await expect(title).toHaveText('Allein nach dem Umzug');
  await expect(title).toHaveAttribute('lang', 'de');
  await screenshot(other, 'library-titles-de');
  await other.getByTestId('library-search').fill('Umzug');
  await expect(other.getByTestId('library-count')).toContainText('1');
  await other.getByTestId('language-switcher').selectOption('ar');
  await other.getByTestId('library-search').fill('وحيد بعد الانتقال');
  await expect(other.getByTestId('library-count')).toContainText('1');
  await expect(title).toHaveText('وحيد بعد الانتقال');
  await expect(title).toHaveAttribute('dir', 'rtl');
  await screenshot(other, 'library-titles-ar');
});
