// Stored failures keep their classification: a tagged message reads back as the same failure (kind,
// status, host), an untagged or unknown tag reads as none, and real failing calls (a closed port, a
// 503 from the test chat server) are stored with the right kind, as the services store them.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTaggedFailure, readFailureTag, withFailureTag } from '../../shared/domain/failure-tag';
import { classifyConnectionFailure } from '../../electron/services/judges/connection-failure';
import { streamChat } from '../../electron/services/generation/openai-stream';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer(() => ({ kind: 'error', status: 503, message: 'busy' }));
});
afterAll(async () => server.close());

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** What a streamed chat call to baseUrl throws, stored the way the services store it. */
async function storedMessage(baseUrl: string): Promise<string> {
  const settings = { baseUrl, model: 'm', temperature: 0, maxTokens: 10 };
  try {
    await streamChat(settings, [{ role: 'user', content: 'hi' }], () => undefined, AbortSignal.timeout(5000));
  } catch (error) {
    return withFailureTag(
      `The model did not answer: ${(error as Error).message}`,
      classifyConnectionFailure(error, baseUrl),
    );
  }
  throw new Error('the call did not fail');
}

describe('failure tags', () => {
  it('reads back what was written, and leaves the message readable', () => {
    const message = withFailureTag('HTTP 401 from x', {
      kind: 'unauthorized',
      status: 401,
      host: 'https://api.example.org',
    });
    expect(readFailureTag(message)).toEqual({
      text: 'HTTP 401 from x',
      failure: { kind: 'unauthorized', status: 401, host: 'https://api.example.org' },
    });
    expect(readFailureTag(withFailureTag('late', { kind: 'timeout', status: null, host: null })).failure).toEqual({
      kind: 'timeout',
      status: null,
      host: null,
    });
  });

  it('says nothing for untagged messages, unknown kinds and non-connection failures', () => {
    expect(readFailureTag('The judges did not answer.')).toEqual({ text: 'The judges did not answer.', failure: null });
    expect(readFailureTag('x [connection:gremlins]').failure).toBeNull();
    expect(readFailureTag(null)).toEqual({ text: null, failure: null });
    expect(withFailureTag('parse error', null)).toBe('parse error');
    expect(firstTaggedFailure([null, 'plain', withFailureTag('b', { kind: 'dns', status: null, host: null })])).toEqual(
      {
        kind: 'dns',
        status: null,
        host: null,
      },
    );
  });

  it('stores a refused connection and a 503 with their kinds', async () => {
    const port = await closedPort();
    const refused = readFailureTag(await storedMessage(`http://127.0.0.1:${port}/v1`));
    expect(refused.failure).toEqual({ kind: 'refused', status: null, host: `http://127.0.0.1:${port}` });
    expect(refused.text).toMatch(/^The model did not answer/);
    const busy = readFailureTag(await storedMessage(server.baseUrl));
    expect(busy.failure?.kind).toBe('server_error');
    expect(busy.failure?.status).toBe(503);
  });
});
