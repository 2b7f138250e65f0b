// Judging inside the app, over a real chat-completions server: providers and keys, connection test,
// scoring a text and a library response with progress, aggregates, the cache, and role checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JudgeProvider, ScoreResult } from '../../shared/domain/judging';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
let server: ChatServer;
beforeEach(async () => {
  s = await startLibraryServices();
  server = await startChatServer();
});
afterEach(async () => {
  s.cleanup();
  await server.close();
});

async function value<T>(method: string, request: unknown): Promise<T> {
  const result = await s.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

/** Runs a task method through the dispatcher and waits for its result, collecting progress. */
async function task<T>(method: string, request: unknown): Promise<{ value: T; progress: number[] }> {
  const progress: number[] = [];
  let taskId = '';
  const done = new Promise<T>((resolve, reject) =>
    s.tasks.onEvent((event) => {
      if (event.taskId !== taskId) return;
      if (event.type === 'task.progress') progress.push(event.done);
      else if (event.type === 'task.done') resolve(event.value as T);
      else if (event.type === 'task.failed') reject(new Error(event.error.message));
    }),
  );
  taskId = (await value<{ taskId: string }>(method, request)).taskId;
  return { value: await done, progress };
}

const addJudge = (extra: Record<string, unknown> = {}) =>
  value<JudgeProvider>('judges.save', {
    label: 'Lab vLLM',
    baseUrl: server.baseUrl,
    model: 'fixture-model',
    apiKey: 'sk-test-secret-123',
    defaultFor: ['rubric-a'],
    ...extra,
  });

describe('judge providers', () => {
  it('keeps API keys in the encrypted secret store, never in the database or API answers', async () => {
    const judge = await addJudge();
    // No kind given: a server judge, as before local judges existed.
    expect(judge).toMatchObject({
      id: 'lab-vllm',
      kind: 'openai',
      hasApiKey: true,
      destination: { host: '127.0.0.1', offMachine: false },
    });
    expect(JSON.stringify(await value('judges.list', {}))).not.toContain('sk-test');
    expect(JSON.stringify(s.db.prepare('SELECT * FROM judge_provider').all())).not.toContain('sk-test');
    expect(readFileSync(join(s.dataDir, 'secrets.json'), 'utf8')).not.toContain('sk-test');
    expect(await value('secrets.info', {})).toEqual({
      storage: 'encrypted-file',
      why: 'browser-mode',
      unreadableJudges: [],
    });

    await value('judges.test', { id: judge.id });
    expect(server.chatRequests().at(-1)!.headers.authorization).toBe('Bearer sk-test-secret-123');
    const cleared = await value<JudgeProvider>('judges.save', {
      id: judge.id,
      label: 'Lab vLLM',
      baseUrl: server.baseUrl,
      model: 'fixture-model',
      apiKey: null,
    });
    expect(cleared.hasApiKey).toBe(false);
  });

  it('tests a connection and reports a failing one clearly', async () => {
    const judge = await addJudge();
    expect(await value('judges.test', { id: judge.id })).toMatchObject({ ok: true, logprobs: true });
    server.enqueue({ kind: 'error', status: 401, message: 'bad key' });
    const failed = await value<{ ok: boolean; message: string }>('judges.test', { id: judge.id });
    expect(failed.ok).toBe(false);
    expect(failed.message).toMatch(/401/);
  });

  it('only instructors configure judges', async () => {
    await s.profiles.create(s.session.profile, { displayName: 'Sam', role: 'trainee' });
    await s.profiles.switchTo(s.session, s.profiles.list().find((p) => p.displayName === 'Sam')!.id);
    expect(await s.dispatch('judges.save', { label: 'x', baseUrl: server.baseUrl, model: 'm' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});

describe('scoring', () => {
  it('scores a reply on Rubric A with the default judge: G-Eval means, aggregates, progress; the second run is cached', async () => {
    await addJudge();
    const request = {
      rubricId: 'rubric-a',
      input: {
        post: 'Meine Eltern sagen, Therapie ist nur für Schwache.',
        reply: 'Das klingt belastend. Was würde dir helfen?',
        culture: 'German',
      },
    };
    const first = await task<ScoreResult>('judges.score', request);
    expect(first.value.judgements).toHaveLength(7);
    // The fixture server puts 0.7 on "4", 0.2 on "5" and 0.1 on "3": expected value 4.1.
    expect(first.value.judgements.every((j) => j.status === 'ok' && Math.abs(j.score! - 4.1) < 1e-6)).toBe(true);
    expect(first.value.aggregates['lab-vllm']).toMatchObject({
      emo: expect.closeTo(4.1, 6),
      cult: expect.closeTo(4.1, 6),
      all: expect.closeTo(4.1, 6),
    });
    expect(first.value.sentTo).toEqual([{ judgeId: 'lab-vllm', host: '127.0.0.1', offMachine: false }]);
    expect(first.progress.at(-1)).toBe(7);
    const calls = server.chatRequests().length;

    const second = await task<ScoreResult>('judges.score', request);
    expect(second.value.judgements.every((j) => j.fromCache)).toBe(true);
    expect(server.chatRequests().length).toBe(calls);
    // Never the profile name.
    expect(JSON.stringify(server.chatRequests().map((r) => r.body))).not.toContain('Prof');
  });

  it('scores a library response, keeps unparseable answers as missing (never 0), and needs a judge', async () => {
    const response = (s.db.prepare("SELECT id FROM response WHERE strategy = 'cga' LIMIT 1").get() as { id: number })
      .id;
    expect(await s.dispatch('judges.score', { rubricId: 'rubric-b', input: { responseId: response } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const judge = await addJudge({ defaultFor: [] });
    server.handle(() => ({ kind: 'reply', content: 'I would rather not say.' }));
    const result = await task<ScoreResult>('judges.score', {
      rubricId: 'rubric-b',
      judgeIds: [judge.id],
      input: { responseId: response },
    });
    expect(result.value.judgements.length).toBe(8);
    expect(result.value.judgements.every((j) => j.status === 'missing' && j.score === null)).toBe(true);
    const stored = s.db
      .prepare("SELECT count(*) AS n FROM judgement WHERE status = 'missing' AND raw_output IS NOT NULL")
      .get();
    expect(stored).toEqual({ n: 8 });
  });
});
