// The judge scheduler over real HTTP: retries, give-up, timeouts, concurrency limits, cancellation, progress, cache.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandJobs, type JudgeJob } from '../../electron/services/judges/jobs';
import { countJudgementsByStatus, listJudgementsForTarget } from '../../electron/services/judges/queries';
import type { JobResult, RunProgress } from '../../electron/services/judges/scheduler';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { requireItem } from '../../shared/rubrics/registry';
import { startJudgeHarness, type JudgeHarness } from '../fixtures/chat-server/harness';

const post = '我父母说抑郁症不存在。我每天都很累。';
const texts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    input: { post, reply: `Reply number ${i}: that sounds really hard.`, culture: 'Chinese' },
  }));

let h: JudgeHarness;
beforeEach(async () => (h = await startJudgeHarness()));
afterEach(async () => h.close());

const jobsFor = (n: number, judge = h.judge(), items?: string[]): JudgeJob[] =>
  expandJobs({ judges: [judge], rubric: RUBRIC_A, items, texts: texts(n) });
const judgementOf = (r: JobResult) => {
  if (r.status !== 'done') throw new Error('cancelled');
  return r.judgement;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('retries', () => {
  it('retries 500 and 429 with backoff, honours retry-after-ms, then succeeds', async () => {
    h.server.enqueue(
      { kind: 'error', status: 500 },
      { kind: 'error', status: 429, retryAfterMs: 150 },
      { kind: 'reply', content: '4', logprobs: [{ token: '4', logprob: 0 }] },
    );
    const started = Date.now();
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    const result = report.results[0]!;
    expect(result).toMatchObject({ status: 'done', source: 'judged', attempts: 3 });
    expect(judgementOf(result)).toMatchObject({ status: 'ok', score: 4 });
    expect(h.server.chatRequests()).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    const gap = h.server.chatRequests()[2]!.receivedAt - h.server.chatRequests()[1]!.receivedAt;
    expect(gap).toBeGreaterThanOrEqual(140);
  });

  it('honours Retry-After in seconds', async () => {
    h.server.enqueue(
      { kind: 'error', status: 429, retryAfter: 1 },
      { kind: 'reply', content: '3', logprobs: [{ token: '3', logprob: 0 }] },
    );
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    expect(judgementOf(report.results[0]!).score).toBe(3);
    const [a, b] = h.server.chatRequests();
    expect(b!.receivedAt - a!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('gives up after maxAttempts, stores the error, and asks again on the next run', async () => {
    h.server.handle(() => ({ kind: 'error', status: 503, message: 'overloaded' }));
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    const failed = judgementOf(report.results[0]!);
    expect(failed).toMatchObject({ status: 'error', score: null, option: null });
    expect(failed.errorMessage).toMatch(/HTTP 503.*overloaded.*\(gave up after 3 attempts\)/);
    expect(h.server.chatRequests()).toHaveLength(3);
    expect(report.counts).toMatchObject({ error: 1, ok: 0 });

    // An error is not a cached result: the next run asks again and replaces the row.
    h.server.handle(() => ({ kind: 'reply', logprobs: [{ token: '5', logprob: 0 }] }));
    const again = await h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    const fixed = judgementOf(again.results[0]!);
    expect(fixed).toMatchObject({ status: 'ok', score: 5, errorMessage: null, cacheKey: failed.cacheKey });
    expect(h.server.chatRequests()).toHaveLength(4);
    expect(countJudgementsByStatus(h.db)).toEqual({ ok: 1, missing: 0, error: 0 });
  });

  it('a per-run policy can allow more attempts', async () => {
    h.server.enqueue(...Array.from({ length: 4 }, () => ({ kind: 'error' as const, status: 502 })));
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']), { policy: { maxAttempts: 5 } });
    expect(report.results[0]).toMatchObject({ attempts: 5 });
    expect(judgementOf(report.results[0]!).status).toBe('ok');
  });

  it('retries network errors (connection refused) and then reports them', async () => {
    const judge = h.judge({ baseUrl: `http://127.0.0.1:${await freePort()}/v1` });
    const report = await h.scheduler.run(jobsFor(1, judge, ['empathy']));
    const judgement = judgementOf(report.results[0]!);
    expect(judgement.status).toBe('error');
    expect(judgement.errorMessage).toMatch(/Network error.*gave up after 3 attempts/);
    expect(report.results[0]).toMatchObject({ attempts: 3 });
  });
});

describe('timeouts', () => {
  it('aborts a hanging request after the timeout, retries, then stores a timeout error', async () => {
    h.server.handle(() => ({ kind: 'hang' }));
    const started = Date.now();
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']), {
      policy: { timeoutMs: 150, maxAttempts: 2 },
    });
    const judgement = judgementOf(report.results[0]!);
    expect(judgement.status).toBe('error');
    expect(judgement.errorMessage).toMatch(/No answer within 150 ms.*gave up after 2 attempts/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(3_000);
    await new Promise((r) => setTimeout(r, 30));
    expect(h.server.chatRequests().map((r) => r.aborted)).toEqual([true, true]);
    expect(h.server.inFlight).toBe(0);
  });

  it('a slow answer within the timeout is fine', async () => {
    h.server.setLatency(100);
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']), { policy: { timeoutMs: 2_000 } });
    const judgement = judgementOf(report.results[0]!);
    expect(judgement.status).toBe('ok');
    expect(judgement.latencyMs).toBeGreaterThanOrEqual(95);
  });
});

describe('concurrency', () => {
  it('never has more requests in flight at one provider than its limit', async () => {
    h.server.setLatency(40);
    const judge = h.judge({ maxConcurrency: 3 });
    const active: number[] = [];
    const report = await h.scheduler.run(jobsFor(4, judge), {
      onProgress: () => active.push(h.scheduler.activeRequests(judge.provider.key)),
    }); // 28 jobs
    expect(report.counts).toMatchObject({ total: 28, ok: 28 });
    expect(Math.max(...active)).toBeLessThanOrEqual(3);
    expect(h.scheduler.activeRequests(judge.provider.key)).toBe(0);
    expect(h.server.chatRequests()).toHaveLength(28);
    expect(h.server.maxInFlight).toBe(3);
  });

  it('judges on the same provider share one limit; setConcurrency changes it', async () => {
    h.server.setLatency(30);
    const a = h.judge({ id: 'a', model: 'model-a', maxConcurrency: 2 });
    const b = h.judge({ id: 'b', model: 'model-b', maxConcurrency: 2 });
    await h.scheduler.run(
      expandJobs({ judges: [a, b], rubric: RUBRIC_A, items: ['empathy', 'helpfulness'], texts: texts(3) }),
    );
    expect(h.server.chatRequests()).toHaveLength(12);
    expect(h.server.maxInFlight).toBe(2);

    h.server.reset();
    h.server.setLatency(30);
    h.scheduler.setConcurrency(a.provider.key, 5);
    await h.scheduler.run(jobsFor(2, h.judge({ id: 'c', maxConcurrency: 2 }))); // 14 jobs
    expect(h.server.maxInFlight).toBe(5);
  });

  it('concurrent runs together respect the limit', async () => {
    h.server.setLatency(30);
    const judge = h.judge({ maxConcurrency: 2 });
    await Promise.all([
      h.scheduler.run(jobsFor(2, judge)),
      h.scheduler.run(jobsFor(2, h.judge({ id: 'other', maxConcurrency: 2 }))),
    ]);
    expect(h.server.maxInFlight).toBe(2);
  });
});

describe('cancellation', () => {
  it('stops at once: in-flight requests are aborted, queued jobs never sent, nothing half-stored', async () => {
    h.server.setLatency(80);
    const controller = new AbortController();
    const progress: RunProgress[] = [];
    const report = await h.scheduler.run(jobsFor(3, h.judge({ maxConcurrency: 2 })), {
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (p.done === 2) controller.abort();
      },
    });
    expect(report.cancelled).toBe(true);
    expect(report.counts.done).toBeGreaterThanOrEqual(2);
    expect(report.counts.done).toBeLessThan(21);
    expect(report.counts.cancelled).toBe(21 - report.counts.done);
    const sent = h.server.chatRequests().length;
    expect(sent).toBeLessThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 250));
    expect(h.server.chatRequests()).toHaveLength(sent); // nothing sent after cancelling
    expect(h.server.inFlight).toBe(0);
    const stored = (h.db.prepare('SELECT count(*) AS n FROM judgement').get() as { n: number }).n;
    expect(stored).toBe(report.counts.done);
    expect(progress.at(-1)!.cancelled).toBe(21 - report.counts.done);
  });

  it('cancels during a backoff wait without another request', async () => {
    h.server.handle(() => ({ kind: 'error', status: 429, retryAfter: 30 }));
    const controller = new AbortController();
    // Cancel once the first answer (429, retry in 30 s) has arrived, however slow this machine is.
    const cancelAfterFirst = setInterval(() => {
      if (h.server.chatRequests().length > 0) setTimeout(() => controller.abort(), 50);
    }, 10);
    const started = Date.now();
    const report = await h.scheduler.run(jobsFor(1, undefined, ['empathy']), { signal: controller.signal });
    clearInterval(cancelAfterFirst);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(report.results[0]).toEqual({ index: 0, status: 'cancelled' });
    expect(h.server.chatRequests()).toHaveLength(1);
    expect(countJudgementsByStatus(h.db)).toEqual({ ok: 0, missing: 0, error: 0 });
  });

  it('a run started with an aborted signal sends nothing', async () => {
    const report = await h.scheduler.run(jobsFor(1), { signal: AbortSignal.abort() });
    expect(report.cancelled).toBe(true);
    expect(report.results.every((r) => r.status === 'cancelled')).toBe(true);
    expect(h.server.chatRequests()).toHaveLength(0);
  });
});

