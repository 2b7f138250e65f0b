// The OpenAI-compatible judge over real HTTP: request shape, log-prob scoring, structured output and fallback, bad output.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiJudge } from '../../electron/services/judges/openai/judge';
import { listJudgementsForText } from '../../electron/services/judges/queries';
import { expandJobs } from '../../electron/services/judges/jobs';
import { promptHash, textHash } from '../../shared/prompts/hash';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { RUBRIC_B } from '../../shared/rubrics/rubric-b';
import { topLogprobs } from '../fixtures/chat-server';
import { criterionOf, startJudgeHarness, userMessage, type JudgeHarness } from '../fixtures/chat-server/harness';

const post = 'Mein Vater sagt, Therapie ist etwas für Schwache. Ich funktioniere nur noch.';
const reply = 'Das klingt sehr erschöpfend. Du musst nicht immer nur funktionieren.';
const input = { post, reply, culture: 'German' };

let h: JudgeHarness;
beforeEach(async () => (h = await startJudgeHarness()));
afterEach(async () => h.close());

const one = (itemId: string, judge = h.judge(), rubric = RUBRIC_A) => [{ judge, rubric, itemId, input }];
const done = (report: Awaited<ReturnType<JudgeHarness['scheduler']['run']>>, i = 0) => {
  const r = report.results[i]!;
  if (r.status !== 'done') throw new Error('job was cancelled');
  return r;
};

