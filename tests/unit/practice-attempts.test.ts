// An attempt through every stage over the real services: the content warning, spotting with hidden
// then revealed expert spans, emotions, autosaved drafts, versions and feedback rounds, the reveal,
// the critique with Rubric B self-ratings, skipping, ownership, and attempts that outlive edits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptState, Exercise, HistoryAttempt } from '../../shared/domain/practice';
import type { ScenarioDetail } from '../../shared/domain/library';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
beforeEach(async () => {
  s = await startPracticeServices();
  // Feedback needs a judge (without one a round is refused); these tests never score, so nothing listens.
  await s.as('instructor');
  await s.call('judges.save', {
    id: 'idle',
    label: 'Idle',
    baseUrl: 'http://127.0.0.1:9/v1',
    model: 'm',
    logprobs: false,
    structuredOutput: false,
    defaultFor: ['rubric-a', 'rubric-b'],
  });
});
afterEach(() => s.cleanup());

const REPLY =
  'It sounds exhausting to carry what the eldest son is supposed to do. Feeling ashamed and angry at once makes sense. Wanting this is not selfish.';

async function startAttempt(
  overrides: Parameters<PracticeServices['createExercise']>[0] = {},
): Promise<{ exercise: Exercise; attempt: AttemptState }> {
  const exercise = await s.createExercise({ customEmotions: ['shame'], ...overrides });
  await s.as('trainee');
  const attempt = await s.call<AttemptState>('practice.open', {
    exerciseId: exercise.id,
    scenarioId: exercise.scenarios[0]!.id,
  });
  return { exercise, attempt };
}

const markOf = (post: string, phrase: string, kind: 'distress' | 'cultural_signal', label: string) => {
  const start = post.indexOf(phrase);
  if (start < 0) throw new Error(`"${phrase}" is not in the post`);
  return { start, end: start + phrase.length, kind, label };
};

