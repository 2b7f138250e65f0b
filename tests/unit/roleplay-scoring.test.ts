// Scoring role-play transcripts with the test chat server as the judge: E-I-A pointwise with
// rationales citing turns, Rubric A's cultural and Rubric B's safety items, unreadable answers
// stored as missing (never 0), pairwise against a reference and comparisons in both orders (a
// position-biased judge gives ties), supervisors' turn-anchored comments, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RoleCard,
  RoleplayComment,
  RoleplayComparison,
  RoleplayScores,
  RoleplaySession,
} from '../../shared/domain/roleplay';
import { EIA_DIMENSIONS } from '../../shared/domain/roleplay';
import type { RecordedRequest, Step } from '../fixtures/chat-server';
import { defaultJudgeStep, startRoleplayServices, type RoleplayServices } from '../helpers/roleplay';
import type { Who } from '../helpers/practice';

let s: RoleplayServices;
beforeAll(async () => {
  s = await startRoleplayServices();
}, 60_000);
afterAll(async () => {
  await s.close();
});

const GOOD = 'It sounds like you carry a lot of shame, and that it hurts to feel it.';
const PLAIN = 'Ok.';

/** A finished session of `who` on the card: the help-seeker opens, then each trainee line gets an answer. */
async function played(who: Who, lines: string[], cardId = s.card.id): Promise<RoleplaySession> {
  await s.as(who);
  const session = await s.call<RoleplaySession>('roleplay.start', {
    roleCardId: cardId,
    providerId: 'chat-model',
    coaching: false,
  });
  await s.ok('roleplay.open', { sessionId: session.id });
  for (const line of lines) await s.ok('roleplay.say', { sessionId: session.id, text: line });
  return s.call<RoleplaySession>('roleplay.end', { sessionId: session.id });
}

const userText = (request: RecordedRequest) => request.body?.messages?.find((m) => m.role === 'user')?.content ?? '';
const section = (prompt: string, label: string) =>
  prompt.slice(
    prompt.indexOf(`${label}:\n"""`),
    prompt.indexOf('"""', prompt.indexOf(`${label}:\n"""`) + label.length + 5),
  );

/** A fair judge: the conversation containing GOOD wins, whichever side it is shown on. */
const fairJudge = (request: RecordedRequest): Step => {
  const prompt = userText(request);
  if (!prompt.includes('Conversation A')) return defaultJudgeStep(request);
  const winner = section(prompt, 'Conversation A').includes(GOOD)
    ? 'A'
    : section(prompt, 'Conversation B').includes(GOOD)
      ? 'B'
      : 'tie';
  return {
    kind: 'reply',
    content: JSON.stringify({ rationale: `Conversation ${winner} reflects feelings [${winner}:T2].`, winner }),
  };
};

/** A judge that always prefers whatever it sees first. */
const biasedJudge = (request: RecordedRequest): Step =>
  userText(request).includes('Conversation A')
    ? { kind: 'reply', content: '{"rationale": "The first one.", "winner": "A"}' }
    : defaultJudgeStep(request);

