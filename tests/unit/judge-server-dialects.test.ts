// The app's real judge and streaming clients against the exact answer shapes of OpenAI, vLLM,
// llama.cpp server, Ollama and LM Studio (tests/fixtures/judge-servers, each citing its source),
// served over real HTTP: G-Eval reads the log-probs where the server has them and the text answer
// where it has none; streamed answers assemble; every error shape is stored as an error (shown as
// "unavailable", never a score) with the status and the server's own message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streamChat } from '../../electron/services/generation/openai-stream';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { topLogprobs } from '../fixtures/chat-server';
import { startJudgeHarness, type JudgeHarness } from '../fixtures/chat-server/harness';
import { DIALECTS, dialectHandler } from '../fixtures/judge-servers';

const input = {
  post: 'Meine Familie versteht nicht, warum ich nicht mehr schlafe.',
  reply: 'Das klingt zermürbend. Was hilft dir im Moment am meisten?',
  culture: 'German',
};
const TOP = topLogprobs({ '4': 0.7, '5': 0.2, '3': 0.1 });
const PIECES = ['Das ', 'klingt ', 'nach ', 'viel. ', 'Was ', 'brauchst ', 'du?'];

let h: JudgeHarness;
beforeEach(async () => (h = await startJudgeHarness()));
afterEach(async () => h.close());

async function judgeOnce(config: Parameters<JudgeHarness['judge']>[0] = {}) {
  const report = await h.scheduler.run([{ judge: h.judge(config), rubric: RUBRIC_A, itemId: 'empathy', input }]);
  const result = report.results[0]!;
  if (result.status !== 'done') throw new Error('cancelled');
  return { judgement: result.judgement, attempts: result.attempts };
}

const stream = (onText: (t: string) => void = () => {}) =>
  streamChat(
    { baseUrl: h.server.baseUrl, model: 'fixture-model', temperature: 0.7, maxTokens: 200 },
    [{ role: 'user', content: 'Hallo' }],
    onText,
    new AbortController().signal,
  );

describe.each(DIALECTS.map((d) => [d.name, d] as const))('%s', (_name, dialect) => {
  it('cites where its shapes come from', () => {
    expect(dialect.sources.length).toBeGreaterThan(0);
    for (const source of dialect.sources) expect(source).toMatch(/^https:\/\//);
  });

  it(
    dialect.logprobs
      ? 'G-Eval: the score is the probability-weighted mean of the top tokens'
      : 'has no log-probs: the judge falls back to reading the text answer',
    async () => {
      h.server.handle(dialectHandler(dialect, { content: '4', top: TOP }));
      const { judgement } = await judgeOnce();
      expect(h.server.chatRequests()[0]!.body).toMatchObject({ logprobs: true, top_logprobs: 20 });
      expect(judgement.status).toBe('ok');
      if (dialect.logprobs) {
        expect(judgement.score).toBeCloseTo(0.7 * 4 + 0.2 * 5 + 0.1 * 3, 5);
        expect(judgement.distribution).not.toBeNull();
        expect(judgement.coverage).toBeCloseTo(1, 5);
      } else {
        expect(judgement.score).toBe(4);
        expect(judgement.distribution).toBeNull();
        expect(judgement.coverage).toBeNull();
      }
    },
  );

  it('structured mode reads the JSON answer', async () => {
    h.server.handle(dialectHandler(dialect, { content: '{"score": 3, "rationale": "Warm, but vague."}', top: TOP }));
    const { judgement } = await judgeOnce({ logprobs: false, structuredOutput: false });
    expect(judgement).toMatchObject({ status: 'ok', score: 3, rationale: 'Warm, but vague.' });
  });

  it('a streamed answer assembles piece by piece, usage read where sent', async () => {
    h.server.handle(dialectHandler(dialect, { content: PIECES.join(''), top: TOP, pieces: PIECES }));
    const seen: string[] = [];
    const result = await stream((t) => seen.push(t));
    expect(result.text).toBe(PIECES.join(''));
    expect(seen).toHaveLength(PIECES.length);
    expect(seen[0]).toBe(PIECES[0]);
    expect(h.server.chatRequests()[0]!.body).toMatchObject({ stream: true });
  });

  it('an error inside the stream is thrown with the server words, not taken for a short answer', async () => {
    const broken = dialect.streamError({ model: 'fixture-model', pieces: PIECES });
    h.server.handle(() => ({ kind: 'stream', writes: broken.writes, contentType: broken.contentType }));
    await expect(stream()).rejects.toThrow(broken.message);
  });

  describe.each(dialect.errors.map((e) => [e.meaning, e] as const))('error: %s', (_meaning, error) => {
    it('is stored as an error (unavailable, never a score) with the status and message', async () => {
      h.server.handle(() => ({ kind: 'raw', status: error.status, body: error.body }));
      const { judgement, attempts } = await judgeOnce();
      expect(judgement.status).toBe('error');
      expect(judgement.score).toBeNull();
      expect(judgement.option).toBeNull();
      expect(judgement.errorMessage).toContain(error.message);
      if (error.status !== 200) expect(judgement.errorMessage).toContain(`HTTP ${error.status}`);
      // Overload and rate limits are asked again; refusals are not.
      expect(attempts).toBe(error.status === 429 || error.status >= 500 ? 3 : 1);
      // Asked again on the next run (an error is never cached as the answer).
      h.server.handle(dialectHandler(dialect, { content: '4', top: TOP }));
      expect((await judgeOnce()).judgement.status).toBe('ok');
    });

    it('the streaming client reports it with the status and the message', async () => {
      h.server.handle(() => ({ kind: 'raw', status: error.status, body: error.body }));
      const failure = stream();
      await expect(failure).rejects.toThrow(error.message);
      if (error.status !== 200) await expect(failure).rejects.toThrow(String(error.status));
    });
  });
});