describe('cache', () => {
  it('serves an unchanged reply from the store on the second run, with no new requests', async () => {
    const first = await h.scheduler.run(jobsFor(3));
    expect(h.server.chatRequests()).toHaveLength(21);
    const second = await h.scheduler.run(jobsFor(3));
    expect(h.server.chatRequests()).toHaveLength(21);
    expect(second.counts).toMatchObject({ total: 21, done: 21, fromCache: 21 });
    expect(second.results.every((r) => r.status === 'done' && r.source === 'cache' && r.attempts === 0)).toBe(true);
    expect(second.results.map(judgementOf)).toEqual(first.results.map(judgementOf));
  });

  it('asks again only for what changed: the reply text, the judge settings, the item', async () => {
    await h.scheduler.run(jobsFor(2));
    expect(h.server.chatRequests()).toHaveLength(14);
    const changed = texts(2);
    changed[1]!.input.reply += ' Take care.';
    await h.scheduler.run(expandJobs({ judges: [h.judge()], rubric: RUBRIC_A, texts: changed }));
    expect(h.server.chatRequests()).toHaveLength(21);
    await h.scheduler.run(jobsFor(2, h.judge({ model: 'another-model' }), ['empathy']));
    expect(h.server.chatRequests()).toHaveLength(23);
    await h.scheduler.run(jobsFor(2, h.judge({ id: 'another-judge' }), ['empathy']));
    expect(h.server.chatRequests()).toHaveLength(25);
  });

  it('caches missing results too (the same answer would come back), but keys differ per rubric version', async () => {
    h.server.handle(() => ({ kind: 'reply', content: 'Hmm', logprobs: [{ token: 'Hmm', logprob: 0 }] }));
    await h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    const again = await h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    expect(again.results[0]).toMatchObject({ source: 'cache' });
    expect(judgementOf(again.results[0]!).status).toBe('missing');
    expect(h.server.chatRequests()).toHaveLength(1);
    const v2 = { ...RUBRIC_A, version: 2 };
    await h.scheduler.run([{ judge: h.judge(), rubric: v2, itemId: 'empathy', input: texts(1)[0]!.input }]);
    expect(h.server.chatRequests()).toHaveLength(2);
  });

  it('the same text for another target is a cache hit (one judgement per text), found by text hash', async () => {
    const judge = h.judge();
    const input = texts(1)[0]!.input;
    await h.scheduler.run([
      { judge, rubric: RUBRIC_A, itemId: 'empathy', input, target: { type: 'draft_version', id: 1 } },
    ]);
    const again = await h.scheduler.run([
      { judge, rubric: RUBRIC_A, itemId: 'empathy', input, target: { type: 'draft_version', id: 2 } },
    ]);
    expect(again.results[0]).toMatchObject({ source: 'cache' });
    expect(h.server.chatRequests()).toHaveLength(1);
    expect(listJudgementsForTarget(h.db, { type: 'draft_version', id: 1 })).toHaveLength(1);
  });

  it('duplicate jobs in one run share one request', async () => {
    const jobs = [...jobsFor(1, undefined, ['empathy']), ...jobsFor(1, undefined, ['empathy'])];
    const report = await h.scheduler.run(jobs);
    expect(h.server.chatRequests()).toHaveLength(1);
    expect(report.results.map((r) => r.status === 'done' && r.source)).toEqual(['judged', 'shared']);
    expect(judgementOf(report.results[1]!).id).toBe(judgementOf(report.results[0]!).id);
  });

  it('a second run started while the first is still asking (a reload during scoring) shares its requests', async () => {
    h.server.setLatency(150);
    const first = h.scheduler.run(jobsFor(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await h.scheduler.run(jobsFor(2));
    const firstReport = await first;
    const asked = firstReport.results.length;
    expect(h.server.chatRequests()).toHaveLength(asked);
    expect(second.results.every((r) => r.status === 'done' && r.source === 'shared')).toBe(true);
    expect(second.results.map((r) => judgementOf(r).id)).toEqual(firstReport.results.map((r) => judgementOf(r).id));
  });

  it('when the run it shared is cancelled, the later run asks by itself', async () => {
    h.server.setLatency(150);
    const controller = new AbortController();
    const first = h.scheduler.run(jobsFor(1, undefined, ['empathy']), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = h.scheduler.run(jobsFor(1, undefined, ['empathy']));
    controller.abort();
    expect((await first).results[0]!.status).toBe('cancelled');
    const result = (await second).results[0]!;
    expect(result).toMatchObject({ status: 'done', source: 'judged' });
    expect(h.server.chatRequests()).toHaveLength(2);
  });
});

describe('progress and validation', () => {
  it('reports progress from 0 to the total, with the last result', async () => {
    const events: RunProgress[] = [];
    await h.scheduler.run(jobsFor(1), { onProgress: (p) => events.push(p) });
    expect(events[0]).toMatchObject({ done: 0, total: 7, last: null });
    expect(events.map((e) => e.done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(events.at(-1)).toMatchObject({ done: 7, ok: 7, fromCache: 0 });
    expect(events.at(-1)!.last).toMatchObject({ status: 'done' });
    const cached: RunProgress[] = [];
    await h.scheduler.run(jobsFor(1), { onProgress: (p) => cached.push(p) });
    expect(cached.at(-1)).toMatchObject({ done: 7, fromCache: 7 });
  });

  it('refuses invalid jobs before sending anything', async () => {
    const judge = h.judge();
    await expect(
      h.scheduler.run([{ judge, rubric: RUBRIC_A, itemId: 'nope', input: texts(1)[0]!.input }]),
    ).rejects.toThrow(/no item nope/);
    await expect(
      h.scheduler.run([{ judge, rubric: RUBRIC_A, itemId: 'empathy', input: { post, reply: ' ' } }]),
    ).rejects.toThrow();
    await expect(
      h.scheduler.run([
        ...jobsFor(1),
        {
          judge,
          rubric: RUBRIC_A,
          itemId: 'empathy',
          input: texts(1)[0]!.input,
          target: { type: 'response', id: null },
        },
      ]),
    ).rejects.toThrow(/needs an id/);
    expect(() => expandJobs({ judges: [judge], rubric: RUBRIC_A, items: ['nope'], texts: texts(1) })).toThrow(
      /no item nope/,
    );
    expect(h.server.chatRequests()).toHaveLength(0);
  });
});

describe('pairwise through the scheduler', () => {
  const item = requireItem(RUBRIC_A, 'helpfulness');
  const x = 'Maybe talk to your cousin, who went through the same; and the school counsellor speaks Mandarin.';
  const y = 'Stay strong.';
  const replyShownFirst = (content: string) => /Reply A:\n"""\n([\s\S]*?)\n"""/.exec(content)?.[1];

  it('a consistent judge gives a winner; both orders are asked', async () => {
    h.server.handle((req) => {
      const first = replyShownFirst(req.body!.messages![1]!.content);
      return {
        kind: 'reply',
        content: JSON.stringify({ winner: first === x ? 'A' : 'B', rationale: 'More specific.' }),
      };
    });
    const result = await h.scheduler.comparePair({ judge: h.judge(), item, post, x, y, culture: 'Chinese' });
    expect(result.outcome).toEqual({ status: 'ok', winner: 'x', consistent: true, points: { x: 1, y: 0 } });
    expect(h.server.chatRequests()).toHaveLength(2);
    expect(
      h.server
        .chatRequests()
        .map((r) => replyShownFirst(r.body!.messages![1]!.content))
        .sort(),
    ).toEqual([x, y].sort());
    expect(result.xFirst.verdict).toMatchObject({ status: 'ok', verdict: 'first', rationale: 'More specific.' });
  });

  it('a judge that always prefers the first reply is inconsistent: a tie', async () => {
    h.server.handle(() => ({ kind: 'reply', content: 'A' }));
    const result = await h.scheduler.comparePair({ judge: h.judge({ structuredOutput: false }), item, post, x, y });
    expect(result.outcome).toEqual({ status: 'ok', winner: 'tie', consistent: false, points: { x: 0.5, y: 0.5 } });
    expect(h.server.chatRequests()[0]!.body).not.toHaveProperty('response_format');
  });

  it('an unreadable verdict makes the comparison missing, not a loss', async () => {
    h.server.enqueue({ kind: 'reply', content: 'Both are fine really.' }, { kind: 'reply', content: 'B' });
    const result = await h.scheduler.comparePair({ judge: h.judge({ structuredOutput: false }), item, post, x, y });
    expect(result.outcome.status).toBe('missing');
  });
});