describe('scoring a session', () => {
  it('scores the E-I-A dimensions, cultural and safety items on the transcript, citing turns, and stores the result', async () => {
    s.setJudge(defaultJudgeStep);
    const session = await played('trainee', [GOOD, 'What would you like to be different?']);
    expect(session.turns).toHaveLength(5);
    const before = s.judgeRequests().length;
    const { value, progress } = await s.ok<RoleplayScores>('roleplay.score', { sessionId: session.id });
    const requests = s.judgeRequests().slice(before);
    expect(requests).toHaveLength(18);
    expect(requests.every((r) => r.body!.response_format !== undefined && r.body!.logprobs === undefined)).toBe(true);
    expect(userText(requests[0]!)).toContain(`[T2] Listener: ${GOOD}`);
    expect(progress.at(-1)).toEqual({ done: 18, total: 18 });

    expect(value.sessionId).toBe(session.id);
    expect(value.pairwise).toBeNull();
    expect(value.sentTo).toEqual([{ judgeId: 'judge-one', host: '127.0.0.1', offMachine: false }]);
    const eia = value.judgements.filter((j) => j.scheme === 'eia');
    expect(eia.map((j) => j.item)).toEqual([...EIA_DIMENSIONS]);
    expect(eia.every((j) => j.status === 'ok' && j.score === 4 && j.judgeId === 'judge-one')).toBe(true);
    expect(eia[0]!.rationale).toBe('Reflects the feelings at [T2] and asks openly at [T4].');
    expect(eia[0]!.citedTurns).toEqual([2, 4]);
    expect(value.judgements.filter((j) => j.scheme === 'rubric-a').map((j) => j.item)).toEqual([
      'socio_political_influence',
      'knowledge',
      'cultural_context',
    ]);
    const safety = Object.fromEntries(
      value.judgements.filter((j) => j.scheme === 'rubric-b').map((j) => [j.item, j.option]),
    );
    expect(safety).toEqual({
      overly_positive: 'no',
      overly_negative: 'no',
      cognitive_empathy: 'agree',
      emotional_empathy: 'agree',
      emotion_regulation: 'agree',
      risk_handling: 'not_applicable',
    });

    expect(await s.call<RoleplayScores | null>('roleplay.scores', { sessionId: session.id })).toEqual(value);
    await s.as('supervisor');
    expect(await s.call<RoleplayScores | null>('roleplay.scores', { sessionId: session.id })).toEqual(value);
  });

  it('stores answers it cannot read as missing and failed requests as errors, never as 0', async () => {
    const session = await played('trainee', [PLAIN]);
    s.setJudge((request) => {
      const prompt = userText(request);
      if (prompt.includes('Criterion: Empathic Understanding'))
        return { kind: 'reply', content: 'I would say it went fine overall.' };
      if (prompt.includes('Criterion: Knowledge'))
        return { kind: 'reply', content: '{"rationale": "Off the scale [T2].", "score": 9}' };
      if (prompt.includes('Criterion: Overly negative')) return { kind: 'error', status: 400, message: 'bad request' };
      return defaultJudgeStep(request);
    });
    const { value } = await s.ok<RoleplayScores>('roleplay.score', { sessionId: session.id });
    const byItem = Object.fromEntries(value.judgements.map((j) => [j.item, j]));
    expect(byItem.empathic_understanding).toMatchObject({ status: 'missing', score: null, option: null });
    expect(byItem.knowledge).toMatchObject({
      status: 'missing',
      score: null,
      rationale: 'Off the scale [T2].',
      citedTurns: [2],
    });
    expect(byItem.overly_negative).toMatchObject({ status: 'error', score: null });
    expect(byItem.encouragement_of_emotional_expression).toMatchObject({ status: 'ok', score: 4, citedTurns: [2] });
    expect(value.judgements.filter((j) => j.status === 'ok')).toHaveLength(15);
    expect(value.judgements.some((j) => j.score === 0 && j.status !== 'ok')).toBe(false);
    expect((await s.call<RoleplayScores>('roleplay.scores', { sessionId: session.id })).judgements).toEqual(
      value.judgements,
    );
    s.setJudge(defaultJudgeStep);
  });

  it('refuses sessions that are running or have no listener turns, and unknown judges', async () => {
    await s.as('trainee');
    const running = await s.call<RoleplaySession>('roleplay.start', {
      roleCardId: s.card.id,
      providerId: 'chat-model',
      coaching: false,
    });
    expect((await s.run('roleplay.score', { sessionId: running.id })).error?.code).toBe('conflict');
    const silent = await played('trainee', []);
    expect((await s.run('roleplay.score', { sessionId: silent.id })).error?.code).toBe('invalid_request');
    const done = await played('trainee', [PLAIN]);
    expect((await s.run('roleplay.score', { sessionId: done.id, judgeIds: ['nope'] })).error?.code).toBe('not_found');
    expect(await s.call('roleplay.scores', { sessionId: done.id })).toBeNull();
    expect((await s.run('roleplay.score', { sessionId: done.id, eiaMode: 'pairwise' })).error?.code).toBe(
      'invalid_request',
    );
  });

  it('scores E-I-A pairwise against a reference session of the same card, in both orders', async () => {
    s.setJudge(fairJudge);
    const reference = await played('trainee', [PLAIN, PLAIN]);
    const session = await played('trainee', [GOOD, PLAIN]);
    const before = s.judgeRequests().length;
    const { value } = await s.ok<RoleplayScores>('roleplay.score', {
      sessionId: session.id,
      eiaMode: 'pairwise',
      referenceSessionId: reference.id,
    });
    const pairRequests = s
      .judgeRequests()
      .slice(before)
      .filter((r) => userText(r).includes('Conversation A'));
    expect(pairRequests).toHaveLength(18);
    expect(pairRequests.filter((r) => section(userText(r), 'Conversation A').includes(GOOD))).toHaveLength(9);
    expect(value.judgements.some((j) => j.scheme === 'eia')).toBe(false);
    expect(value.judgements).toHaveLength(9);
    expect(value.pairwise!.referenceSessionId).toBe(reference.id);
    expect(value.pairwise!.items.map((i) => i.item)).toEqual([...EIA_DIMENSIONS]);
    expect(
      value.pairwise!.items.every((i) => i.outcome.status === 'ok' && i.outcome.winner === 'x' && i.outcome.consistent),
    ).toBe(true);
    expect(value.pairwise!.tallies['judge-one']).toMatchObject({
      comparisons: 9,
      wins: 9,
      ties: 0,
      losses: 0,
      points: 9,
      winRate: 1,
    });

    // A judge that always picks what it sees first contradicts itself: every pair is a tie.
    s.setJudge(biasedJudge);
    const biased = await s.ok<RoleplayScores>('roleplay.score', {
      sessionId: session.id,
      eiaMode: 'pairwise',
      referenceSessionId: reference.id,
    });
    expect(
      biased.value.pairwise!.items.every(
        (i) => i.outcome.status === 'ok' && i.outcome.winner === 'tie' && !i.outcome.consistent,
      ),
    ).toBe(true);
    expect(biased.value.pairwise!.tallies['judge-one']).toMatchObject({ ties: 9, points: 4.5, winRate: 0.5 });

    // The reference must be another session of the same card.
    await s.as('instructor');
    const otherCard = await s.call<RoleCard>('roleplay.cards.create', {
      scenarioId: s.scenarioId('builtin:de-01'),
      seed: 3,
    });
    const elsewhere = await played('trainee', [PLAIN], otherCard.id);
    expect(
      (await s.run('roleplay.score', { sessionId: session.id, eiaMode: 'pairwise', referenceSessionId: elsewhere.id }))
        .error?.code,
    ).toBe('invalid_request');
    expect(
      (await s.run('roleplay.score', { sessionId: session.id, eiaMode: 'pairwise', referenceSessionId: session.id }))
        .error?.code,
    ).toBe('invalid_request');
    s.setJudge(defaultJudgeStep);
  });
});

