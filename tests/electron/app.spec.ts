// Electron e2e: launch, security settings and the profile flow. Runs where Electron's binary exists;
// elsewhere (as on machines that cannot download it) it is reported as skipped, with the reason.
import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
function electronBinary(): { path: string | null; reason: string } {
  try {
    return { path: require('electron') as string, reason: '' };
  } catch (error) {
    return { path: null, reason: `Electron binary not installed here (${(error as Error).message.split('\n')[0]})` };
  }
}
const binary = electronBinary();
if (!binary.path) console.log(`[electron spec] skipped: ${binary.reason}`);

test.describe('Electron shell', () => {
  test.skip(!binary.path, binary.reason);

  test('launches securely and runs the profile flow', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'culturecare-electron-'));
    const app = await electron.launch({
      executablePath: binary.path!,
      args: [join(process.cwd(), 'dist/main.js'), '--data-dir', dataDir],
    });
    try {
      const page = await app.firstWindow();
      await expect(page.getByRole('heading', { name: 'Welcome to CultureCare Trainer' })).toBeVisible();

      const prefs = await app.evaluate(({ BrowserWindow }) => {
        const contents = BrowserWindow.getAllWindows()[0]!.webContents;
        const p = (
          contents as unknown as { getLastWebPreferences: () => Record<string, unknown> }
        ).getLastWebPreferences();
        return {
          contextIsolation: p.contextIsolation,
          sandbox: p.sandbox,
          nodeIntegration: p.nodeIntegration,
          url: contents.getURL(),
        };
      });
      expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
      expect(prefs.url.startsWith('app://culturecare/')).toBe(true);

      // The renderer has no Node, only the named contract methods.
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
      expect(
        await page.evaluate(() =>
          Object.keys((globalThis as unknown as { culturecare: { methods: object } }).culturecare.methods).includes(
            'profiles.list',
          ),
        ),
      ).toBe(true);
      // Navigation away and pop-ups are blocked.
      await page.evaluate(() => globalThis.open('https://example.org'));
      expect(app.windows().length).toBe(1);
      await page.evaluate(() => (globalThis.location.href = 'http://example.org'));
      await expect(page).toHaveURL(/^app:\/\/culturecare\//);

      await page.getByTestId('add-profile').click();
      await page.getByTestId('profile-name').fill('Desk Trainee');
      await page.getByTestId('profile-create-submit').click();
      await expect(page.getByTestId('current-profile')).toContainText('Desk Trainee');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