describe('an attempt through every stage', () => {
  it('starts at the warning with a snapshot of the scenario and the exercise settings', async () => {
    const { exercise, attempt } = await startAttempt();
    const detail = s.library.get(exercise.scenarios[0]!.id);
    expect(attempt).toMatchObject({
      exerciseId: exercise.id,
      exerciseTitle: 'Family pressure',
      instructions: exercise.instructions,
      config: {
        steps: exercise.steps,
        feedbackRounds: 2,
        customEmotions: ['shame'],
        rubricIds: ['rubric-a'],
        judgeIds: [],
        aiScoresVisible: true,
      },
      status: 'in_progress',
      stage: 'warning',
      marks: [],
      spotScore: null,
      emotions: [],
      draft: { text: '', savedAt: null },
      versions: [],
      rounds: { used: 0, allowed: 2 },
      exemplars: null,
      critique: null,
      skipped: null,
      completedAt: null,
    });
    expect(attempt.scenario).toMatchObject({
      scenarioId: detail.id,
      title: detail.title,
      cultureId: 'chinese',
      cultureName: 'Chinese',
      language: 'en',
      risk: detail.risk,
      contentWarnings: detail.contentWarnings,
      demographics: detail.demographics,
      postText: detail.postText,
    });
    // The spot step comes first, so the expert annotations are hidden from the trainee.
    expect(attempt.scenario.expertSpans).toEqual([]);
    // Opening again resumes the same attempt.
    expect(
      (await s.call<AttemptState>('practice.open', { exerciseId: exercise.id, scenarioId: exercise.scenarios[0]!.id }))
        .id,
    ).toBe(attempt.id);
  });

  it('goes warning → spot → review → emotions → draft ⇄ feedback → reveal → critique → done, refusing other moves', async () => {
    const { attempt } = await startAttempt();
    const id = attempt.id;
    const advance = (to: string) => s.call<AttemptState>('practice.advance', { attemptId: id, to });
    const refused = async (to: string) =>
      expect((await s.failure('practice.advance', { attemptId: id, to })).code).toBe('conflict');

    await refused('draft');
    await refused('done');
    expect((await advance('spot')).stage).toBe('spot');
    // Spotting ends only by submitting it.
    await refused('emotions');
    expect((await s.failure('practice.advance', { attemptId: id, to: 'spot_review' })).code).toBe('invalid_request');

    const post = attempt.scenario.postText;
    const marked = await s.call<AttemptState>('practice.saveMarks', {
      attemptId: id,
      marks: [
        markOf(post, 'lately I feel ashamed of who I am', 'distress', 'high'),
        markOf(post, 'the eldest son is supposed to do', 'cultural_signal', 'Norms and Morals'),
        markOf(post, 'likes cooking with my mum', 'distress', 'light'),
      ],
    });
    expect(marked.marks.map((m) => m.phrase)).toEqual(
      ['the eldest son is supposed to do', 'likes cooking with my mum', 'lately I feel ashamed of who I am'].sort(
        (a, b) => post.indexOf(a) - post.indexOf(b),
      ),
    );
    expect(marked.scenario.expertSpans).toEqual([]);
    expect(marked.spotScore).toBeNull();

    const reviewed = await s.call<AttemptState>('practice.submitSpotting', { attemptId: id });
    expect(reviewed.stage).toBe('spot_review');
    expect(reviewed.scenario.expertSpans.length).toBe(12);
    expect(reviewed.scenario.expertSpans.every((sp) => post.slice(sp.start!, sp.end!) === sp.phrase)).toBe(true);
    expect(reviewed.spotScore!.overall).toMatchObject({ expert: 12, marked: 3, matched: 2 });
    expect(reviewed.spotScore!.distress.labelAgreement).toBe(1);
    expect(reviewed.spotScore!.matches.filter((m) => m.outcome === 'added').map((m) => m.markId)).toEqual([
      marked.marks.find((m) => m.phrase === 'likes cooking with my mum')!.id,
    ]);
    expect((await s.failure('practice.saveMarks', { attemptId: id, marks: [] })).code).toBe('conflict');
    expect((await s.failure('practice.submitSpotting', { attemptId: id })).code).toBe('conflict');

    await refused('draft');
    expect((await advance('emotions')).stage).toBe('emotions');
    expect(
      (
        await s.call<AttemptState>('practice.saveEmotions', {
          attemptId: id,
          emotions: ['Sadness', 'shame', 'sadness'],
        })
      ).emotions,
    ).toEqual(['sadness', 'shame']);
    expect((await advance('draft')).stage).toBe('draft');
    await refused('reveal');

    const saved = await s.call<{ savedAt: string }>('practice.saveDraft', {
      attemptId: id,
      text: 'It sounds exhausting',
    });
    expect((await s.call<AttemptState>('practice.get', { attemptId: id })).draft).toEqual({
      text: 'It sounds exhausting',
      savedAt: saved.savedAt,
    });

    const first = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: id,
      text: REPLY,
      forFeedback: true,
    });
    expect(first.stage).toBe('feedback');
    expect(first.rounds).toEqual({ used: 1, allowed: 2 });
    expect(first.draft.text).toBe(REPLY);
    expect(first.versions).toEqual([
      {
        id: expect.any(Number),
        number: 1,
        text: REPLY,
        wordCount: 26,
        submittedAt: expect.any(String),
        forFeedback: true,
        // Scoring is still running: the round is held for it (given back if no score arrives).
        usesRound: true,
        feedback: [expect.objectContaining({ rubricId: 'rubric-a', status: 'pending', result: null })],
        // No coach's note until the trainee's screen asks for one.
        coachNote: null,
      },
    ]);
    expect((await s.failure('practice.saveDraft', { attemptId: id, text: 'x' })).code).toBe('conflict');
    expect((await s.failure('practice.submitVersion', { attemptId: id, text: 'x', forFeedback: true })).code).toBe(
      'conflict',
    );

    await advance('draft');
    expect(
      (
        await s.call<AttemptState>('practice.submitVersion', {
          attemptId: id,
          text: `${REPLY} You are not alone.`,
          forFeedback: true,
        })
      ).rounds.used,
    ).toBe(2);
    await advance('draft');
    // Both rounds are used: only a final version remains.
    expect(
      (await s.failure('practice.submitVersion', { attemptId: id, text: REPLY, forFeedback: true })).message,
    ).toMatch(/rounds are used/);
    const final = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: id,
      text: `${REPLY} Take care.`,
      forFeedback: false,
    });
    expect(final.stage).toBe('reveal');
    expect(final.versions.map((v) => [v.number, v.forFeedback, v.feedback.length])).toEqual([
      [1, true, 1],
      [2, true, 1],
      [3, false, 0],
    ]);
    expect(final.rounds.used).toBe(2);

    // The reveal: the Standard response first, the adapted ones, then the peer reply, with their spans.
    expect(final.exemplars!.map((r) => r.strategy)).toEqual([
      'standard',
      'culture',
      'guided',
      'annotation',
      'cga',
      null,
    ]);
    expect(final.exemplars!.at(-1)!.kind).toBe('peer');
    expect(final.exemplars!.some((r) => r.spans.length > 0)).toBe(true);

    const critique = await advance('critique');
    const standard = s.library.get(attempt.scenario.scenarioId!).responses.find((r) => r.strategy === 'standard')!;
    expect(critique.critique).toMatchObject({
      responseId: standard.id,
      responseText: standard.text,
      text: '',
      ratings: {},
      submittedAt: null,
    });
    const rated = await s.call<AttemptState>('practice.saveCritique', {
      attemptId: id,
      text: 'It skips the family frame.',
      ratings: { cognitive_empathy: 'agree', risk_handling: 'not_applicable' },
    });
    expect(rated.critique).toMatchObject({
      text: 'It skips the family frame.',
      ratings: { cognitive_empathy: 'agree', risk_handling: 'not_applicable' },
    });
    expect(
      (await s.failure('practice.saveCritique', { attemptId: id, text: '', ratings: { empathy: '4' } })).code,
    ).toBe('invalid_request');
    expect(
      (await s.failure('practice.saveCritique', { attemptId: id, text: '', ratings: { cognitive_empathy: 'maybe' } }))
        .code,
    ).toBe('invalid_request');
    // The map is the whole set: an item left out is no longer rated.
    expect(
      (
        await s.call<AttemptState>('practice.saveCritique', {
          attemptId: id,
          text: 'Final.',
          ratings: { overly_positive: 'no' },
        })
      ).critique!.ratings,
    ).toEqual({ overly_positive: 'no' });
    const stored = s.db
      .prepare(
        "SELECT target_type, target_id, attempt_id, role, rater_id, option_code, score FROM rating WHERE item = 'overly_positive'",
      )
      .all();
    expect(stored).toEqual([
      {
        target_type: 'response',
        target_id: standard.id,
        attempt_id: id,
        role: 'self',
        rater_id: s.ids.trainee,
        option_code: 'no',
        score: 0,
      },
    ]);

    const done = await advance('done');
    expect(done).toMatchObject({
      stage: 'done',
      status: 'completed',
      completedAt: expect.any(String),
      critique: { submittedAt: expect.any(String), text: 'Final.' },
    });
    expect(done.exemplars).not.toBeNull();
    await refused('done');
    expect((await s.failure('practice.skip', { attemptId: id })).code).toBe('conflict');
    expect((await s.failure('practice.saveCritique', { attemptId: id, text: 'late' })).code).toBe('conflict');
  });

  it('shows the expert spans from the start when the exercise has no spot step, and skips absent stages', async () => {
    const { attempt } = await startAttempt({ steps: ['draft', 'critique'], feedbackRounds: 0 });
    expect(attempt.scenario.expertSpans.length).toBe(12);
    expect((await s.failure('practice.advance', { attemptId: attempt.id, to: 'spot' })).code).toBe('conflict');
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    expect(
      (await s.failure('practice.submitVersion', { attemptId: attempt.id, text: REPLY, forFeedback: true })).message,
    ).toMatch(/no AI feedback rounds/);
    const final = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: REPLY,
      forFeedback: false,
    });
    // Without a reveal step the exemplars stay hidden; the critique starts straight away.
    expect(final).toMatchObject({
      stage: 'critique',
      exemplars: null,
      critique: { responseText: expect.stringMatching(/\S/) },
    });
  });

  it('completes at once when drafting is the last step', async () => {
    const { attempt } = await startAttempt({ steps: ['draft'], feedbackRounds: 1 });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    await s.call('practice.submitVersion', { attemptId: attempt.id, text: REPLY, forFeedback: true });
    expect((await s.failure('practice.advance', { attemptId: attempt.id, to: 'reveal' })).code).toBe('conflict');
    const done = await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'done' });
    expect(done).toMatchObject({ status: 'completed', stage: 'done', rounds: { used: 1, allowed: 1 } });
  });
});