describe('request shape', () => {
  it('log-prob mode posts to {base}/chat/completions with max_tokens 1, temperature 0 and top_logprobs 20', async () => {
    await h.scheduler.run(one('empathy', h.judge({ apiKey: 'sk-test' })));
    const [req] = h.server.chatRequests();
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toMatchObject({
      model: 'fixture-model',
      max_tokens: 1,
      temperature: 0,
      logprobs: true,
      top_logprobs: 20,
    });
    expect(req!.body).not.toHaveProperty('response_format');
    expect(req!.body!.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(criterionOf(req!.body)).toBe('Empathy');
    expect(userMessage(req!.body)).toContain(reply);
  });

  it('sends no Authorization header without an API key, and tolerates a trailing slash in the base URL', async () => {
    await h.scheduler.run(one('empathy', h.judge({ baseUrl: `${h.server.baseUrl}/` })));
    const [req] = h.server.chatRequests();
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBeUndefined();
  });

  it('validates its configuration and says where data goes', () => {
    expect(() => createOpenAiJudge({ id: 'x', baseUrl: 'not a url', model: 'm' })).toThrow();
    expect(() => createOpenAiJudge({ id: 'x', baseUrl: 'ftp://example.org/v1', model: 'm' })).toThrow();
    expect(() => createOpenAiJudge({ id: 'x', baseUrl: 'http://127.0.0.1:1/v1', model: ' ' })).toThrow();
    expect(h.judge().destination).toEqual({ url: `${h.server.baseUrl}/chat/completions`, offMachine: false });
    const remote = createOpenAiJudge({
      id: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-secret',
    });
    expect(remote.destination.offMachine).toBe(true);
    expect(remote.kind).toBe('remote');
    expect(remote.capabilities).toEqual({ logprobs: true, structuredOutput: true, streaming: false, pairwise: true });
    expect(remote.settingsFingerprint).not.toContain('sk-secret');
    expect(remote.provider).toEqual({ key: 'https://api.openai.com/v1', maxConcurrency: 4 });
  });
});

describe('log-prob scoring end to end', () => {
  it('stores the probability-weighted mean, the distribution, tokens, latency and the hash of the exact messages', async () => {
    h.server.enqueue({
      kind: 'reply',
      logprobs: topLogprobs({ '4': 0.7, '5': 0.2, '3': 0.1 }),
      usage: { prompt_tokens: 321, completion_tokens: 1 },
    });
    const report = await h.scheduler.run(one('empathy'));
    const { judgement, source, attempts } = done(report);
    expect(source).toBe('judged');
    expect(attempts).toBe(1);
    expect(judgement.status).toBe('ok');
    expect(judgement.score).toBeCloseTo(0.7 * 4 + 0.2 * 5 + 0.1 * 3, 12); // 4.1
    expect(judgement.option).toBe('4');
    expect(judgement.distribution!['4']).toBeCloseTo(0.7, 12);
    expect(judgement.distribution!['1']).toBe(0);
    expect(judgement.rawOutput).toBe('4');
    expect(judgement.promptTokens).toBe(321);
    expect(judgement.completionTokens).toBe(1);
    expect(judgement.latencyMs).toBeGreaterThanOrEqual(0);
    expect(judgement).toMatchObject({
      judgeId: 'fixture-judge',
      rubricId: 'rubric-a',
      rubricVersion: 1,
      item: 'empathy',
      target: { type: 'text', id: null },
    });
    const [req] = h.server.chatRequests();
    expect(judgement.promptHash).toBe(promptHash(req!.body!.messages as never));
    expect(judgement.textHash).toBe(textHash(reply));
    expect(listJudgementsForText(h.db, textHash(reply))).toEqual([judgement]);
  });

  it('counts " 4" and "4." with "4", and ignores non-option tokens', async () => {
    h.server.enqueue({
      kind: 'reply',
      content: ' 4',
      logprobs: topLogprobs({ ' 4': 0.4, '4.': 0.1, '5': 0.25, The: 0.25 }),
    });
    const { judgement } = done(await h.scheduler.run(one('helpfulness')));
    // valid mass 0.75: 4 -> 0.5/0.75, 5 -> 0.25/0.75 => 4 + 1/3
    expect(judgement.score).toBeCloseTo(4 + 1 / 3, 12);
  });

  it('scores categorical items of Rubric B from letter tokens', async () => {
    h.server.enqueue({ kind: 'reply', logprobs: topLogprobs({ C: 0.8, B: 0.2 }) });
    const { judgement } = done(await h.scheduler.run(one('overly_negative', h.judge(), RUBRIC_B)));
    expect(judgement).toMatchObject({ status: 'ok', option: 'no' });
    expect(judgement.score).toBeCloseTo(0.2, 12);
  });

  it('parses the text when the server sends no log-probs', async () => {
    h.server.enqueue({ kind: 'reply', content: '5' }); // no logprobs in the step: the server omits them
    const { judgement } = done(await h.scheduler.run(one('empathy')));
    expect(judgement).toMatchObject({ status: 'ok', score: 5, option: '5', distribution: null });
  });

  it('is missing, with the raw output kept, when no option is among the top tokens', async () => {
    h.server.enqueue({ kind: 'reply', content: 'The', logprobs: topLogprobs({ The: 0.6, I: 0.3, This: 0.1 }) });
    const { judgement } = done(await h.scheduler.run(one('empathy')));
    expect(judgement).toMatchObject({
      status: 'missing',
      score: null,
      option: null,
      distribution: null,
      rawOutput: 'The',
    });
    expect(judgement.errorMessage).toMatch(/no option/);
  });
});

describe('structured mode', () => {
  const structured = () => h.judge({ logprobs: false });

  it('sends response_format json_schema and stores score and rationale', async () => {
    h.server.enqueue({
      kind: 'reply',
      content: '{"score": 3, "rationale": "Names the exhaustion but stays general."}',
    });
    const { judgement } = done(await h.scheduler.run(one('empathy', structured())));
    expect(judgement).toMatchObject({
      status: 'ok',
      score: 3,
      option: '3',
      rationale: 'Names the exhaustion but stays general.',
    });
    const [req] = h.server.chatRequests();
    expect(req!.body).not.toHaveProperty('logprobs');
    expect(req!.body!.temperature).toBe(0);
    expect(req!.body!.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'rubric_rating', strict: true },
    });
    expect(userMessage(req!.body)).toContain('{"score": <1, 2, 3, 4 or 5>');
  });

  it('asks for the rationale first when configured', async () => {
    h.server.enqueue({ kind: 'reply', content: '{"rationale": "Warm.", "score": 4}' });
    const { judgement } = done(
      await h.scheduler.run(one('empathy', h.judge({ logprobs: false, rationaleFirst: true }))),
    );
    expect(judgement).toMatchObject({ status: 'ok', score: 4, rationale: 'Warm.' });
    const schema = (
      h.server.chatRequests()[0]!.body!.response_format as { json_schema: { schema: { properties: object } } }
    ).json_schema.schema;
    expect(Object.keys(schema.properties)).toEqual(['rationale', 'score']);
  });

  it('falls back to the plain JSON instruction when the server rejects response_format, and remembers it', async () => {
    h.server.setRejectResponseFormat(true);
    h.server.handle(() => ({ kind: 'reply', content: '{"score": 2, "rationale": "Generic."}' }));
    const judge = structured();
    const first = await h.scheduler.run([{ judge, rubric: RUBRIC_A, itemId: 'empathy', input }]);
    const second = await h.scheduler.run([
      { judge, rubric: RUBRIC_A, itemId: 'helpfulness', input: { ...input, reply: 'Another reply.' } },
    ]);
    expect([done(first).judgement.score, done(second).judgement.score]).toEqual([2, 2]);
    const requests = h.server.chatRequests();
    // First job: rejected with response_format, then accepted without. Second job: sent without at once.
    expect(requests.map((r) => r.body!.response_format !== undefined)).toEqual([true, false, false]);
    // The prompt (and so the stored hash) is the same with or without response_format.
    expect(requests[0]!.body!.messages).toEqual(requests[1]!.body!.messages);
    expect(done(first).judgement.promptHash).toBe(promptHash(requests[1]!.body!.messages as never));
  });

  it('never sends response_format to a judge configured without structured output', async () => {
    await h.scheduler.run(one('empathy', h.judge({ logprobs: false, structuredOutput: false })));
    expect(h.server.chatRequests()[0]!.body).not.toHaveProperty('response_format');
  });

  it('garbage is missing with the raw output kept, never 0', async () => {
    h.server.enqueue({ kind: 'reply', content: 'I think this reply is rather lovely overall.' });
    const { judgement } = done(await h.scheduler.run(one('empathy', structured())));
    expect(judgement).toMatchObject({
      status: 'missing',
      score: null,
      rawOutput: 'I think this reply is rather lovely overall.',
    });
    expect(h.db.prepare('SELECT count(*) AS n FROM judgement WHERE score = 0').get()).toEqual({ n: 0 });
  });

  it('a JSON answer with an out-of-range score is missing and keeps its rationale', async () => {
    h.server.enqueue({ kind: 'reply', content: '{"score": 7, "rationale": "Excellent."}' });
    const { judgement } = done(await h.scheduler.run(one('empathy', structured())));
    expect(judgement).toMatchObject({ status: 'missing', score: null, rationale: 'Excellent.' });
  });
});

