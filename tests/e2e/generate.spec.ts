// E2E: an instructor generates a +cga response in the scenario view with a model server (the test
// chat server, streaming), sees where the text goes, and finds the result in the comparison.
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import type { Page } from '@playwright/test';
import { createProfile, expect, screenshot, test } from './host-fixture';

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer(() => ({
    kind: 'reply',
    content:
      'Ich höre, wie erschöpft du bist, und wie viel Verantwortung du trägst. Magst du erzählen, was dir im Moment am meisten Kraft kostet?',
    chunkDelayMs: 15,
  }));
});
test.afterEach(async () => server.close());

/** An instructor with a model server saved as a judge, on scenario de-02 with only +cga left to generate. */
async function readyToGenerate(page: Page, hostUrl: string, baseUrl: string, label: string, model: string) {
  await page.goto(hostUrl);
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const saved = await page.evaluate(
    async ([url, l, m]) => {
      const res = await fetch('api/call/judges.save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
        body: JSON.stringify({ label: l, baseUrl: url, model: m }),
      });
      return res.json();
    },
    [baseUrl, label, model] as const,
  );
  expect(saved).toMatchObject({ ok: true });
  await page.getByTestId('door-library').click();
  await page.getByTestId('filter-culture').selectOption('german');
  await page.getByTestId('scenario-card-builtin:de-02').click();
  const gate = page.getByTestId('warning-show');
  if (await gate.isVisible()) await gate.click();
  for (const s of ['standard', 'culture', 'guided', 'annotation'])
    await page.getByTestId(`generate-strategy-${s}`).uncheck();
}

test('generate a +cga response with streaming and find it in the comparison', async ({ page, host }) => {
  await readyToGenerate(page, host.url, server.baseUrl, 'Lab model', 'fixture-gen');
  const panel = page.getByTestId('generate-panel');
  await panel.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('generate-privacy')).toContainText('127.0.0.1');
  await page.getByTestId('generate-start').click();
  await expect(page.getByTestId('generate-live-cga')).toContainText('erschöpft');
  await expect(panel.getByText('Done.')).toBeVisible();
  await expect(page.getByTestId('announcer')).toHaveText(/^Done\. The new responses/);
  await screenshot(page, 'generate-en');
  await expect(page.getByTestId('compare-right').locator('option', { hasText: 'fixture-gen' })).toHaveCount(1);
  expect(server.chatRequests()).toHaveLength(1);
});

test('a model server that answers 503: the panel says what failed and what to try', async ({ page, host }) => {
  const down = await startChatServer(() => ({ kind: 'error', status: 503, message: 'The engine is overloaded.' }));
  try {
    await readyToGenerate(page, host.url, down.baseUrl, 'Busy model', 'fixture-busy');
    await page.getByTestId('generate-start').click();
    // The wording of connection failures loads when one is shown (not with the first screen).
    const failure = page.getByTestId('generate-panel').getByTestId('connection-failure');
    await expect(failure).toHaveAttribute('data-kind', 'server_error');
    await expect(failure).toContainText('127.0.0.1');
    await screenshot(page, 'generate-failure-en');
    // In Arabic the same failure reads right-to-left, in Arabic, with the address kept left-to-right.
    const english = await failure.textContent();
    await page.getByTestId('language-switcher').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(failure).toHaveAttribute('data-kind', 'server_error');
    await expect(failure).not.toHaveText(english!);
    await expect(failure).toContainText(/[\u0600-\u06FF]/);
    await expect(failure).toContainText('127.0.0.1');
    await failure.scrollIntoViewIfNeeded();
    await screenshot(page, 'generate-failure-ar');
  } finally {
    await down.close();
  }
});