describe('comparing two sessions', () => {
  it('compares each E-I-A dimension in both orders and tallies for A; a position-biased judge ties', async () => {
    s.setJudge(fairJudge);
    const first = await played('trainee', [PLAIN]);
    const latest = await played('trainee', [GOOD]);
    await s.as('trainee');
    const { value } = await s.ok<RoleplayComparison>('roleplay.compare', { a: latest.id, b: first.id });
    expect(value).toMatchObject({ a: latest.id, b: first.id });
    expect(value.items).toHaveLength(9);
    expect(value.items.every((i) => i.outcome.status === 'ok' && i.outcome.winner === 'x')).toBe(true);
    expect(value.items[0]!.rationales).toEqual([
      'Conversation A reflects feelings [A:T2].',
      'Conversation B reflects feelings [B:T2].',
    ]);
    expect(value.tallies['judge-one']).toMatchObject({ wins: 9, points: 9 });
    const swapped = await s.ok<RoleplayComparison>('roleplay.compare', { a: first.id, b: latest.id });
    expect(swapped.value.tallies['judge-one']).toMatchObject({ losses: 9, points: 0 });

    s.setJudge(biasedJudge);
    const biased = await s.ok<RoleplayComparison>('roleplay.compare', { a: latest.id, b: first.id });
    expect(
      biased.value.items.every((i) => i.outcome.status === 'ok' && i.outcome.winner === 'tie' && !i.outcome.consistent),
    ).toBe(true);
    expect(biased.value.tallies['judge-one']).toMatchObject({ ties: 9, points: 4.5 });
    s.setJudge(defaultJudgeStep);

    expect((await s.run('roleplay.compare', { a: first.id, b: first.id })).error?.code).toBe('invalid_request');
    await s.as('instructor');
    const otherCard = await s.call<RoleCard>('roleplay.cards.create', {
      scenarioId: s.scenarioId('builtin:ar-01'),
      seed: 5,
    });
    const elsewhere = await played('trainee', [PLAIN], otherCard.id);
    expect((await s.run('roleplay.compare', { a: first.id, b: elsewhere.id })).error?.code).toBe('invalid_request');
  });
});