describe('protocol failures', () => {
  it('a body that is not JSON is an error, kept raw and not retried', async () => {
    h.server.enqueue({ kind: 'raw', body: '<html>proxy error' });
    const { judgement } = done(await h.scheduler.run(one('empathy')));
    expect(judgement).toMatchObject({ status: 'error', score: null, rawOutput: '<html>proxy error' });
    expect(judgement.errorMessage).toMatch(/did not answer with JSON/);
    expect(h.server.chatRequests()).toHaveLength(1);
  });

  it('JSON in the wrong shape is an error', async () => {
    h.server.enqueue({ kind: 'raw', body: '{"choices": []}' });
    const { judgement } = done(await h.scheduler.run(one('empathy')));
    expect(judgement.status).toBe('error');
    expect(judgement.errorMessage).toMatch(/chat-completions format/);
  });

  it('a 401 fails at once without retries', async () => {
    h.server.enqueue({ kind: 'error', status: 401, message: 'Incorrect API key' });
    const { judgement, attempts } = done(await h.scheduler.run(one('empathy')));
    expect(judgement.status).toBe('error');
    expect(judgement.errorMessage).toMatch(/HTTP 401.*Incorrect API key.*gave up after 1 attempt\)/);
    expect(attempts).toBe(1);
    expect(h.server.chatRequests()).toHaveLength(1);
  });
});

describe('a whole rubric', () => {
  it('scores all seven items of Rubric A with per-item answers', async () => {
    const perItem: Record<string, string> = {
      Empathy: '5',
      Helpfulness: '4',
      'Socio-political influence': '2',
      Knowledge: '3',
      'Cultural context': '3',
      Fluency: '5',
      Communication: '4',
    };
    h.server.handle((req) => ({ kind: 'reply', logprobs: [{ token: perItem[criterionOf(req.body)]!, logprob: 0 }] }));
    const jobs = expandJobs({
      judges: [h.judge()],
      rubric: RUBRIC_A,
      texts: [{ input, target: { type: 'response', id: 12 } }],
    });
    const report = await h.scheduler.run(jobs);
    const scores = Object.fromEntries(
      report.results.map((r) => (r.status === 'done' ? [r.judgement.item, r.judgement.score] : ['?', null])),
    );
    expect(scores).toEqual({
      empathy: 5,
      helpfulness: 4,
      socio_political_influence: 2,
      knowledge: 3,
      cultural_context: 3,
      fluency: 5,
      communication: 4,
    });
    expect(report.counts).toMatchObject({ total: 7, done: 7, ok: 7, missing: 0, error: 0, fromCache: 0 });
  });
});