describe('checks on what the trainee sends', () => {
  it('refuses marks outside the post or over blank text, and labels that do not fit the kind', async () => {
    const { attempt } = await startAttempt();
    await s.call('practice.advance', { attemptId: attempt.id, to: 'spot' });
    const length = attempt.scenario.postText.length;
    const bad = [
      { start: length - 2, end: length + 5, kind: 'distress', label: 'high' },
      { start: 5, end: 3, kind: 'distress', label: 'high' },
      { start: 0, end: 5, kind: 'distress', label: 'Values' },
      { start: 0, end: 5, kind: 'support', label: 'Questions' },
    ];
    for (const mark of bad)
      expect((await s.failure('practice.saveMarks', { attemptId: attempt.id, marks: [mark] })).code).toBe(
        'invalid_request',
      );
    const blank = attempt.scenario.postText.indexOf('\n\n');
    expect(
      (
        await s.failure('practice.saveMarks', {
          attemptId: attempt.id,
          marks: [{ start: blank, end: blank + 2, kind: 'distress', label: 'light' }],
        })
      ).message,
    ).toMatch(/not only spaces/);
    // A refused save leaves the earlier marks as they were.
    await s.call('practice.saveMarks', {
      attemptId: attempt.id,
      marks: [{ start: 0, end: 26, kind: 'cultural_signal', label: 'Demographics' }],
    });
    await s.failure('practice.saveMarks', {
      attemptId: attempt.id,
      marks: [{ start: 0, end: 4, kind: 'distress', label: 'high' }, bad[0]],
    });
    expect((await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).marks).toEqual([
      {
        id: expect.any(Number),
        start: 0,
        end: 26,
        kind: 'cultural_signal',
        label: 'Demographics',
        phrase: 'Malaysian Chinese guy here',
      },
    ]);
    // Saving again replaces the set; an empty list clears it.
    expect((await s.call<AttemptState>('practice.saveMarks', { attemptId: attempt.id, marks: [] })).marks).toEqual([]);
  });

  it('accepts up to three emotions from CuLEmo’s labels or the exercise’s own', async () => {
    const { attempt } = await startAttempt({ steps: ['emotions', 'draft'] });
    expect((await s.failure('practice.saveEmotions', { attemptId: attempt.id, emotions: ['joy'] })).code).toBe(
      'conflict',
    );
    await s.call('practice.advance', { attemptId: attempt.id, to: 'emotions' });
    expect((await s.failure('practice.saveEmotions', { attemptId: attempt.id, emotions: ['han'] })).message).toMatch(
      /"han" is not one of/,
    );
    expect(
      (await s.failure('practice.saveEmotions', { attemptId: attempt.id, emotions: ['joy', 'fear', 'anger', 'guilt'] }))
        .code,
    ).toBe('invalid_request');
    expect(
      (
        await s.call<AttemptState>('practice.saveEmotions', {
          attemptId: attempt.id,
          emotions: ['guilt', 'SHAME', 'fear'],
        })
      ).emotions,
    ).toEqual(['guilt', 'shame', 'fear']);
    expect(
      (await s.call<AttemptState>('practice.saveEmotions', { attemptId: attempt.id, emotions: [] })).emotions,
    ).toEqual([]);
  });

  it('autosaves the working text quickly, only while drafting', async () => {
    const { attempt } = await startAttempt({ steps: ['draft'] });
    expect((await s.failure('practice.saveDraft', { attemptId: attempt.id, text: 'early' })).code).toBe('conflict');
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    const started = performance.now();
    let last = { savedAt: '' };
    for (let i = 1; i <= 200; i++)
      last = await s.call<{ savedAt: string }>('practice.saveDraft', {
        attemptId: attempt.id,
        text: REPLY.slice(0, i % REPLY.length),
      });
    const perSave = (performance.now() - started) / 200;
    console.log(`practice.saveDraft: ${perSave.toFixed(3)} ms per save through the dispatcher`);
    const row = s.db.prepare('SELECT draft_text, draft_saved_at FROM attempt WHERE id = ?').get(attempt.id);
    expect(row).toEqual({ draft_text: REPLY.slice(0, 200 % REPLY.length), draft_saved_at: last.savedAt });
    expect(last.savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('skipping', () => {
  it('records a skip with its reason, keeps the work, and resumes when the trainee goes on', async () => {
    const { exercise, attempt } = await startAttempt();
    const skipped = await s.call<AttemptState>('practice.skip', {
      attemptId: attempt.id,
      reason: '  Too close to home today.  ',
    });
    expect(skipped).toMatchObject({
      status: 'skipped',
      stage: 'warning',
      skipped: { at: expect.any(String), reason: 'Too close to home today.' },
    });
    const reopened = await s.call<AttemptState>('practice.open', {
      exerciseId: exercise.id,
      scenarioId: exercise.scenarios[0]!.id,
    });
    expect(reopened).toMatchObject({ id: attempt.id, status: 'skipped' });
    const resumed = await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'spot' });
    expect(resumed).toMatchObject({ status: 'in_progress', stage: 'spot', skipped: null });

    // Skipped while drafting: the text stays; typing again resumes it.
    await s.call('practice.submitSpotting', { attemptId: attempt.id });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'emotions' });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    await s.call('practice.saveDraft', { attemptId: attempt.id, text: 'Half a reply' });
    expect(await s.call<AttemptState>('practice.skip', { attemptId: attempt.id })).toMatchObject({
      status: 'skipped',
      stage: 'draft',
      draft: { text: 'Half a reply' },
      skipped: { reason: '' },
    });
    await s.call('practice.saveDraft', { attemptId: attempt.id, text: 'Half a reply, and more' });
    expect(await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).toMatchObject({
      status: 'in_progress',
      draft: { text: 'Half a reply, and more' },
    });
  });
});

describe('who may see and change an attempt', () => {
  it('lets only the owner change it; instructors and supervisors may read it; other trainees neither', async () => {
    const { attempt } = await startAttempt({ steps: ['spot', 'draft'] });
    await s.as('other');
    expect((await s.failure('practice.get', { attemptId: attempt.id })).code).toBe('forbidden');
    for (const [method, request] of [
      ['practice.advance', { attemptId: attempt.id, to: 'spot' }],
      ['practice.skip', { attemptId: attempt.id }],
      ['practice.saveMarks', { attemptId: attempt.id, marks: [] }],
      ['practice.saveDraft', { attemptId: attempt.id, text: 'x' }],
      ['practice.coach', { attemptId: attempt.id, text: 'x' }],
    ] as const) {
      expect((await s.failure(method, request)).code).toBe('forbidden');
    }
    expect((await s.failure('practice.get', { attemptId: 987654 })).code).toBe('not_found');

    await s.as('supervisor');
    const read = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    // Supervisors see the expert spans even before the trainee has submitted their spotting.
    expect(read.scenario.expertSpans.length).toBeGreaterThan(0);
    expect((await s.failure('practice.advance', { attemptId: attempt.id, to: 'spot' })).code).toBe('forbidden');
    await s.as('instructor');
    expect((await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).id).toBe(attempt.id);
    expect((await s.failure('practice.saveDraft', { attemptId: attempt.id, text: 'x' })).code).toBe('forbidden');
    // Signed out: nothing.
    await s.call('session.signOut', {});
    expect((await s.failure('practice.get', { attemptId: attempt.id })).code).toBe('not_signed_in');
    expect((await s.failure('practice.history', {})).code).toBe('not_signed_in');
  });
});

describe('attempts outlive edits', () => {
  it('keeps the attempt’s settings, post and text when the exercise is edited and the scenario edited or deleted', async () => {
    await s.as('instructor');
    const german = s.library.get(s.scenarioId('builtin:de-01'));
    const authored = await s.call<ScenarioDetail>('library.createScenario', {
      cultureId: 'german',
      title: 'Mein eigener Fall',
      language: 'de',
      postText: 'Seit dem Umzug fühle ich mich so allein, und meine Eltern verstehen das nicht.',
      risk: 'none',
      themes: [],
      contentWarnings: ['family-conflict'].filter((w) => german.contentWarnings.includes(w)),
      demographics: german.demographics,
    });
    const lonely = authored.postText!.indexOf('fühle ich mich so allein');
    await s.call('spans.add', {
      scenarioId: authored.id,
      responseId: null,
      start: lonely,
      end: lonely + 24,
      kind: 'distress',
      label: 'moderate',
    });
    await s.call('library.saveResponse', {
      scenarioId: authored.id,
      kind: 'exemplar',
      strategy: 'standard',
      text: 'Das klingt schwer.',
      empathy: null,
    });
    const { exercise, attempt } = await startAttempt({
      scenarioIds: [authored.id],
      steps: ['draft', 'reveal', 'critique'],
      feedbackRounds: 1,
    });
    expect(attempt.scenario.expertSpans.map((sp) => sp.phrase)).toEqual(['fühle ich mich so allein']);
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    await s.call('practice.saveDraft', { attemptId: attempt.id, text: 'Das klingt einsam.' });

    await s.as('instructor');
    await s.call('exercises.update', {
      id: exercise.id,
      title: 'Renamed',
      scenarioIds: [authored.id],
      steps: ['spot', 'draft'],
      feedbackRounds: 0,
      rubricIds: [],
      assignees: { profileIds: [s.ids.trainee] },
    });
    await s.call('library.updateScenario', {
      id: authored.id,
      cultureId: 'german',
      title: 'Geändert',
      language: 'de',
      postText: 'Ein ganz anderer Text, der den alten ersetzt hat.',
      risk: 'acute',
      themes: [],
      contentWarnings: [],
      demographics: german.demographics,
    });
    await s.as('trainee');
    const afterEdit = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(afterEdit.exerciseTitle).toBe('Renamed');
    expect(afterEdit.config).toEqual(attempt.config);
    expect(afterEdit.scenario).toEqual(attempt.scenario);

    await s.as('instructor');
    await s.call('library.deleteScenario', { id: authored.id });
    await s.as('trainee');
    const afterDelete = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(afterDelete.scenario).toEqual({ ...attempt.scenario });
    expect(afterDelete.draft.text).toBe('Das klingt einsam.');
    const final = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: 'Das klingt einsam. Magst du erzählen?',
      forFeedback: false,
    });
    expect(final).toMatchObject({ stage: 'reveal', exemplars: [] });
    const critique = await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'critique' });
    expect(critique.critique).toMatchObject({ responseId: null, responseText: '' });
    expect(
      (
        await s.failure('practice.saveCritique', {
          attemptId: attempt.id,
          text: 'x',
          ratings: { overly_positive: 'no' },
        })
      ).code,
    ).toBe('invalid_request');
    expect(
      (await s.call<AttemptState>('practice.saveCritique', { attemptId: attempt.id, text: 'Nothing to critique.' }))
        .critique!.text,
    ).toBe('Nothing to critique.');
    const history = await s.call<HistoryAttempt[]>('practice.history', {});
    expect(history).toEqual([
      expect.objectContaining({
        attemptId: attempt.id,
        exerciseTitle: 'Renamed',
        scenarioTitle: 'Mein eigener Fall',
        cultureName: 'German',
        stage: 'critique',
      }),
    ]);
  });

  it('keeps the critique’s copy of the Standard response when the library response changes', async () => {
    const { attempt } = await startAttempt({ steps: ['draft', 'critique'], feedbackRounds: 0 });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    const started = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: REPLY,
      forFeedback: false,
    });
    await s.as('instructor');
    await s.call('library.saveResponse', {
      scenarioId: attempt.scenario.scenarioId,
      kind: 'exemplar',
      strategy: 'standard',
      text: 'A different standard reply now.',
      empathy: null,
    });
    await s.as('trainee');
    expect((await s.call<AttemptState>('practice.get', { attemptId: attempt.id })).critique!.responseText).toBe(
      started.critique!.responseText,
    );
    expect(started.critique!.responseText).not.toBe('A different standard reply now.');
  });
});