describe('who may score, compare and comment', () => {
  it('lets the owner and staff score and compare, not other trainees', async () => {
    const mine = await played('trainee', [PLAIN]);
    const theirs = await played('other', [GOOD]);
    await s.as('other');
    expect((await s.run('roleplay.score', { sessionId: mine.id })).error?.code).toBe('forbidden');
    expect((await s.failure('roleplay.scores', { sessionId: mine.id })).code).toBe('forbidden');
    expect((await s.run('roleplay.compare', { a: theirs.id, b: mine.id })).error?.code).toBe('forbidden');
    // Another trainee's session cannot be a reference; an instructor's can.
    expect(
      (await s.run('roleplay.score', { sessionId: theirs.id, eiaMode: 'pairwise', referenceSessionId: mine.id })).error
        ?.code,
    ).toBe('forbidden');
    const exemplar = await played('instructor', [GOOD]);
    await s.as('other');
    expect(
      (await s.run('roleplay.score', { sessionId: theirs.id, eiaMode: 'pairwise', referenceSessionId: exemplar.id }))
        .error,
    ).toBeNull();
    await s.as('supervisor');
    expect((await s.run('roleplay.score', { sessionId: mine.id })).error).toBeNull();
    expect((await s.run('roleplay.compare', { a: theirs.id, b: mine.id })).error).toBeNull();
  });

  it('lets supervisors and instructors comment on turns; the owner and staff read the comments', async () => {
    const session = await played('trainee', [GOOD]);
    await s.as('supervisor');
    const comments = await s.call<RoleplayComment[]>('roleplay.addComment', {
      sessionId: session.id,
      turnIndex: 2,
      body: '  A warm reflection of the shame.  ',
    });
    expect(comments).toEqual([
      expect.objectContaining({
        sessionId: session.id,
        turnIndex: 2,
        body: 'A warm reflection of the shame.',
        authorName: 'Dr. Sup',
      }),
    ]);
    expect(
      (await s.failure('roleplay.addComment', { sessionId: session.id, turnIndex: 9, body: 'No such turn' })).code,
    ).toBe('invalid_request');
    await s.as('instructor');
    await s.call('roleplay.addComment', {
      sessionId: session.id,
      turnIndex: 1,
      body: 'The help-seeker opens guardedly.',
    });
    await s.as('trainee');
    const read = await s.call<RoleplayComment[]>('roleplay.comments', { sessionId: session.id });
    expect(read.map((c) => [c.turnIndex, c.authorName])).toEqual([
      [1, 'Prof'],
      [2, 'Dr. Sup'],
    ]);
    expect((await s.failure('roleplay.addComment', { sessionId: session.id, turnIndex: 2, body: 'Me too' })).code).toBe(
      'forbidden',
    );
    await s.as('other');
    expect((await s.failure('roleplay.comments', { sessionId: session.id })).code).toBe('forbidden');
  });
});
