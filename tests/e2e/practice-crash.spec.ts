// E2E crash safety: the host process is killed (SIGKILL, no shutdown) while a trainee is typing a
// draft; after a restart the trainee reopens the attempt at the draft step with the text typed up to
// at most two seconds before the crash, and the spotting done earlier is still there.
import { callApi as call, createProfile, expect, test } from './host-fixture';

const EARLY = 'Es klingt, als hättest du seit Monaten nur noch funktioniert, und niemand hat gefragt, wie es dir geht.';
const LATE = ' Magst du erzählen, was dir im Moment am meisten Kraft kostet?';

test('killing the host mid-typing loses at most two seconds of the draft', async ({ page, host }) => {
  test.setTimeout(90_000);
  await page.goto(host.url);
  await createProfile(page, 'Noor A.', 'trainee');
  await createProfile(page, 'Prof', 'instructor', 'teach-123');
  const scenario = (
    await call<{ items: { id: number; uid: string }[] }>(page, 'library.list', { culture: 'german' })
  ).items.find((s) => s.uid === 'builtin:de-02')!;
  const trainee = (await call<{ id: number; displayName: string }[]>(page, 'profiles.list')).find(
    (p) => p.displayName === 'Noor A.',
  )!;
  const exercise = await call<{ id: number }>(page, 'exercises.create', {
    title: 'Exhaustion and duty',
    scenarioIds: [scenario.id],
    steps: ['spot', 'draft'],
    feedbackRounds: 0,
    assignees: { profileIds: [trainee.id], cohorts: [] },
  });

  // The trainee starts, spots one phrase through the API and reaches the draft in the UI.
  await page.getByTestId('profile-card-Noor A.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Noor A.');
  const attempt = await call<{ id: number; scenario: { postText: string } }>(page, 'practice.open', {
    exerciseId: exercise.id,
    scenarioId: scenario.id,
  });
  await call(page, 'practice.advance', { attemptId: attempt.id, to: 'spot' });
  await call(page, 'practice.saveMarks', {
    attemptId: attempt.id,
    marks: [{ start: 0, end: 12, kind: 'distress', label: 'moderate' }],
  });
  await call(page, 'practice.submitSpotting', { attemptId: attempt.id });
  await call(page, 'practice.advance', { attemptId: attempt.id, to: 'draft' });
  await page.evaluate((id) => (window.location.hash = `#/practice/${id}`), attempt.id);

  const editor = page.getByTestId('draft-text');
  await expect(editor).toBeVisible();
  await editor.pressSequentially(EARLY, { delay: 15 });
  // Keep typing without pause for longer than the autosave window, then crash mid-word.
  await editor.pressSequentially(LATE, { delay: 90 });
  await host.kill();

  await host.restart();
  await page.goto(host.url);
  await page.getByTestId('profile-card-Noor A.').click();
  await expect(page.getByTestId('current-profile')).toContainText('Noor A.');
  await page.evaluate((id) => (window.location.hash = `#/practice/${id}`), attempt.id);
  const restored = page.getByTestId('draft-text');
  await expect(restored).toBeVisible();
  const text = await restored.inputValue();
  const typed = EARLY + LATE;
  // What was saved is a prefix of what was typed, and misses at most the last two seconds (~22 keys at 90 ms).
  expect(typed.startsWith(text)).toBe(true);
  expect(typed.length - text.length).toBeLessThanOrEqual(Math.ceil(2000 / 90) + 2);
  expect(text.length).toBeGreaterThan(EARLY.length);

  // The spotting from before the crash is there too.
  const state = await call<{ marks: unknown[]; stage: string }>(page, 'practice.get', { attemptId: attempt.id });
  expect(state.stage).toBe('draft');
  expect(state.marks).toHaveLength(1);
});
