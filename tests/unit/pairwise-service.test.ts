// Pairwise judging in the app over a real chat-completions server: both orders asked, a consistent
// preference wins, position bias becomes a tie, results are stored and reused, roles and errors.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PairCompareResult } from '../../shared/domain/pairwise';
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

/** The Standard and +cga responses of a built-in scenario. */
function pair(uid = 'builtin:de-02') {
  const scenario = s.db.prepare('SELECT id FROM scenario WHERE uid = ?').get(uid) as { id: number };
  const id = (strategy: string) =>
    (
      s.db
        .prepare("SELECT id FROM response WHERE scenario_id = ? AND strategy = ? AND kind = 'exemplar'")
        .get(scenario.id, strategy) as { id: number }
    ).id;
  const text = (rid: number) =>
    (s.db.prepare('SELECT text FROM response WHERE id = ?').get(rid) as { text: string }).text;
  return { standard: id('standard'), cga: id('cga'), text };
}

/** A judge that prefers whichever reply contains `marker`, wherever it is shown. */
function prefer(marker: string) {
  server.handle((request) => {
    const prompt = request.body?.messages?.at(-1)?.content ?? '';
    const a = prompt.indexOf('Reply A');
    const b = prompt.indexOf('Reply B');
    const at = prompt.indexOf(marker);
    const winner = at > a && (b < 0 || at < b) ? 'A' : 'B';
    return {
      kind: 'reply',
      content: JSON.stringify({ winner, rationale: `Reply ${winner} names the family pressure.` }),
    };
  });
}

const items = ['empathy', 'cultural_context'];

describe('pairwise judging', () => {
  beforeEach(async () => {
    await value('judges.save', {
      label: 'Lab vLLM',
      baseUrl: server.baseUrl,
      model: 'fixture-model',
      defaultFor: ['rubric-a'],
    });
  });

  it('asks both orders, counts a consistent preference as a win and stores it', async () => {
    const { standard, cga, text } = pair();
    prefer(text(cga).slice(0, 40));
    const { value: result, progress } = await task<PairCompareResult>('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: cga },
      y: { responseId: standard },
      items,
    });
    expect(server.chatRequests()).toHaveLength(4);
    expect(progress.at(-1)).toBe(2);
    expect(result.comparisons.map((c) => c.item)).toEqual(items);
    for (const c of result.comparisons) {
      expect(c.outcome).toMatchObject({ status: 'ok', winner: 'x', consistent: true });
      expect(c.xFirst.verdict).toBe('first');
      expect(c.yFirst.verdict).toBe('second');
      expect(c.xFirst.rationale).toContain('family pressure');
    }
    expect(result.tallies['lab-vllm']).toMatchObject({ comparisons: 2, wins: 2, points: 2 });
    expect(result.sentTo).toEqual([{ judgeId: 'lab-vllm', host: '127.0.0.1', offMachine: false }]);
    expect(s.db.prepare('SELECT count(*) AS n FROM pairwise_comparison').get()).toEqual({ n: 2 });

    const again = await task<PairCompareResult>('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: cga },
      y: { responseId: standard },
      items,
    });
    expect(server.chatRequests()).toHaveLength(4);
    expect(again.value.comparisons.every((c) => c.fromCache)).toBe(true);
  });

  it('counts a judge that always picks the first reply as a tie', async () => {
    const { standard, cga } = pair();
    server.handle(() => ({ kind: 'reply', content: '{"winner": "A", "rationale": "The first one."}' }));
    const { value: result } = await task<PairCompareResult>('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: cga },
      y: { responseId: standard },
      items: ['empathy'],
    });
    expect(result.comparisons[0]!.outcome).toMatchObject({ status: 'ok', winner: 'tie', consistent: false });
    expect(result.tallies['lab-vllm']).toMatchObject({ ties: 1, points: 0.5 });
  });

  it('keeps an unreadable verdict as missing (never a win or a loss) and asks again next time', async () => {
    const { standard, cga } = pair();
    server.handle(() => ({ kind: 'reply', content: 'I cannot decide between these.' }));
    const { value: result } = await task<PairCompareResult>('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: cga },
      y: { responseId: standard },
      items: ['empathy'],
    });
    expect(result.comparisons[0]!.outcome.status).toBe('missing');
    expect(result.tallies['lab-vllm']).toMatchObject({ missing: 1, points: 0 });
    await task('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: cga },
      y: { responseId: standard },
      items: ['empathy'],
    });
    expect(server.chatRequests().length).toBeGreaterThan(2);
  });

  it('refuses replies to different posts, the same reply twice, and trainees', async () => {
    const a = pair('builtin:de-02');
    const b = pair('builtin:zh-03');
    const bad = await s.dispatch('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: a.cga },
      y: { responseId: b.cga },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const same = await s.dispatch('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: a.cga },
      y: { responseId: a.cga },
    });
    expect(same).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const trainee = await s.profiles.create(s.session.profile, { displayName: 'Tam', role: 'trainee' });
    await s.profiles.switchTo(s.session, trainee.id);
    const denied = await s.dispatch('judges.compare', {
      rubricId: 'rubric-a',
      x: { responseId: a.cga },
      y: { responseId: a.standard },
    });
    expect(denied).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
