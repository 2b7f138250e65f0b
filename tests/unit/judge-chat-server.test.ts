// The chat-completions test server itself: loopback only, deterministic answers, log-probs on request, recording.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultHandler, startChatServer, topLogprobs, type ChatServer } from '../fixtures/chat-server';

let server: ChatServer;
beforeEach(async () => (server = await startChatServer()));
afterEach(async () => server.close());

const chat = (body: unknown) =>
  fetch(`${server.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const messages = [{ role: 'user', content: 'Rate this. Answer with a digit.' }];

describe('chat server fixture', () => {
  it('listens on 127.0.0.1 on a random port', () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('answers deterministically in the chat-completions format', async () => {
    const a = await (await chat({ model: 'm', messages })).json();
    const b = await (await chat({ model: 'm', messages })).json();
    expect(a.choices[0].message).toEqual({ role: 'assistant', content: '4' });
    expect(a.choices[0].logprobs).toBeNull();
    expect(a.usage).toEqual({ prompt_tokens: 6, completion_tokens: 1 });
    expect({ ...a, id: '' }).toEqual({ ...b, id: '' });
  });

  it('returns the first token top_logprobs only when asked, cut to top_logprobs', async () => {
    server.enqueue({ kind: 'reply', logprobs: topLogprobs({ '3': 0.2, '4': 0.5, '5': 0.3 }) });
    const body = await (await chat({ model: 'm', messages, logprobs: true, top_logprobs: 2, max_tokens: 1 })).json();
    const first = body.choices[0].logprobs.content[0];
    expect(body.choices[0].message.content).toBe('4');
    expect(first.token).toBe('4');
    expect(first.top_logprobs.map((t: { token: string }) => t.token)).toEqual(['4', '5']);
    expect(first.top_logprobs[0].logprob).toBeCloseTo(Math.log(0.5), 12);
  });

  it('scripts errors with Retry-After, raw bodies, computed replies and response_format rejection', async () => {
    server.enqueue(
      { kind: 'error', status: 429, retryAfter: 2, retryAfterMs: 1500 },
      { kind: 'raw', body: 'not json' },
    );
    const limited = await chat({ messages });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.headers.get('retry-after-ms')).toBe('1500');
    expect(await (await chat({ messages })).text()).toBe('not json');
    server.handle((req) => ({ kind: 'reply', content: `echo ${req.body!.model}` }));
    expect((await (await chat({ model: 'x', messages })).json()).choices[0].message.content).toBe('echo x');
    server.setRejectResponseFormat(true);
    const rejected = await chat({ messages, response_format: { type: 'json_schema' } });
    expect(rejected.status).toBe(400);
    expect(await rejected.text()).toMatch(/response_format/);
  });

  it('records requests, counts concurrency, and marks requests the client gave up on', async () => {
    server.setLatency(50);
    await Promise.all([chat({ messages }), chat({ messages }), chat({ messages })]);
    expect(server.maxInFlight).toBe(3);
    expect(server.inFlight).toBe(0);
    server.handle(() => ({ kind: 'hang' }));
    await expect(
      fetch(`${server.baseUrl}/chat/completions`, {
        method: 'POST',
        body: JSON.stringify({ messages }),
        signal: AbortSignal.timeout(50),
      }),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 30));
    expect(server.chatRequests().at(-1)!.aborted).toBe(true);
    expect(
      server
        .chatRequests()
        .slice(0, 3)
        .every((r) => !r.aborted),
    ).toBe(true);
    expect(server.requests.map((r) => r.index)).toEqual([0, 1, 2, 3]);
  });

  it('serves /models, refuses other paths and bodies that are not JSON', async () => {
    expect((await (await fetch(`${server.baseUrl}/models`)).json()).data[0].id).toBe('fixture');
    expect((await fetch(`${server.baseUrl}/embeddings`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', body: '{oops' })).status).toBe(400);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('the default handler answers JSON when the prompt asks for JSON', async () => {
    const step = await defaultHandler({
      index: 0,
      method: 'POST',
      path: '/',
      headers: {},
      rawBody: '',
      receivedAt: 0,
      aborted: false,
      body: { messages: [{ role: 'user', content: 'Answer with JSON' }] },
    });
    expect(step).toEqual({ kind: 'reply', content: '{"score": 4, "rationale": "Warm and specific."}' });
    server.reset();
    expect(server.requests).toHaveLength(0);
  });
});
