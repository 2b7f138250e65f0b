// Role-play modes: practice by the card's default, assessment set on the card or by an exercise's
// override; in practice mode each trainee turn gets micro-feedback streamed from the scripted chat
// server (strategy, likely feeling, another phrasing), unavailable when the answer does not parse;
// assessment mode gives none, has no coaching, and a trainee can neither start in practice nor leave it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCard, RoleplaySession } from '../../shared/domain/roleplay';
import type { Exercise } from '../../shared/domain/practice';
import { TURN_FEEDBACK_PROMPT_VERSION } from '../../shared/prompts/coach/turn-feedback-prompt';
import { startRoleplayServices, type RoleplayServices } from '../helpers/roleplay';

let s: RoleplayServices;
beforeAll(async () => {
  s = await startRoleplayServices();
}, 60_000);
afterAll(async () => {
  await s.close();
});

const start = (overrides: Record<string, unknown> = {}) =>
  s.call<RoleplaySession>('roleplay.start', { roleCardId: s.card.id, providerId: 'chat-model', ...overrides });

const FEEDBACK = {
  strategy: 'Reflection of Feelings',
  felt: 'Er fühlte sich verstanden, aber noch unsicher.',
  alternative: 'It sounds like you are torn between your duty and your wish. What would your mum say?',
};

describe('practice mode', () => {
  it('is the card default; each trainee turn gets streamed feedback stored with its prompt hash', async () => {
    await s.as('trainee');
    const session = await start();
    expect(session).toMatchObject({ mode: 'practice', exerciseId: null, coachingEnabled: true });
    expect(session.roleCard.defaultMode).toBe('practice');
    s.seekerSays('Hi. My family says I am too soft.', 'Maybe. I do not know.');
    await s.ok('roleplay.open', { sessionId: session.id });
    const said = await s.ok<RoleplaySession>('roleplay.say', {
      sessionId: session.id,
      text: 'That sounds painful. Tell me more?',
    });
    const turn = said.value.turns.find((t) => t.speaker === 'trainee')!;
    expect(turn.feedback).toBeNull();

    s.seekerSays({ kind: 'reply', content: JSON.stringify(FEEDBACK), chunkDelayMs: 1 });
    const run = await s.ok<RoleplaySession>('roleplay.turnFeedback', {
      sessionId: session.id,
      turnIndex: turn.index,
      locale: 'de',
    });
    expect(run.value.turns.find((t) => t.index === turn.index)!.feedback).toMatchObject({
      status: 'done',
      feedback: FEEDBACK,
      errorMessage: null,
    });
    const streamed = run.outputs.filter((o) => o.key === 'feedback').map((o) => Number(o.text));
    expect(streamed.length).toBeGreaterThan(3);
    expect(streamed.at(-1)).toBe(JSON.stringify(FEEDBACK).length);
    const prompt = s
      .seekerRequests()
      .at(-1)!
      .body!.messages!.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('That sounds painful. Tell me more?');
    expect(prompt).toContain('in German on what the help-seeker likely felt');
    expect(prompt).toContain('phrasing of the turn in English');
    const stored = s.db
      .prepare('SELECT provenance FROM roleplay_turn_feedback WHERE session_id = ? AND turn_index = ?')
      .get(session.id, turn.index) as { provenance: string };
    expect(JSON.parse(stored.provenance)).toMatchObject({
      promptVersion: TURN_FEEDBACK_PROMPT_VERSION,
      promptHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      model: 'fixture-seeker',
    });

    // Only one's own trainee turns, and only the owner asks.
    expect(
      (await s.run('roleplay.turnFeedback', { sessionId: session.id, turnIndex: 1, locale: 'en' })).error?.code,
    ).toBe('invalid_request');
    await s.as('other');
    expect(
      (await s.run('roleplay.turnFeedback', { sessionId: session.id, turnIndex: turn.index, locale: 'en' })).error
        ?.code,
    ).toBe('forbidden');
  });

  it('shows an unparseable answer as unavailable, never in part', async () => {
    await s.as('trainee');
    const session = await start();
    s.seekerSays('Hello.', 'Fine.');
    await s.ok('roleplay.open', { sessionId: session.id });
    const said = await s.ok<RoleplaySession>('roleplay.say', { sessionId: session.id, text: 'How are you feeling?' });
    const index = said.value.turns.find((t) => t.speaker === 'trainee')!.index;
    s.seekerSays('{"strategy": "Questions", "felt": "Curious');
    const run = await s.ok<RoleplaySession>('roleplay.turnFeedback', {
      sessionId: session.id,
      turnIndex: index,
      locale: 'en',
    });
    expect(run.value.turns.find((t) => t.index === index)!.feedback).toMatchObject({
      status: 'unavailable',
      feedback: null,
      errorMessage: expect.stringMatching(/not JSON/),
    });
  });

  it('lets a trainee switch to assessment mode but not back', async () => {
    await s.as('trainee');
    const session = await start();
    const assessed = await s.call<RoleplaySession>('roleplay.setMode', { sessionId: session.id, mode: 'assessment' });
    expect(assessed).toMatchObject({ mode: 'assessment', coachingEnabled: false });
    expect((await s.failure('roleplay.setMode', { sessionId: session.id, mode: 'practice' })).code).toBe('forbidden');
  });
});

