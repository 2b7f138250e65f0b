// Connection failures classified from real calls: a closed port (refused), an unknown host name, TLS
// spoken to a plain HTTP server, and the test chat server answering 401, 403, 404, 429, 500, not
// answering at all (timeout) or answering something else than chat completions.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFailureOf } from '../../shared/domain/connection-failure';
import { classifyConnectionFailure } from '../../electron/services/judges/connection-failure';
import { classifyAttemptError, JudgeRequestError } from '../../electron/services/judges/errors';
import { createOpenAiJudge } from '../../electron/services/judges/openai/judge';
import { streamChat } from '../../electron/services/generation/openai-stream';
import { startChatServer, type ChatServer, type Step } from '../fixtures/chat-server';

let server: ChatServer;
let next: Step = { kind: 'reply', content: '3' };
beforeAll(async () => {
  server = await startChatServer(() => next);
});
afterAll(async () => server.close());

/** A port that was just free: nothing listens on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** What one judge call to baseUrl throws, classified. */
async function judgeFailure(baseUrl: string, timeoutMs = 5_000) {
  const judge = createOpenAiJudge({ id: 'probe', baseUrl, model: 'fixture', logprobs: false, structuredOutput: false });
  try {
    await judge.complete(
      { messages: [{ role: 'user', content: 'Reply 3.' }], mode: 'text' },
      AbortSignal.timeout(timeoutMs),
    );
  } catch (error) {
    return classifyConnectionFailure(error, baseUrl);
  }
  throw new Error('the call did not fail');
}

describe('classifyConnectionFailure', () => {
  it('says the connection was refused when nothing listens on the port', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    expect(await judgeFailure(url)).toEqual({ kind: 'refused', status: null, host: new URL(url).origin });
  });

  it('says the name was not found for an unknown host', async () => {
    expect((await judgeFailure('http://judge.culturecare.invalid/v1'))?.kind).toBe('dns');
  });

  it('says TLS failed when https meets a server that does not speak it', async () => {
    const url = server.baseUrl.replace('http://', 'https://');
    expect((await judgeFailure(url))?.kind).toBe('tls');
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'model_not_found'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [503, 'server_error'],
  ] as const)('reads HTTP %i as %s', async (status, kind) => {
    next = { kind: 'error', status, message: 'no' };
    expect(await judgeFailure(server.baseUrl)).toEqual({ kind, status, host: new URL(server.baseUrl).origin });
  });

  it('says the server took too long when it never answers', async () => {
    next = { kind: 'hang' };
    expect((await judgeFailure(server.baseUrl, 300))?.kind).toBe('timeout');
  });

  it('says the answer was not chat completions', async () => {
    next = { kind: 'raw', status: 200, body: '<html>a login page</html>', contentType: 'text/html' };
    expect((await judgeFailure(server.baseUrl))?.kind).toBe('bad_response');
  });

  it('keeps the network code through the retry layer and the timeout of an attempt', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const run = new AbortController().signal;
    let raw: unknown;
    try {
      await fetch(url);
    } catch (error) {
      raw = error;
    }
    const typed = classifyAttemptError(raw, run, new AbortController().signal, 1000);
    expect(classifyConnectionFailure(typed, url)?.kind).toBe('refused');
    const timedOut = new AbortController();
    timedOut.abort();
    expect(classifyConnectionFailure(classifyAttemptError(raw, run, timedOut.signal, 1000))?.kind).toBe('timeout');
  });

  it('classifies streamed generation calls the same way', async () => {
    next = { kind: 'error', status: 404, message: 'model "x" not found' };
    const settings = { baseUrl: server.baseUrl, model: 'x', temperature: 0, maxTokens: 10 };
    const failure = await streamChat(
      settings,
      [{ role: 'user', content: 'hi' }],
      () => {},
      AbortSignal.timeout(5000),
    ).then(
      () => null,
      (error: unknown) => classifyConnectionFailure(error, server.baseUrl),
    );
    expect(failure?.kind).toBe('model_not_found');
  });

  it('leaves other errors unclassified', () => {
    expect(classifyConnectionFailure(new Error('a bug'))).toBeNull();
    expect(classifyConnectionFailure(new JudgeRequestError('http', 'HTTP 400', { status: 400 }))).toBeNull();
  });
});

describe('connectionFailureOf', () => {
  it('reads a failure from API error details and ignores anything else', () => {
    const failure = { kind: 'refused', status: null, host: 'http://127.0.0.1:1' };
    expect(connectionFailureOf({ reason: 'model_failed', connection: failure })).toEqual(failure);
    expect(connectionFailureOf({ connection: { kind: 'nonsense' } })).toBeNull();
    expect(connectionFailureOf(undefined)).toBeNull();
  });
});
