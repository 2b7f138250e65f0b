// Role-play sessions against the test chat server scripted as the help-seeker: the opening message
// and answers streamed, coaching on each trainee turn (and none when switched off), the end marker,
// the turn cap, pause/resume/end, restart, a failed model call and its retry, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCard, RoleplaySession } from '../../shared/domain/roleplay';
import { END_MARKER } from '../../shared/roleplay/end-marker';
import { CLOSING_DIRECTION, OPENING_DIRECTION } from '../../shared/roleplay/seeker-prompt';
import { upsertProvider } from '../../electron/services/judges/providers';
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
const say = (sessionId: number, text: string) => s.ok<RoleplaySession>('roleplay.say', { sessionId, text });
const open = (sessionId: number) => s.ok<RoleplaySession>('roleplay.open', { sessionId });

const REFLECTION =
  'It sounds like you feel ashamed of who you are, and angry that you feel that way. Have you been able to talk to your mum about the preschool training?';

describe('a role-play session', () => {
  it('streams the opening and the answers, coaches each trainee turn, and ends at the marker', async () => {
    await s.as('trainee');
    const session = await start();
    expect(session).toMatchObject({
      status: 'active',
      endReason: null,
      turnCap: 12,
      coachingEnabled: true,
      turns: [],
      restartOf: null,
      providerId: 'chat-model',
    });
    expect(session.roleCard).toEqual(s.card);
    expect(session.destination).toEqual({ host: '127.0.0.1', offMachine: false });

    s.seekerSays({
      kind: 'reply',
      content: "Hi. I don't really know where to start. My family thinks I'm too soft.",
      chunkDelayMs: 2,
    });
    const opened = await open(session.id);
    expect(opened.value.turns).toEqual([
      expect.objectContaining({
        index: 1,
        speaker: 'seeker',
        text: "Hi. I don't really know where to start. My family thinks I'm too soft.",
        coaching: null,
      }),
    ]);
    const streamed = opened.outputs.filter((o) => o.key === 'seeker').map((o) => o.text);
    expect(streamed.length).toBeGreaterThan(5);
    expect(streamed[0]!.length).toBeLessThan(streamed.at(-1)!.length);
    expect(streamed.at(-1)).toBe(opened.value.turns[0]!.text);

    const openingRequest = s.seekerRequests().at(-1)!.body!;
    expect(openingRequest).toMatchObject({ model: 'fixture-seeker', stream: true });
    expect(openingRequest.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(openingRequest.messages![0]!.content).toContain('Malaysian Chinese guy here');
    expect(openingRequest.messages![0]!.content).toContain('Always write in English');
    expect(openingRequest.messages![1]!.content).toBe(OPENING_DIRECTION);

    // Opening again once the help-seeker has spoken asks nothing and changes nothing.
    const requestsBefore = s.seekerRequests().length;
    expect((await open(session.id)).value.turns).toHaveLength(1);
    expect(s.seekerRequests()).toHaveLength(requestsBefore);

    s.seekerSays('Not really. She just tells me to be more like a man.');
    const first = await say(session.id, REFLECTION);
    expect(first.value.turns.map((t) => [t.index, t.speaker])).toEqual([
      [1, 'seeker'],
      [2, 'trainee'],
      [3, 'seeker'],
    ]);
    const coaching = first.value.turns[1]!.coaching!;
    expect(coaching.sentences).toHaveLength(2);
    expect(coaching.sentences[1]!.strategy).toBe('Questions');
    expect(coaching.spans.length).toBe(12);
    expect(coaching.spans.filter((sp) => sp.engaged).map((sp) => sp.phrase)).toEqual(
      expect.arrayContaining(['also angry that I feel ashamed']),
    );
    expect(first.value.turns[2]!.coaching).toBeNull();
    const conversation = s.seekerRequests().at(-1)!.body!.messages!;
    expect(conversation.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(conversation.at(-1)!.content).toBe(REFLECTION);

    s.seekerSays({
      kind: 'reply',
      content: `Thank you. Maybe I will try talking to her again this weekend.\n${END_MARKER}`,
      chunkDelayMs: 1,
    });
    const last = await say(session.id, 'That sounds like a brave step. I am glad you told me.');
    expect(last.value).toMatchObject({ status: 'ended', endReason: 'natural' });
    expect(last.value.turns.at(-1)!.text).toBe('Thank you. Maybe I will try talking to her again this weekend.');
    expect(last.outputs.every((o) => !o.text.includes('['))).toBe(true);

    const refused = await s.run('roleplay.say', { sessionId: session.id, text: 'Are you still there?' });
    expect(refused.error).toMatchObject({ code: 'conflict', details: { status: 'ended' } });

    // The stored transcript replays exactly.
    const replay = await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id });
    expect(replay.turns.map((t) => t.text)).toEqual(last.value.turns.map((t) => t.text));
    expect(replay.turns[1]!.coaching).toEqual(coaching);
  }, 60_000);

  it('lets the help-seeker close at the turn cap', async () => {
    await s.as('trainee');
    const session = await start({ turnCap: 2 });
    await open(session.id);
    const one = await say(session.id, 'Hello, I am here to listen.');
    expect(one.value.status).toBe('active');
    expect(s.seekerRequests().at(-1)!.body!.messages!.at(-1)!.content).not.toContain(CLOSING_DIRECTION);
    s.seekerSays('I have to go now. Thank you for listening.');
    const two = await say(session.id, 'What would help you most right now?');
    expect(s.seekerRequests().at(-1)!.body!.messages!.at(-1)!.content).toBe(
      `What would help you most right now?\n\n${CLOSING_DIRECTION}`,
    );
    expect(two.value).toMatchObject({ status: 'ended', endReason: 'turn_cap' });
    expect(two.value.turns.filter((t) => t.speaker === 'trainee')).toHaveLength(2);
    expect(two.value.turns.at(-1)).toMatchObject({
      speaker: 'seeker',
      text: 'I have to go now. Thank you for listening.',
    });
  });

  it('pauses, resumes and ends, refusing what the state does not allow', async () => {
    await s.as('trainee');
    const session = await start({ coaching: false });
    await open(session.id);
    expect((await s.call<RoleplaySession>('roleplay.pause', { sessionId: session.id })).status).toBe('paused');
    expect((await s.run('roleplay.say', { sessionId: session.id, text: 'Hello?' })).error).toMatchObject({
      code: 'conflict',
      details: { status: 'paused' },
    });
    expect((await s.run('roleplay.open', { sessionId: session.id })).error?.code).toBe('conflict');
    expect((await s.failure('roleplay.pause', { sessionId: session.id })).code).toBe('conflict');
    expect((await s.call<RoleplaySession>('roleplay.resume', { sessionId: session.id })).status).toBe('active');
    expect((await s.failure('roleplay.resume', { sessionId: session.id })).code).toBe('conflict');
    await say(session.id, 'Tell me more.');
    const ended = await s.call<RoleplaySession>('roleplay.end', { sessionId: session.id });
    expect(ended).toMatchObject({ status: 'ended', endReason: 'trainee' });
    expect((await s.failure('roleplay.end', { sessionId: session.id })).code).toBe('conflict');
    expect((await s.failure('roleplay.pause', { sessionId: session.id })).code).toBe('conflict');
    expect((await s.failure('roleplay.resume', { sessionId: session.id })).code).toBe('conflict');
    expect(ended.turns).toHaveLength(3);
  });

  it('restarts on the same card snapshot and settings, ending the old session', async () => {
    await s.as('trainee');
    const session = await start({ turnCap: 5, coaching: false });
    await open(session.id);
    // The instructor changes the card meanwhile: the restart still plays the version the session had.
    await s.as('instructor');
    const changed = await s.call<RoleCard>('roleplay.cards.update', {
      id: s.card.id,
      attributes: { trust: s.card.attributes.trust === 'low' ? 'open' : 'low' },
    });
    expect(changed.version).toBeGreaterThan(s.card.version);
    await s.as('trainee');
    const restarted = await s.call<RoleplaySession>('roleplay.restart', { sessionId: session.id });
    expect(restarted).toMatchObject({
      restartOf: session.id,
      status: 'active',
      turnCap: 5,
      coachingEnabled: false,
      providerId: 'chat-model',
      turns: [],
    });
    expect(restarted.id).not.toBe(session.id);
    expect(restarted.roleCard).toEqual(session.roleCard);
    expect((await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id })).endReason).toBe('trainee');
    // A new session starts from the card as it is now.
    expect((await start()).roleCard.version).toBe(changed.version);
    await s.as('instructor');
    await s.call('roleplay.cards.update', { id: s.card.id, attributes: { trust: s.card.attributes.trust } });
  });

  it('keeps the trainee turn when the model fails, and asks again through roleplay.open', async () => {
    await s.as('trainee');
    const session = await start();
    const opening = (await open(session.id)).value.turns[0]!.text;
    s.seekerSays({ kind: 'error', status: 500, message: 'model overloaded' });
    const failed = await s.run<RoleplaySession>('roleplay.say', {
      sessionId: session.id,
      text: 'How are you feeling today?',
    });
    expect(failed.error).toMatchObject({
      code: 'internal',
      details: { reason: 'model_failed', turnSaved: true, retry: 'roleplay.open' },
    });
    expect(failed.error!.message).toMatch(/500/);
    let stored = await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id });
    expect(stored.status).toBe('active');
    expect(stored.turns.map((t) => t.speaker)).toEqual(['seeker', 'trainee']);
    // Coaching was still added to the stored turn.
    await expect
      .poll(async () => (await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id })).turns[1]!.coaching)
      .not.toBeNull();

    // Writing more before the answer is refused; asking again gets the answer.
    expect((await s.run('roleplay.say', { sessionId: session.id, text: 'Hello?' })).error).toMatchObject({
      code: 'conflict',
      details: { reason: 'awaiting_reply' },
    });
    s.seekerSays('Tired. Very tired.');
    const retried = await open(session.id);
    expect(retried.value.turns.map((t) => [t.speaker, t.text])).toEqual([
      ['seeker', opening],
      ['trainee', 'How are you feeling today?'],
      ['seeker', 'Tired. Very tired.'],
    ]);
    expect(s.seekerRequests().at(-1)!.body!.messages!.at(-1)!.content).toBe('How are you feeling today?');

    // An answer with no text at all is a failure too.
    s.seekerSays('   ');
    const empty = await s.run('roleplay.say', { sessionId: session.id, text: 'Go on.' });
    expect(empty.error).toMatchObject({ code: 'internal', details: { retry: 'roleplay.open' } });
    stored = await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id });
    expect(stored.turns.at(-1)!.speaker).toBe('trainee');
  }, 60_000);

  it('keeps the trainee turn when the answer is cancelled, and refuses a second answer while one is on its way', async () => {
    await s.as('trainee');
    const session = await start({ coaching: false });
    await open(session.id);
    s.seekerSays({ kind: 'hang' });
    const before = s.seekerRequests().length;
    const started = await s.dispatch('roleplay.say', { sessionId: session.id, text: 'Take your time.' });
    const taskId = (started.ok && (started.value as { taskId: string }).taskId) || '';
    const failed = new Promise<string>((resolve) => {
      const off = s.tasks.onEvent((event) => {
        if (event.taskId === taskId && (event.type === 'task.failed' || event.type === 'task.done')) {
          off();
          resolve(event.type === 'task.failed' ? event.error.code : 'done');
        }
      });
    });
    await expect.poll(() => s.seekerRequests().length).toBe(before + 1);
    expect((await s.run('roleplay.open', { sessionId: session.id })).error).toMatchObject({
      code: 'conflict',
      details: { reason: 'answering' },
    });
    expect((await s.failure('roleplay.restart', { sessionId: session.id })).code).toBe('conflict');
    expect(await s.call('tasks.cancel', { taskId })).toEqual({ cancelled: true });
    expect(await failed).toBe('cancelled');
    const stored = await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id });
    expect(stored.turns.map((t) => t.speaker)).toEqual(['seeker', 'trainee']);
    s.seekerSays('Thank you for waiting.');
    expect((await open(session.id)).value.turns.at(-1)!.text).toBe('Thank you for waiting.');
  });

  it('has coaching switched off by the instructor, and stores none while it is off', async () => {
    await s.as('trainee');
    const session = await start({ coaching: false });
    await open(session.id);
    const off = await say(session.id, REFLECTION);
    expect(off.value.turns[1]!.coaching).toBeNull();
    expect((await s.failure('roleplay.setCoaching', { sessionId: session.id, enabled: true })).code).toBe('forbidden');
    await s.as('instructor');
    expect(
      (await s.call<RoleplaySession>('roleplay.setCoaching', { sessionId: session.id, enabled: true })).coachingEnabled,
    ).toBe(true);
    await s.as('trainee');
    const on = await say(session.id, REFLECTION);
    expect(on.value.turns[1]!.coaching).toBeNull();
    expect(on.value.turns[3]!.coaching!.sentences.length).toBe(2);
  }, 60_000);

  it('needs a server model, and shows each trainee only their own sessions', async () => {
    await s.as('trainee');
    expect((await s.failure('roleplay.start', { roleCardId: s.card.id, providerId: 'nope' })).code).toBe('not_found');
    upsertProvider(s.db, {
      id: 'in-app',
      label: 'In-app judge',
      kind: 'local',
      baseUrl: '',
      model: 'tiny',
      logprobs: true,
      structuredOutput: false,
      rationaleFirst: false,
      maxConcurrency: 1,
      defaultFor: [],
    });
    const local = await s.failure('roleplay.start', { roleCardId: s.card.id, providerId: 'in-app' });
    expect(local.code).toBe('invalid_request');
    expect(local.message).toMatch(/cannot hold a conversation/);
    expect((await s.failure('roleplay.start', { roleCardId: 9999, providerId: 'chat-model' })).code).toBe('not_found');

    const mine = await start();
    await s.as('other');
    expect((await s.failure('roleplay.get', { sessionId: mine.id })).code).toBe('forbidden');
    expect((await s.run('roleplay.say', { sessionId: mine.id, text: 'Hi' })).error?.code).toBe('forbidden');
    expect((await s.run('roleplay.open', { sessionId: mine.id })).error?.code).toBe('forbidden');
    expect((await s.failure('roleplay.end', { sessionId: mine.id })).code).toBe('forbidden');
    expect((await s.failure('roleplay.restart', { sessionId: mine.id })).code).toBe('forbidden');
    expect((await s.failure('roleplay.sessions', { profileId: s.ids.trainee })).code).toBe('forbidden');
    const theirs = await start();
    expect((await s.call<RoleplaySession[]>('roleplay.sessions', {})).map((x) => x.id)).toEqual([theirs.id]);

    // Staff see everyone's sessions, filtered by profile or card; they may read but not play them.
    await s.as('supervisor');
    const all = await s.call<RoleplaySession[]>('roleplay.sessions', {});
    expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const trainees = await s.call<RoleplaySession[]>('roleplay.sessions', {
      profileId: s.ids.trainee,
      roleCardId: s.card.id,
    });
    expect(trainees.every((x) => x.profileId === s.ids.trainee)).toBe(true);
    expect(trainees.map((x) => x.id)).toContain(mine.id);
    expect((await s.call<RoleplaySession>('roleplay.get', { sessionId: mine.id })).id).toBe(mine.id);
    expect((await s.failure('roleplay.pause', { sessionId: mine.id })).code).toBe('forbidden');
  });
});
