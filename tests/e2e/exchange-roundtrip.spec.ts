// E2E: the offline class exchange across four data folders standing for four computers (instructor,
// two trainees, supervisor). Set-up that other specs cover in the UI goes through the API; the
// exchange steps themselves go through the UI: the exercise file opened with the app, the optional
// LMS contact, the hand-in download, the supervisor's folder import with its preview, feedback files
// dropped onto the trainees' windows. Axe and screenshots (English and Arabic) on the staff views.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
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

function startHost(args: string[]): Promise<{ child: ChildProcess; url: string }> {
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

/** Drops a file onto the window, as a person drags it from their file manager. */
async function dropFile(page: Page, fileName: string, content: string) {
  await page.evaluate(
    ([name, text]) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: 'application/json' }));
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [fileName, content] as const,
  );
}

/** No sideways scroll of the page at the current width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const RUBRIC_B = {
  overly_positive: 'no',
  overly_negative: 'no',
  cognitive_empathy: 'agree',
  emotional_empathy: 'agree',
  emotion_regulation: 'agree',
  cultural_understanding: 'partially',
  usefulness_for_training: 'with_revision',
  risk_handling: 'not_applicable',
};
const RATINGS = {
  empathy: '4',
  helpfulness: '3',
  socio_political_influence: '3',
  knowledge: '3',
  cultural_context: '4',
};

test('exercise out, two trainees hand in, the supervisor imports, reviews and sends feedback back', async ({
  page,
  host,
  browser,
}) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), 'culturecare-exchange-'));
  const hosts: ChildProcess[] = [];
  try {
    // Instructor's computer: a scenario and a short exercise, shared as an exercise file.
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
    const exercise = await callApi<{ id: number }>(page, 'exercises.create', {
      title: 'Naming han',
      scenarioIds: [scenario.id],
      steps: ['draft'],
      feedbackRounds: 0,
      rubricIds: ['rubric-a'],
      coachNote: false,
    });
    const shared = await callApi<{ fileName: string; content: string }>(page, 'exchange.exportExercise', {
      exerciseId: exercise.id,
    });
    const exercisePath = join(folder, shared.fileName);
    writeFileSync(exercisePath, shared.content);
    const handIns = join(folder, 'assignment-download');
    mkdirSync(handIns);

    // Two trainees open the exercise file with the app, give (or not) an LMS contact, do it and hand in.
    const trainees: { name: string; page: Page }[] = [];
    for (const [name, email] of [
      ['Sam', 'sam@uni.example'],
      ['Lee', null],
    ] as const) {
      const started = await startHost(['--data-dir', join(folder, name), exercisePath]);
      hosts.push(started.child);
      const p = await browser.newPage();
      await p.goto(started.url.replace(/#.*$/, ''));
      await createProfile(p, name, 'trainee');
      await p.goto(started.url);
      const card = p.locator('[data-kind="ccexercise"]');
      await expect(card.getByTestId('opened-kind')).toContainText('Exercise file from an instructor');
      await card.getByTestId('opened-open-exercise').click();
      await expect(card.getByTestId('opened-exercise-done')).toContainText('Naming han');
      await expect(card.getByTestId('contact-prompt')).toBeVisible();
      if (email) {
        await card.getByTestId('contact-prompt-email').fill(email);
        await card.getByTestId('contact-prompt-save').click();
        await expect(card.getByTestId('contact-prompt-saved')).toBeVisible();
      } else await card.getByRole('button', { name: 'Not now' }).click();
      await expect(card.getByTestId('contact-prompt')).toHaveCount(0);

      const [assigned] = await callApi<{ id: number; scenarios: { scenario: { id: number } }[] }[]>(
        p,
        'practice.assigned',
      );
      let attempt = await callApi<{ id: number }>(p, 'practice.open', {
        exerciseId: assigned!.id,
        scenarioId: assigned!.scenarios[0]!.scenario.id,
      });
      attempt = await callApi(p, 'practice.advance', { attemptId: attempt.id, to: 'draft' });
      await callApi(p, 'practice.submitVersion', {
        attemptId: attempt.id,
        text: `${name} writes: that silence at home sounds heavy to carry.`,
        forFeedback: false,
      });
      // Drafting is the exercise's only step: submitting the reply completes it.

      await p.getByTestId('nav-exchange').click();
      const handIn = p.getByTestId('hand-in');
      await handIn.getByRole('button', { name: 'Prepare the hand-in file' }).click();
      await expect(handIn.getByTestId('submission-summary')).toContainText(email ?? 'none');
      const download = p.waitForEvent('download');
      await handIn.getByTestId('submission-summary').getByRole('button').click();
      await (await download).saveAs(join(handIns, `${name}.ccsubmission`));
      trainees.push({ name, page: p });
    }
    // The contact a trainee gave is theirs to change in Settings.
    await trainees[0]!.page.goto(trainees[0]!.page.url().replace(/#.*$/, '#/settings'));
    await expect(trainees[0]!.page.getByTestId('contact-email')).toHaveValue('sam@uni.example');

    // The supervisor's computer: opens the exercise file, then imports the folder of hand-ins.
    const sup = await startHost(['--data-dir', join(folder, 'supervisor')]);
    hosts.push(sup.child);
    const s = await (await browser.newContext()).newPage();
    await s.goto(sup.url);
    await createProfile(s, 'Dr. Aziz', 'supervisor', 'sup-4567');
    await s.getByTestId('nav-exchange').click();
    await s.getByTestId('exercise-file').setInputFiles(exercisePath);
    await s.getByTestId('exercise-preview').getByRole('button').click();
    await expect(s.getByTestId('exercise-opened')).toBeVisible();
    await s.getByTestId('submission-folder').setInputFiles(handIns);
    const preview = s.getByTestId('submission-preview');
    await expect(preview.getByTestId('submission-totals')).toContainText('2 with new attempts');
    await expectAxeClean(s, 'exchange screen with the submissions preview (en)');
    await screenshot(s, 'exchange-preview-en');
    await s.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(s);
    await s.setViewportSize({ width: 1280, height: 800 });
    await s.getByTestId('language-switcher').selectOption('ar');
    await expect(s.getByRole('heading', { level: 1 })).not.toHaveText('Class exchange');
    await expectAxeClean(s, 'exchange screen with the submissions preview (ar)');
    await screenshot(s, 'exchange-preview-ar');
    await s.getByTestId('language-switcher').selectOption('en');
    await s.getByTestId('submission-import').click();
    await expect(preview.getByTestId('submission-totals')).toContainText('Imported');
    await screenshot(s, 'exchange-imported-en');
    await s.getByTestId('language-switcher').selectOption('ar');
    await screenshot(s, 'exchange-imported-ar');
    await s.getByTestId('language-switcher').selectOption('en');

    // Review and release (the review screens are covered by review.spec.ts), then one feedback file each.
    const queue = await callApi<
      { attemptId: number; trainee: { id: number; name: string }; exercise: { id: number } }[]
    >(s, 'review.queue', {});
    expect(queue.map((q) => q.trainee.name).sort()).toEqual(['Lee', 'Sam']);
    const feedback: Record<string, { fileName: string; content: string }> = {};
    for (const item of queue) {
      await callApi(s, 'review.saveBlind', {
        attemptId: item.attemptId,
        reply: { 'rubric-a': RATINGS, 'rubric-b': RUBRIC_B },
        submit: true,
      });
      await callApi(s, 'review.setOverallComment', {
        attemptId: item.attemptId,
        text: `For ${item.trainee.name} only.`,
      });
      await callApi(s, 'review.release', { attemptId: item.attemptId, released: true });
      feedback[item.trainee.name] = await callApi(s, 'exchange.exportFeedback', {
        profileId: item.trainee.id,
        exerciseId: item.exercise.id,
      });
    }

    // Each trainee drops their feedback file onto the window and sees it; another's is refused.
    for (const { name, page: p } of trainees) {
      const other = name === 'Sam' ? 'Lee' : 'Sam';
      await p.goto(p.url().replace(/#.*$/, '#/practice'));
      await dropFile(p, feedback[other]!.fileName, feedback[other]!.content);
      const wrong = p.locator('[data-kind="ccfeedback"]');
      await expect(wrong.getByTestId('opened-kind')).toContainText('Feedback file from a supervisor');
      await wrong.getByTestId('opened-see-feedback').click();
      await expect(wrong.getByRole('alert')).toBeVisible();
      await wrong.getByTestId('opened-dismiss').click();
      await expect(p.locator('[data-kind="ccfeedback"]')).toHaveCount(0);

      await dropFile(p, feedback[name]!.fileName, feedback[name]!.content);
      const mine = p.locator('[data-kind="ccfeedback"]');
      if (name === 'Sam') {
        await p.setViewportSize({ width: 320, height: 800 });
        await expectNoSidewaysScroll(p);
        await p.setViewportSize({ width: 1280, height: 800 });
      }
      await mine.getByTestId('opened-see-feedback').click();
      await expect(mine.getByTestId('opened-feedback-done')).toContainText('Reviews added: 1');
      const [attempt] = await callApi<{ attemptId: number }[]>(p, 'practice.history', {});
      const released = await callApi<{ overallComment: string }[]>(p, 'review.released', {
        attemptId: attempt!.attemptId,
      });
      expect(released.map((r) => r.overallComment)).toEqual([`For ${name} only.`]);
    }
    expect(readFileSync(join(handIns, 'Sam.ccsubmission'), 'utf8')).toContain('sam@uni.example');
  } finally {
    for (const child of hosts) child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
