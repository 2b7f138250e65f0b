// E2E: the About screen says which version and shell this is and where releases are published; the
// release address becomes a link only when it is https. English and Arabic (right-to-left).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi, createProfile, expect, screenshot, test } from './host-fixture';

const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };

/** Serves app.info with another releasesUrl, as a build configured with that address would. */
async function withReleasesUrl(page: Page, releasesUrl: string | null) {
  await page.route('**/api/call/app.info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ok: boolean; value: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, releasesUrl } } });
  });
}

test('reachable from the navigation before anyone signs in; version, shell and data folder', async ({ page, host }) => {
  await page.goto(host.url);
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About CultureCare Trainer' })).toBeVisible();
  await expect(page.getByTestId('about-version')).toHaveText(version);
  await expect(page.getByTestId('about-shell')).toHaveText('Browser mode');
  await expect(page.getByTestId('about-runtime')).toHaveText(`Node.js ${process.versions.node}`);
  await expect(page.locator('.about code')).toHaveText(host.dataDir);
  await expect(page.getByText('The app never updates itself')).toBeVisible();

  // What this build says about releases follows the build's own setting.
  const info = await callApi<{ releasesUrl: string | null }>(page, 'app.info');
  if (info.releasesUrl) {
    await expect(page.getByTestId('about-releases').getByRole('link')).toHaveAttribute('href', info.releasesUrl);
  } else {
    await expect(page.getByTestId('about-releases')).toHaveText(/does not name a release page/);
    await expect(page.getByTestId('about-releases').getByRole('link')).toHaveCount(0);
  }
});

test('an https release address is a link that opens outside the app', async ({ page, host }) => {
  await withReleasesUrl(page, 'https://example.org/culturecare/releases');
  await page.goto(`${host.url}#/about`);
  await createProfileLater(page);
  const link = page.getByTestId('about-releases').getByRole('link');
  await expect(link).toHaveAttribute('href', 'https://example.org/culturecare/releases');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noreferrer');
  await screenshot(page, 'about-en');

  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حول CultureCare Trainer' })).toBeVisible();
  await expect(page.getByTestId('about-shell')).toHaveText('وضع المتصفح');
  await expect(page.getByTestId('about-runtime')).toHaveAttribute('dir', 'ltr');
  // The version and the address stay left-to-right inside the mirrored layout.
  await expect(page.getByTestId('about-version')).toHaveAttribute('dir', 'ltr');
  await expect(link).toHaveAttribute('dir', 'ltr');
  await screenshot(page, 'about-ar');
});

test('an address that is not https is shown as not stated, never as a link', async ({ page, host }) => {
  for (const unsafe of ['http://example.org/releases', 'javascript:alert(1)', 'file:///etc/passwd']) {
    await page.unrouteAll();
    await withReleasesUrl(page, unsafe);
    await page.goto(`${host.url}#/about`);
    await page.reload();
    await expect(page.getByTestId('about-releases')).toHaveText(/does not name a release page/);
    await expect(page.locator('.about a')).toHaveCount(0);
  }
});

/** Signed in, the About link sits after Settings in the navigation. */
async function createProfileLater(page: Page) {
  await page.getByRole('link', { name: 'Home' }).click();
  await createProfile(page, 'Layla H.', 'trainee');
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About CultureCare Trainer' })).toBeVisible();
}