describe('assessment mode', () => {
  it('comes from the card default: no coaching, no turn feedback, cannot be left or avoided by a trainee', async () => {
    await s.as('instructor');
    const card = await s.call<RoleCard>('roleplay.cards.update', { id: s.card.id, defaultMode: 'assessment' });
    expect(card).toMatchObject({ defaultMode: 'assessment', version: s.card.version });
    await s.as('trainee');
    expect(
      (await s.failure('roleplay.start', { roleCardId: s.card.id, providerId: 'chat-model', mode: 'practice' })).code,
    ).toBe('forbidden');
    const session = await start({ coaching: true });
    expect(session).toMatchObject({ mode: 'assessment', coachingEnabled: false });
    s.seekerSays('Hi.', 'Yes.');
    await s.ok('roleplay.open', { sessionId: session.id });
    const said = await s.ok<RoleplaySession>('roleplay.say', { sessionId: session.id, text: 'What happened?' });
    const turn = said.value.turns.find((t) => t.speaker === 'trainee')!;
    expect(turn.coaching).toBeNull();
    expect(
      (await s.run('roleplay.turnFeedback', { sessionId: session.id, turnIndex: turn.index, locale: 'en' })).error
        ?.code,
    ).toBe('forbidden');
    expect((await s.failure('roleplay.setMode', { sessionId: session.id, mode: 'practice' })).code).toBe('forbidden');
    const restarted = await s.call<RoleplaySession>('roleplay.restart', { sessionId: session.id });
    expect(restarted.mode).toBe('assessment');
    // An instructor may change it.
    await s.as('instructor');
    expect((await s.call<RoleplaySession>('roleplay.setMode', { sessionId: session.id, mode: 'practice' })).mode).toBe(
      'practice',
    );
    expect((await s.failure('roleplay.setCoaching', { sessionId: restarted.id, enabled: true })).code).toBe('conflict');
    await s.call('roleplay.cards.update', { id: s.card.id, defaultMode: 'practice' });
  });

  it('is set by an exercise override over the card default, for trainees it is assigned to', async () => {
    const exercise: Exercise = await s.createExercise({ roleplayMode: 'assessment' });
    expect(exercise.roleplayMode).toBe('assessment');
    await s.as('trainee');
    const inExercise = await start({ exerciseId: exercise.id });
    expect(inExercise).toMatchObject({ mode: 'assessment', exerciseId: exercise.id, coachingEnabled: false });
    const outside = await start();
    expect(outside.mode).toBe('practice');
    await s.as('other');
    expect(
      (await s.failure('roleplay.start', { roleCardId: s.card.id, providerId: 'chat-model', exerciseId: exercise.id }))
        .code,
    ).toBe('forbidden');
    const cardMode = await s.createExercise({ roleplayMode: 'card' });
    await s.as('trainee');
    expect((await start({ exerciseId: cardMode.id })).mode).toBe('practice');
  });
});
