// The coach's note after a submitted version: assembled from the real fast analyzer without a model
// (labelled automatic, suggestions quoting the reply), streamed from the scripted chat server with
// its provenance, unavailable (never half-shown) when the answer does not parse, no scores used or
// revealed when the exercise hides them, not a feedback round, the exercise's switches, the owner
// only, and hidden from a reviewer until their blind rating is submitted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeTrends, VersionCoachNote } from '../../shared/coach/note';
import type { AttemptState, Exercise, ExerciseInput } from '../../shared/domain/practice';
import { COACH_NOTE_PROMPT_VERSION } from '../../shared/prompts/coach/note-prompt';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';
import { FULL_RUBRIC_B } from '../helpers/review';

let s: PracticeServices;
let server: ChatServer;
let coachModel: string;
beforeAll(async () => {
  s = await startPracticeServices();
  server = await startChatServer();
  await s.addIdleJudge(); // feedback needs a judge; these tests never score
  await s.as('instructor');
  coachModel = (
    await s.call<{ id: string }>('judges.save', { label: 'Coach vLLM', baseUrl: server.baseUrl, model: 'coach-model' })
  ).id;
}, 60_000);
afterAll(async () => {
  await s.practice.stop();
  s.cleanup();
  await server.close();
});

const ADVICE_FIRST = 'You should just tell your parents what you want. Everything will work out fine.';
const WARMER =
  'It sounds like you feel torn between your family and your own wish. Have you been able to talk to your mum about it?';

async function submit(
  text: string,
  overrides: Partial<ExerciseInput> = {},
): Promise<{ exercise: Exercise; attempt: AttemptState; versionId: number }> {
  const exercise = await s.createExercise({
    steps: ['draft'],
    feedbackRounds: 2,
    rubricIds: ['rubric-b'],
    ...overrides,
  });
  await s.as('trainee');
  const opened = await s.call<AttemptState>('practice.open', {
    exerciseId: exercise.id,
    scenarioId: exercise.scenarios[0]!.id,
  });
  await s.call('practice.advance', { attemptId: opened.id, to: 'draft' });
  const attempt = await s.call<AttemptState>('practice.submitVersion', {
    attemptId: opened.id,
    text,
    forFeedback: true,
  });
  return { exercise, attempt, versionId: attempt.versions.at(-1)!.id };
}

describe('the automatic coach note (no model)', () => {
  it('is assembled from the analyzer, labelled automatic, quotes the reply, and uses no feedback round', async () => {
    const { attempt, versionId } = await submit(ADVICE_FIRST);
    const run = await s.task<VersionCoachNote>('practice.coachNote', { versionId, locale: 'de' });
    const note = run.value;
    expect(note).toMatchObject({ versionId, status: 'done', source: 'automatic', locale: 'de', errorMessage: null });
    expect(note.provenance).toMatchObject({
      source: 'automatic',
      usedScores: false,
      analyzerVersion: expect.any(Number),
    });
    const body = note.note!;
    expect(body.strengths.length).toBeGreaterThanOrEqual(1);
    expect(body.changes.length).toBeGreaterThanOrEqual(1);
    expect(body.changes.length).toBeLessThanOrEqual(2);
    expect(body.kinds).toEqual(expect.arrayContaining(['no_reflection', 'advice_too_early', 'no_question']));
    expect(body.replyLanguage).toBe('en');
    expect(body.suggestions.length).toBeGreaterThanOrEqual(1);
    for (const suggestion of body.suggestions) {
      expect(ADVICE_FIRST).toContain(suggestion.replaces);
      expect(suggestion.text).not.toBe(suggestion.replaces);
    }
    for (const change of body.changes) if (change.replyQuote) expect(ADVICE_FIRST).toContain(change.replyQuote);
    // The model server was never asked, and the note did not use a feedback round.
    expect(server.chatRequests()).toHaveLength(0);
    const state = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(state.rounds).toEqual({ used: 1, allowed: 2 });
    expect(state.versions[0]!.coachNote).toEqual(note);
    // Asking again returns the stored note.
    expect((await s.task<VersionCoachNote>('practice.coachNote', { versionId, locale: 'en' })).value).toEqual(note);
  });

  it('leaves out suggestions when the exercise turns them off, and refuses when notes are off', async () => {
    const noSuggestions = await submit(ADVICE_FIRST, { coachSuggestions: false });
    const run = await s.task<VersionCoachNote>('practice.coachNote', {
      versionId: noSuggestions.versionId,
      locale: 'en',
    });
    expect(run.value.note!.suggestions).toEqual([]);
    expect(run.value.note!.changes.length).toBeGreaterThan(0);

    const off = await submit(ADVICE_FIRST, { coachNote: false });
    expect((await s.failure('practice.coachNote', { versionId: off.versionId, locale: 'en' })).code).toBe('conflict');
    expect(off.attempt.versions[0]!.coachNote).toBeNull();
  });

  it('is the owner’s alone to ask for', async () => {
    const { versionId } = await submit(WARMER);
    await s.as('other');
    expect((await s.failure('practice.coachNote', { versionId, locale: 'en' })).code).toBe('forbidden');
  });
});

