// E2E: instructors put exercises together: validation, two scenarios reordered, steps and rounds,
// a culture-specific emotion, rubrics and judges, score visibility, a trainee and a cohort; then edit,
// duplicate, archive the copy and show archived. Supervisors read, trainees are pointed to Practice,
// and editing an exercise trainees have started says that started attempts keep their settings.
import type { Page } from '@playwright/test';
import { callApi, createProfile, expect, screenshot, test } from './host-fixture';

const PASSCODE = 'teach-123';

async function openExercises(page: Page) {
  await page.evaluate(() => {
    window.location.hash = '#/exercises';
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The editor's save bar sticks to the window's bottom; a window as tall as the page shows it where it ends. */
async function editorScreenshot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

async function addScenario(page: Page, query: string) {
  await page.getByTestId('picker-search').fill(query);
  const result = page.getByTestId('picker-result').filter({ hasText: query });
  await expect(result).toHaveCount(1);
  await result.getByTestId('picker-add').click();
  await expect(result.getByTestId('picker-add')).toBeDisabled();
}

async function setUp(page: Page, hostUrl: string) {
  await page.goto(hostUrl);
  await createProfile(page, 'Prof', 'instructor', PASSCODE);
  const trainees: Record<string, number> = {};
  for (const [displayName, cohort] of [
    ['Amira', 'Group A'],
    ['Ben', 'Group B'],
    ['Chen', 'Group A'],
  ] as const) {
    trainees[displayName] = (
      await callApi<{ id: number }>(page, 'profiles.create', { displayName, role: 'trainee', cohort })
    ).id;
  }
  const judge = await callApi<{ id: string }>(page, 'judges.save', {
    label: 'Lab model',
    baseUrl: 'http://127.0.0.1:9/v1',
    model: 'fixture-judge',
  });
  return { trainees, judgeId: judge.id };
}

test('an instructor creates, edits, duplicates and archives an exercise', async ({ page, host }) => {
  const { judgeId } = await setUp(page, host.url);
  await openExercises(page);
  await expect(page.getByTestId('exercises-empty')).toBeVisible();
  await screenshot(page, 'exercises-empty-en');

  // An empty form is not saved: the title and the scenarios are asked for.
  await page.getByTestId('exercise-new').click();
  await expect(page).toHaveURL(/#\/exercises\/new$/);
  await page.getByTestId('exercise-save').click();
  await expect(page.getByText('Give the exercise a title.')).toBeVisible();
  await expect(page.getByText('Choose at least one scenario.')).toBeVisible();
  await expect(page.getByTestId('exercise-title')).toBeFocused();
  await expect(page).toHaveURL(/#\/exercises\/new$/);
  await expect(page.getByTestId('picker-result').first()).toBeVisible();
  await editorScreenshot(page, 'exercises-editor-errors-en');

  await page.getByTestId('exercise-title').fill('Family pressure and shame');
  await page.getByTestId('exercise-instructions').fill('Focus on what the writer needs before giving advice.');
  await expect(page.getByText('Give the exercise a title.')).toHaveCount(0);

  // Two scenarios from two cultures, then reordered.
  await page.getByTestId('picker-culture').selectOption('german');
  await addScenario(page, 'passt schon');
  await page.getByTestId('picker-culture').selectOption('arabic');
  await addScenario(page, 'panic attacks');
  const chosen = page.getByTestId('chosen-scenario');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.nth(0)).toContainText('passt schon');
  await chosen.nth(0).getByTestId('chosen-down').click();
  await expect(chosen.nth(0)).toContainText('panic attacks');
  await expect(chosen.nth(1)).toContainText('passt schon');
  await expect(chosen.nth(0).getByTestId('chosen-up')).toBeDisabled();

  // Steps: no critique, three feedback rounds, one culture-specific emotion.
  await page.getByTestId('step-critique').uncheck();
  await page.getByTestId('feedback-rounds').fill('3');
  await page.getByTestId('custom-emotion-input').fill('Shame before the family');
  await page.getByTestId('custom-emotion-input').press('Enter');
  await expect(page.getByTestId('custom-emotion')).toHaveCount(1);
  await expect(page.getByTestId('custom-emotion')).toContainText('Shame before the family');
  // Turning drafting off disables the rounds; turning it on again brings them back.
  await page.getByTestId('step-draft').uncheck();
  await expect(page.getByTestId('feedback-rounds')).toBeDisabled();
  await page.getByTestId('step-draft').check();
  await expect(page.getByTestId('feedback-rounds')).toHaveValue('3');

  // Rubric A only, the lab judge (which runs on this computer), scores kept for the supervisor.
  await page.getByTestId('rubric-rubric-b').uncheck();
  await expect(page.getByTestId('judges-summary')).toContainText('default judges from Settings');
  await expect(page.getByTestId(`judge-option-${judgeId}`)).toContainText('Runs on this computer');
  await page.getByTestId(`judge-${judgeId}`).check();
  await expect(page.getByTestId('judges-summary')).toContainText('1 judge chosen');
  await page.getByTestId('visibility-supervisor').check();

  // Ben on his own and cohort Group A (Amira and Chen): three trainees.
  await page.locator('[data-testid="assign-trainee"][data-name="Ben"]').check();
  await page.locator('[data-testid="assign-cohort"][data-cohort="Group A"]').check();
  await expect(page.getByTestId('assign-summary')).toHaveText('Reaches 3 trainees.');
  await editorScreenshot(page, 'exercises-editor-en');

  await page.getByTestId('exercise-save').click();
  await expect(page).toHaveURL(/#\/exercises$/);
  await expect(page.getByTestId('exercises-notice')).toContainText(
    /Exercise “\u2068Family pressure and shame\u2069” created\./,
  );
  const card = page.getByTestId('exercise-card').filter({ hasText: 'Family pressure and shame' });
  await expect(card.getByTestId('exercise-scenario-count')).toHaveText('2 scenarios');
  await expect(card).toContainText('Arabic and German');
  await expect(card.getByTestId('exercise-assigned')).toHaveText('Assigned to 1 trainee and 1 cohort');
  await expect(card.getByTestId('exercise-attempts')).toHaveText('0 attempts started');
  await expect(card).toContainText('3 feedback rounds');
  await expect(card).toContainText('Spot the signals');
  await expect(card).not.toContainText('Critique');
  await expect(card).toContainText('AI scores for the supervisor only');

  // Edit: every setting came back as saved; change the title.
  await card.getByTestId('exercise-edit').click();
  await expect(page).toHaveURL(/#\/exercises\/\d+\/edit$/);
  await expect(page.getByTestId('exercise-title')).toHaveValue('Family pressure and shame');
  await expect(page.getByTestId('chosen-scenario').nth(0)).toContainText('panic attacks');
  await expect(page.getByTestId('step-critique')).not.toBeChecked();
  await expect(page.getByTestId('feedback-rounds')).toHaveValue('3');
  await expect(page.getByTestId('custom-emotion')).toHaveCount(1);
  await expect(page.getByTestId('custom-emotion')).toContainText('Shame before the family');
  await expect(page.getByTestId('rubric-rubric-b')).not.toBeChecked();
  await expect(page.getByTestId(`judge-${judgeId}`)).toBeChecked();
  await expect(page.getByTestId('visibility-supervisor')).toBeChecked();
  await expect(page.locator('[data-testid="assign-trainee"][data-name="Ben"]')).toBeChecked();
  await expect(page.locator('[data-testid="assign-cohort"][data-cohort="Group A"]')).toBeChecked();
  await expect(page.getByTestId('exercise-started-note')).toHaveCount(0);
  await page.getByTestId('exercise-title').fill('Family pressure, shame and help-seeking');
  await page.getByTestId('exercise-save').click();
  await expect(page.getByTestId('exercises-notice')).toContainText(
    /Changes to “\u2068Family pressure, shame and help-seeking\u2069” saved\./,
  );
  await expect(page.getByTestId('exercise-card')).toHaveCount(1);

  // Duplicate, then archive the copy.
  await page.getByTestId('exercise-card').getByTestId('exercise-duplicate').click();
  await expect(page.getByTestId('exercises-notice')).toContainText('Copy created');
  await expect(page.getByTestId('exercise-card')).toHaveCount(2);
  await expect(page.getByTestId('exercises-count')).toHaveText('2 active exercises');
  const copy = page.getByTestId('exercise-card').filter({ hasText: '(copy)' });
  await expect(copy.getByTestId('exercise-scenario-count')).toHaveText('2 scenarios');
  await copy.getByTestId('exercise-archive').click();
  await expect(page.getByTestId('exercises-notice')).toContainText('archived');
  await expect(page.getByTestId('exercise-card')).toHaveCount(1);
  await expect(page.getByTestId('exercises-count')).toHaveText('1 active exercise');

  await page.getByTestId('exercises-show-archived').check();
  await expect(page.getByTestId('exercise-card')).toHaveCount(2);
  await expect(copy.getByTestId('exercise-archived-badge')).toBeVisible();
  await expect(copy.getByTestId('exercise-archive')).toHaveText('Unarchive');
  await screenshot(page, 'exercises-list-en');
  await page.getByTestId('exercises-show-archived').uncheck();
  await expect(page.getByTestId('exercise-card')).toHaveCount(1);

  // Arabic: the list and the editor mirror.
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('exercises-show-archived').check();
  await expect(page.getByTestId('exercise-card')).toHaveCount(2);
  await screenshot(page, 'exercises-list-ar');
  await page.getByTestId('exercise-card').first().getByTestId('exercise-edit').click();
  await expect(page.getByTestId('exercise-title')).toHaveValue('Family pressure, shame and help-seeking');
  await expect(page.getByTestId('picker-result').first()).toBeVisible();
  await editorScreenshot(page, 'exercises-editor-ar');
});

test('supervisors read exercises, trainees are pointed to Practice, and started attempts keep their settings', async ({
  page,
  host,
}) => {
  const { trainees } = await setUp(page, host.url);
  const instructor = (await callApi<{ profile: { id: number } }>(page, 'session.get', {})).profile.id;
  const scenarios = await callApi<{ items: { id: number; uid: string }[] }>(page, 'library.list', {
    culture: 'german',
  });
  const scenarioId = scenarios.items.find((s) => s.uid === 'builtin:de-01')!.id;
  const exercise = await callApi<{ id: number }>(page, 'exercises.create', {
    title: 'Saying little',
    scenarioIds: [scenarioId],
    steps: ['spot', 'draft'],
    assignees: { profileIds: [trainees.Amira], cohorts: [] },
  });

  // Amira starts the exercise.
  await callApi(page, 'session.switch', { profileId: trainees.Amira });
  await callApi(page, 'practice.open', { exerciseId: exercise.id, scenarioId });
  await page.reload();
  await openExercises(page);
  await expect(page.getByTestId('exercises-instructors-only')).toBeVisible();
  await expect(page.getByTestId('exercise-list')).toHaveCount(0);

  // A supervisor sees the exercise, read-only.
  await callApi(page, 'session.switch', { profileId: instructor, passcode: PASSCODE });
  const supervisor = await callApi<{ id: number }>(page, 'profiles.create', {
    displayName: 'Sofia',
    role: 'supervisor',
    passcode: 'super-123',
  });
  await callApi(page, 'session.switch', { profileId: supervisor.id, passcode: 'super-123' });
  await page.reload();
  await openExercises(page);
  const card = page.getByTestId('exercise-card');
  await expect(card.getByTestId('exercise-attempts')).toHaveText('1 attempt started');
  await expect(page.getByTestId('exercise-new')).toHaveCount(0);
  await expect(card.getByTestId('exercise-duplicate')).toHaveCount(0);
  await card.getByTestId('exercise-edit').click();
  await expect(page.getByTestId('exercise-title')).toBeDisabled();
  await expect(page.getByTestId('exercise-save')).toHaveCount(0);

  // The instructor editing it is told that Amira's attempt keeps the settings it began with.
  await callApi(page, 'session.switch', { profileId: instructor, passcode: PASSCODE });
  await page.reload();
  await expect(page.getByTestId('exercise-title')).toBeEnabled();
  await expect(page.getByTestId('exercise-started-note')).toContainText(
    'Started attempts keep the settings they began with',
  );
});