describe('history', () => {
  it('lists every attempt of the signed-in trainee, oldest first, with status, culture, versions and spotting F1', async () => {
    const { exercise, attempt } = await startAttempt();
    await s.call('practice.advance', { attemptId: attempt.id, to: 'spot' });
    await s.call('practice.saveMarks', {
      attemptId: attempt.id,
      marks: [markOf(attempt.scenario.postText, 'lately I feel ashamed of who I am', 'distress', 'high')],
    });
    await s.call('practice.submitSpotting', { attemptId: attempt.id });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'emotions' });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    await s.call('practice.submitVersion', { attemptId: attempt.id, text: REPLY, forFeedback: true });
    const second = await s.call<AttemptState>('practice.open', {
      exerciseId: exercise.id,
      scenarioId: exercise.scenarios[1]!.id,
    });
    await s.call('practice.skip', { attemptId: second.id, reason: 'later' });

    const history = await s.call<HistoryAttempt[]>('practice.history', {});
    expect(history.map((h) => [h.attemptId, h.status, h.cultureId, h.cultureName])).toEqual([
      [attempt.id, 'in_progress', 'chinese', 'Chinese'],
      [second.id, 'skipped', 'german', 'German'],
    ]);
    // One of 12 expert spans found with one mark: precision 1, recall 1/12.
    expect(history[0]!.spotF1).toBeCloseTo((2 * (1 / 12)) / (1 + 1 / 12), 6);
    expect(history[0]!.versions).toEqual([
      { id: expect.any(Number), number: 1, submittedAt: expect.any(String), wordCount: 26, scores: [] },
    ]);
    expect(history[1]).toMatchObject({
      spotF1: null,
      versions: [],
      exerciseTitle: 'Family pressure',
      stage: 'warning',
    });

    await s.as('other');
    expect(await s.call('practice.history', {})).toEqual([]);
  });
});