const MODEL_NOTE = {
  strengths: [
    { text: 'Du benennst die Zerrissenheit.', replyQuote: 'you feel torn between your family and your own wish' },
  ],
  changes: [
    {
      kind: 'signal_not_engaged',
      text: 'Greife die Rolle des ältesten Sohnes auf.',
      replyQuote: null,
      postQuote: null,
    },
  ],
  suggestions: [
    {
      replaces: 'Have you been able to talk to your mum about it?',
      text: 'As the eldest son, what would it mean to tell your mum about it?',
    },
  ],
};

describe('the coach note from the coach model', () => {
  it('streams, is stored with its provenance and prompt hash, and hides scores the exercise hides', async () => {
    server.reset();
    server.enqueue({ kind: 'reply', content: JSON.stringify(MODEL_NOTE), chunkDelayMs: 1 });
    const { versionId } = await submit(WARMER, { coachModelId: coachModel, aiScoresVisible: false });
    const run = await s.task<VersionCoachNote>('practice.coachNote', { versionId, locale: 'de' });
    expect(run.value).toMatchObject({ status: 'done', source: 'model', locale: 'de' });
    expect(run.value.note).toEqual({
      strengths: [{ kind: null, ...MODEL_NOTE.strengths[0], postQuote: null }],
      changes: MODEL_NOTE.changes,
      suggestions: MODEL_NOTE.suggestions,
      kinds: ['signal_not_engaged'],
      replyLanguage: 'en',
    });
    expect(run.value.provenance).toMatchObject({
      source: 'model',
      model: 'coach-model',
      promptVersion: COACH_NOTE_PROMPT_VERSION,
      promptHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      usedScores: false,
    });
    const streamed = run.outputs.filter((o) => o.key === 'note').map((o) => Number(o.text));
    expect(streamed.length).toBeGreaterThan(3);
    expect(streamed.at(-1)).toBe(JSON.stringify(MODEL_NOTE).length);
    const request = server.chatRequests().at(-1)!.body!;
    expect(request).toMatchObject({ model: 'coach-model', stream: true });
    const prompt = request.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('Explanations ("text") in German');
    expect(prompt).toContain('the better sentence in English');
    expect(prompt).toContain(WARMER);
    expect(prompt).toContain('Do not mention scores');
    expect(prompt).not.toContain('weakest rubric items');
  });

  it('shows an answer that does not parse, or misquotes the reply, as unavailable and never in part', async () => {
    server.reset();
    server.enqueue({ kind: 'reply', content: '{"strengths": [{"text": "Gut' });
    const first = await submit(WARMER, { coachModelId: coachModel });
    const broken = await s.task<VersionCoachNote>('practice.coachNote', { versionId: first.versionId, locale: 'en' });
    expect(broken.value).toMatchObject({ status: 'unavailable', source: 'model', note: null });
    expect(broken.value.errorMessage).toMatch(/not JSON/);

    server.enqueue({
      kind: 'reply',
      content: JSON.stringify({
        ...MODEL_NOTE,
        suggestions: [{ replaces: 'A sentence the trainee never wrote.', text: 'x y' }],
      }),
    });
    const misquote = await s.task<VersionCoachNote>('practice.coachNote', { versionId: first.versionId, locale: 'en' });
    expect(misquote.value).toMatchObject({ status: 'unavailable', note: null });
    expect(misquote.value.errorMessage).toMatch(/does not quote the passage/);
    const state = await s.call<AttemptState>('practice.get', { attemptId: first.attempt.id });
    expect(state.versions[0]!.coachNote).toMatchObject({ status: 'unavailable', note: null });
  });
});

describe('reviewers and the coach note', () => {
  it('stays hidden from a supervisor until their blind rating is submitted', async () => {
    const { attempt, versionId } = await submit(ADVICE_FIRST);
    await s.task<VersionCoachNote>('practice.coachNote', { versionId, locale: 'en' });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'done' });
    await s.as('supervisor');
    const before = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(before.versions[0]!.coachNote).toBeNull();
    await s.call('review.saveBlind', { attemptId: attempt.id, reply: { 'rubric-b': FULL_RUBRIC_B }, submit: true });
    const after = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(after.versions[0]!.coachNote).toMatchObject({ status: 'done', source: 'automatic' });
  });
});

describe('change trends', () => {
  it('counts the kinds of change over the trainee’s last six notes', async () => {
    await s.as('trainee');
    const trends = await s.call<ChangeTrends>('practice.changeTrends', {});
    expect(trends.window).toBe(6);
    // Four finished notes of this trainee: three automatic ones on the advice-first reply, one from the model.
    expect(trends.notes).toBe(4);
    expect(trends.counts.find((c) => c.kind === 'no_reflection')).toEqual({ kind: 'no_reflection', count: 3 });
    expect(trends.counts.find((c) => c.kind === 'signal_not_engaged')?.count).toBeGreaterThanOrEqual(1);
    expect(trends.counts.map((c) => c.count)).toEqual([...trends.counts.map((c) => c.count)].sort((a, b) => b - a));
  });
});
