// Browser mode's access token: a cookie named by port (two instances side by side), the query-string
// token only on a page load (never on API calls or files), and a malformed address answered with 400.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { startTestServices } from '../helpers/services';
import { makeTempDir } from '../helpers/temp-dir';

let first: ReturnType<typeof startTestServices>;
let second: ReturnType<typeof startTestServices>;
let a: WebHost;
let b: WebHost;
let renderer: ReturnType<typeof makeTempDir>;

beforeEach(async () => {
  first = startTestServices();
  second = startTestServices();
  renderer = makeTempDir();
  writeFileSync(join(renderer.path, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(renderer.path, 'assets'));
  writeFileSync(join(renderer.path, 'assets', 'app.js'), 'console.log(1)');
  a = await startWebHost({ services: first, rendererDir: renderer.path });
  b = await startWebHost({ services: second, rendererDir: renderer.path });
});
afterEach(async () => {
  await a.close();
  await b.close();
  first.cleanup();
  second.cleanup();
  renderer.remove();
});

const cookieOf = async (host: WebHost) => {
  const res = await fetch(host.url, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('set-cookie')!.split(';')[0]!;
};

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise it). */
const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { Host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end();
  });

describe('browser-mode token', () => {
  it('names the cookie by port, so two instances on one computer keep both signed in', async () => {
    const cookieA = await cookieOf(a);
    const cookieB = await cookieOf(b);
    expect(cookieA.startsWith(`culturecare_token_${a.port}=`)).toBe(true);
    expect(cookieB.startsWith(`culturecare_token_${b.port}=`)).toBe(true);
    // The browser sends every 127.0.0.1 cookie to both ports; each host must find its own.
    const both = `${cookieB}; ${cookieA}`;
    for (const host of [a, b]) {
      const res = await fetch(`http://127.0.0.1:${host.port}/api/call/profiles.list`, {
        method: 'POST',
        headers: { Cookie: both, 'X-CultureCare': '1', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(200);
    }
  });

  it('accepts the query-string token on a page load only, never on API calls or files', async () => {
    const api = await fetch(`http://127.0.0.1:${a.port}/api/call/profiles.list?token=${a.token}`, {
      method: 'POST',
      headers: { 'X-CultureCare': '1', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(401);
    const events = await fetch(`http://127.0.0.1:${a.port}/api/events?token=${a.token}`);
    expect(events.status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${a.port}/assets/app.js?token=${a.token}`)).status).toBe(401);
    // The page itself hands the token to the cookie and drops it from the address.
    const page = await fetch(`http://127.0.0.1:${a.port}/?token=${a.token}`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/');
  });

  it('tells a tab left open across a restart that its token is from an earlier run', async () => {
    const cookieA = await cookieOf(a);
    // Host b plays the new run: a's cookie and an old Bearer token are both refused, with the reason.
    const stale = `culturecare_token_${b.port}=${a.token}`;
    const tries: Record<string, string>[] = [
      { Cookie: stale },
      { Authorization: `Bearer ${a.token}` },
      { Cookie: cookieA },
    ];
    for (const headers of tries) {
      const res = await fetch(`http://127.0.0.1:${b.port}/api/call/practice.saveDraft`, {
        method: 'POST',
        headers: { ...headers, 'X-CultureCare': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ attemptId: 1, text: 'typed' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ ok: false, error: { code: 'forbidden', details: { reason: 'token' } } });
    }
  });

  it('answers a malformed percent escape with 400, not 500', async () => {
    const cookie = await cookieOf(a);
    expect(await rawGet(a.port, '/assets/%E0%A4%A.js', { Cookie: cookie })).toBe(400);
    expect(await rawGet(a.port, '/%', { Cookie: cookie })).toBe(400);
  });
});
