// E2E: Settings → AI judges: the instructor says what kind of server a judge is (this computer, a department server, a
// commercial API); each kind starts with its own number of requests at once, an address on this computer picks that
// kind by itself, a typed number is kept, and the card shows the kind. In English and in Arabic (right to left).
import { startChatServer } from '../fixtures/chat-server';
import { createProfile, expect, screenshot, test } from './host-fixture';

test('server kinds set the default concurrency, which stays editable; the card shows the kind', async ({
  page,
  host,
}) => {
  const server = await startChatServer();
  try {
    await page.goto(host.url);
    await createProfile(page, 'Prof', 'instructor', 'teach-123');
    await page.getByTestId('door-settings').click();
    await page.getByTestId('judge-add').click();
    const form = page.getByTestId('judge-form');
    const concurrency = form.getByTestId('judge-concurrency');

    // A new server judge starts as a department server (16 at once); each kind shows what it starts with.
    await expect(form.getByTestId('judge-server-kind-department')).toBeChecked();
    await expect(concurrency).toHaveValue('16');
    await expect(form.getByTestId('judge-server-kind')).toContainText('Starts with 2 at once');
    await form.getByTestId('judge-server-kind-commercial').check();
    await expect(concurrency).toHaveValue('8');

    // An address on this computer says which kind it is.
    await form.getByTestId('judge-base-url').fill(server.baseUrl);
    await expect(form.getByTestId('judge-server-kind-this-computer')).toBeChecked();
    await expect(concurrency).toHaveValue('2');

    // A number the instructor types is kept when the kind changes.
    await concurrency.fill('3');
    await form.getByTestId('judge-server-kind-department').check();
    await expect(concurrency).toHaveValue('3');
    await form.getByTestId('judge-server-kind-this-computer').check();
    await form.getByTestId('judge-label').fill('Laptop server');
    await form.getByTestId('judge-model').fill('fixture-model');
    await screenshot(page, 'judges-server-kinds-form-en');
    await form.getByTestId('judge-save').click();

    const card = page.getByTestId('judge-laptop-server');
    await expect(card.getByTestId('judge-server-kind-fact-laptop-server')).toHaveText('On this computer');
    await expect(card).toContainText('up to 3 requests at a time');
    const saved = await page.evaluate(async () => {
      const res = await fetch('api/call/judges.list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
        body: '{}',
      });
      return res.json();
    });
    expect(saved).toMatchObject({ ok: true, value: [{ serverKind: 'this-computer', maxConcurrency: 3 }] });

    // Editing keeps the kind and the number; Arabic mirrors the form.
    await card.getByTestId('judge-edit-laptop-server').click();
    const edit = page.getByTestId('judge-form');
    await expect(edit.getByTestId('judge-server-kind-this-computer')).toBeChecked();
    await expect(edit.getByTestId('judge-concurrency')).toHaveValue('3');
    await page.getByTestId('language-switcher').selectOption('ar');
    await expect(edit.getByTestId('judge-server-kind')).toContainText('خادم على هذا الحاسوب');
    await screenshot(page, 'judges-server-kinds-form-ar');
  } finally {
    await server.close();
  }
});
