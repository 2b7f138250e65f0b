// E2E: a scenario pack opened with the app (as a double-click does in the installed app; here as a
// path on browser mode's command line) waits on the "Opened files" screen until an instructor
// previews and imports it. English and Arabic.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, createProfile, expect, screenshot, test } from './host-fixture';

const DEMOGRAPHICS = [
  'settlement',
  'gender',
  'age',
  'born_in',
  'marital_status',
  'number_of_people_in_household',
  'education',
  'profession',
  'employment',
  'social_class',
  'religion',
];

/** Browser mode started with extra arguments; resolves with the printed address. */
function startWithArgs(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(process.cwd(), 'dist/web.js'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+\S*)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`browser mode exited with ${code}: ${output}`)));
  });
}

test('an opened .ccpack waits for an instructor, who previews and imports it', async ({ page, host, browser }) => {
  // A colleague exports a pack with one scenario of their own.
  await page.goto(host.url);
  await createProfile(page, 'Dr. Weber', 'instructor', 'teach-123');
  const culture = await callApi<{ id: string }>(page, 'cultures.create', { name: 'Korean', languages: ['en'] });
  const scenario = await callApi<{ id: number }>(page, 'library.createScenario', {
    cultureId: culture.id,
    title: 'Han and exam pressure',
    language: 'en',
    postText: 'Since the exam I carry a heavy han that no one at home will name.',
    risk: 'none',
    themes: [],
    contentWarnings: [],
    demographics: Object.fromEntries(DEMOGRAPHICS.map((k) => [k, 'unknown'])),
  });
  const pack = await callApi<{ fileName: string; content: string }>(page, 'export.pack', { ids: [scenario.id] });
  expect(pack.fileName).toMatch(/\.ccpack$/);
  const folder = mkdtempSync(join(tmpdir(), 'culturecare-opened-'));
  const packPath = join(folder, 'Korean scenarios.ccpack');
  writeFileSync(packPath, pack.content);

  // Another computer opens the file with the app.
  const dataDir = join(folder, 'data');
  const other = await startWithArgs(['--data-dir', dataDir, packPath]);
  try {
    expect(other.url).toMatch(/#\/opened$/);
    const second = await browser.newPage();
    await second.goto(other.url);
    await expect(second.getByRole('heading', { level: 1, name: 'Opened files' })).toBeVisible();
    await expect(second.getByTestId('opened-sign-in')).toBeVisible();

    // A trainee sees the file but cannot import it.
    await second.getByRole('link', { name: 'Choose a profile' }).click();
    await createProfile(second, 'Sam', 'trainee');
    await second.goto(other.url);
    await expect(second.getByTestId('opened-file')).toContainText('Korean scenarios.ccpack');
    await expect(second.getByTestId('opened-instructor-only')).toBeVisible();
    await expect(second.getByTestId('opened-import')).toHaveCount(0);

    await second.goto(other.url.replace(/#.*$/, ''));
    await createProfile(second, 'Dr. Kaya', 'instructor', 'teach-456');
    await second.goto(other.url);
    await expect(second.getByTestId('opened-would-add')).toHaveText('1');
    await screenshot(second, 'opened-pack-en');

    await second.getByTestId('language-switcher').selectOption('ar');
    await expect(second.getByRole('heading', { level: 1, name: 'الملفات المفتوحة' })).toBeVisible();
    await expect(second.getByTestId('opened-import')).toHaveText('استيراد');
    await screenshot(second, 'opened-pack-ar');
    await second.getByTestId('language-switcher').selectOption('en');

    await second.getByTestId('opened-import').click();
    await expect(second.getByTestId('opened-result')).toContainText('Imported 1 new scenario.');
    // The list refreshes when the window gets focus; the result stays although the file stopped waiting.
    const refreshed = second.waitForResponse('**/api/call/files.opened');
    await second.evaluate(() => window.dispatchEvent(new Event('focus')));
    await refreshed;
    await expect(second.getByTestId('opened-result')).toContainText('Imported 1 new scenario.');
    await second.getByRole('link', { name: 'Open the library' }).click();
    await second.getByTestId('library-search').fill('Han and exam pressure');
    await expect(second.getByText('Han and exam pressure').first()).toBeVisible();

    // Imported files stop waiting.
    await second.goto(other.url);
    await expect(second.getByTestId('opened-empty')).toBeVisible();
  } finally {
    other.child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
