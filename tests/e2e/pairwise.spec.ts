// E2E: an instructor compares the Standard and +cga responses with an AI judge (the test chat
// server) in both orders, sees where the text goes, the verdict per item and the points.
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { createProfile, expect, screenshot, test } from './host-fixture';

let server: ChatServer;
test.beforeEach(async () => {
  server = await startChatServer();
  // Prefers the +cga reply (it mentions an uncle) in whichever position it is shown.
  server.handle((request) => {
    const prompt = request.body?.messages?.at(-1)?.content ?? '';
    const a = prompt.indexOf('Reply A');
    const b = prompt.indexOf('Reply B');
    const inA = prompt.slice(a, b).includes('Onkel');
    const inB = prompt.slice(b).includes('Onkel');
    const winner = inA === inB ? 'tie' : inA ? 'A' : 'B';
    return {
      kind: 'reply',
      content: JSON.stringify({ winner, rationale: 'Names the exhaustion and the family expectations.' }),
    };
  });
});
test.afterEach(async () => server.close());

test('compare two replies pairwise with a judge, both orders', async ({ page, host }) => {
  await page.goto(host.url);
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const saved = await page.evaluate(async (baseUrl) => {
    const res = await fetch('api/call/judges.save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1' },
      body: JSON.stringify({ label: 'Lab model', baseUrl, model: 'fixture-judge', defaultFor: ['rubric-a'] }),
    });
    return res.json();
  }, server.baseUrl);
  expect(saved).toMatchObject({ ok: true });

  await page.getByTestId('door-library').click();
  await page.getByTestId('filter-culture').selectOption('german');
  await page.getByTestId('scenario-card-builtin:de-02').click();
  const gate = page.getByTestId('warning-show');
  if (await gate.isVisible()) await gate.click();
  const panel = page.getByTestId('pairwise-panel');
  await panel.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('pairwise-privacy')).toContainText('runs on this computer; nothing leaves it');
  await expect(page.getByTestId('pairwise-judge-lab-model')).toBeChecked();
  await page.getByTestId('pairwise-start').click();
  await expect(page.getByTestId('pairwise-results')).toBeVisible();
  await expect(page.getByTestId('pairwise-row-empathy')).toBeVisible();
  await expect(page.getByTestId('pairwise-tally-lab-model')).toContainText('points');
  // Seven items, each asked in both orders.
  expect(server.chatRequests()).toHaveLength(14);
  await page.getByTestId('pairwise-row-empathy').getByText('Both orders').click();
  await screenshot(page, 'pairwise-en');

  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('pairwise-start').click();
  await expect(page.getByTestId('pairwise-results')).toBeVisible();
  // The second run is served from the stored comparisons.
  expect(server.chatRequests()).toHaveLength(14);
  await screenshot(page, 'pairwise-ar');
});
