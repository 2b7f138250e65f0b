// E2E: the editors' sticky save bars never cover the focused field. Tabbing through a new scenario's
// form (English) and a new exercise's form (Arabic), the last field before the bar and every field
// reached on the way stay fully above the bar (scroll padding on the page matches the bar's height).
import type { Page } from '@playwright/test';
import { callApi as call, expect, test } from './host-fixture';

/** Tabs from the page's heading into the save bar; fails if any field on the way is hidden under the bar. */
async function tabThroughForm(page: Page, bar: string) {
  await page.locator('#main h1').first().focus();
  for (let n = 0; n < 150; n++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate((selector) => {
      const active = document.activeElement as HTMLElement | null;
      const barBox = document.querySelector(selector)?.getBoundingClientRect();
      if (!active || !barBox) return { inBar: false, covered: false, name: '' };
      if (active.closest(selector)) return { inBar: true, covered: false, name: '' };
      const box = active.getBoundingClientRect();
      const visible = box.height > 0 && box.bottom > 0;
      // Covered when less of the field shows above the bar than a line of it (all of a small field;
      // a tall text box focused at its start shows its first lines).
      const shown = Math.min(box.bottom, barBox.top) - Math.max(box.top, 0);
      const covered = visible && barBox.top < window.innerHeight && shown < Math.min(box.height, 40) - 1;
      return { inBar: false, covered, name: active.getAttribute('data-testid') ?? active.tagName };
    }, bar);
    if (state.inBar) return n;
    expect(state.covered, `field ${state.name} is under the save bar`).toBe(false);
  }
  throw new Error('Tab never reached the save bar');
}

test('the focused field is never hidden under the editors’ save bars', async ({ page, host }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto(host.url);
  const instructor = await call<{ id: number }>(page, 'profiles.create', {
    displayName: 'Prof',
    role: 'instructor',
    passcode: 'teach-123',
  });
  await call(page, 'session.switch', { profileId: instructor.id, passcode: 'teach-123' });
  // The scenario editor in English, the exercise editor in Arabic (right to left, longer labels).
  const runs = [
    ['en', '/library/new', '.ed-form-actions'],
    ['ar', '/exercises/new', '.ex-form-actions'],
  ] as const;
  for (const [language, route, bar] of runs) {
    await call(page, 'settings.setLanguage', { language });
    await page.goto('about:blank');
    await page.goto(`${host.origin}/#${route}`);
    await expect(page.locator(bar)).toBeVisible();
    expect(await tabThroughForm(page, bar)).toBeGreaterThan(3);
  }
});
