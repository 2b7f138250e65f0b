// E2E: the shared state cards as a trainee meets them (role gates on staff and instructor screens,
// in English and Arabic) and the first visit to a lazily loaded screen. Screenshots for review.
import { callApi as call, expect, screenshot, test } from './host-fixture';

test('a trainee meets the same role gate on every staff screen, in English and Arabic', async ({ page, host }) => {
  await page.goto(host.url);
  const trainee = await call<{ id: number }>(page, 'profiles.create', { displayName: 'Lina', role: 'trainee' });
  await call(page, 'session.switch', { profileId: trainee.id });
  const gates: [string, string, string][] = [
    ['/exercises', 'exercises-instructors-only', 'Practice'],
    ['/library/new', 'editor-instructors-only', 'library'],
    ['/review', 'review-supervisors-only', 'progress'],
    ['/calibration', 'calibration-staff-only', 'progress'],
  ];
  for (const language of ['en', 'ar'] as const) {
    await call(page, 'settings.setLanguage', { language });
    for (const [route, testId] of gates) {
      await page.goto('about:blank');
      await page.goto(`${host.origin}/#${route}`);
      const gate = page.getByTestId(testId);
      await expect(gate).toBeVisible();
      await expect(gate.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(gate.getByRole('link')).not.toHaveCount(0);
      await screenshot(page, `gate-${testId}-${language}`);
    }
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
