// Browser-mode host over real loopback HTTP: token, host check, cookie hand-off, API, event stream.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { startTestServices } from '../helpers/services';
import { makeTempDir } from '../helpers/temp-dir';

let s: ReturnType<typeof startTestServices>;
let host: WebHost;
let renderer: ReturnType<typeof makeTempDir>;
let base: string;

beforeEach(async () => {
  s = startTestServices();
  renderer = makeTempDir();
  writeFileSync(join(renderer.path, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(renderer.path, 'assets'));
  writeFileSync(join(renderer.path, 'assets', 'app.js'), 'console.log(1)');
  host = await startWebHost({ services: s, rendererDir: renderer.path });
  base = `http://127.0.0.1:${host.port}`;
});
afterEach(async () => {
  await host.close();
  s.cleanup();
  renderer.remove();
});

const api = (method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/call/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('web host', () => {
  it('binds loopback only and prints a tokenised URL', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
  });

  it('rejects pages and API calls without the token', async () => {
    expect((await fetch(`${base}/`)).status).toBe(401);
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(401);
    const res = await api('profiles.list', {}, { 'X-CultureCare': '1' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await api('profiles.list', {}, { Authorization: 'Bearer wrong' })).status).toBe(401);
  });

  it('hands the token over to a same-site cookie and drops it from the address', async () => {
    const first = await fetch(host.url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const page = await fetch(`${base}/`, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const viaCookie = await api('profiles.list', {}, { Cookie: cookie.split(';')[0]!, 'X-CultureCare': '1' });
    expect(await viaCookie.json()).toEqual({ ok: true, value: [] });
    // Without the app's custom header a cookie alone is not enough (no cross-site form posts).
    expect((await api('profiles.list', {}, { Cookie: cookie.split(';')[0]! })).status).toBe(403);
  });

  it('refuses foreign Host headers (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: host.port, path: `/?token=${host.token}`, headers: { Host: 'evil.example:80' } },
        (res) => resolve(res.statusCode!),
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('serves the contract with zod validation and clear errors', async () => {
    const auth = { Authorization: `Bearer ${host.token}` };
    const bad = await api('profiles.create', { displayName: 42 }, auth);
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const broken = await fetch(`${base}/api/call/profiles.create`, {
      method: 'POST',
      headers: auth,
      body: '{not json',
    });
    expect(broken.status).toBe(400);
    const created = await (await api('profiles.create', { displayName: 'Rana', role: 'trainee' }, auth)).json();
    expect(created).toMatchObject({ ok: true, value: { displayName: 'Rana' } });
    expect(await (await api('nope.nope', {}, auth)).json()).toMatchObject({
      ok: false,
      error: { code: 'unknown_method' },
    });
  });

  it('does not serve files outside the renderer folder', async () => {
    const auth = { Authorization: `Bearer ${host.token}` };
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${base}/assets/app.js`, { headers: auth })).status).toBe(200);
  });

  it('streams task progress over the event channel', async () => {
    const auth = { Authorization: `Bearer ${host.token}` };
    const created = (await (await api('profiles.create', { displayName: 'Rana', role: 'trainee' }, auth)).json()) as {
      value: { id: number };
    };
    await api('session.switch', { profileId: created.value.id }, auth);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, { headers: auth, signal: controller.signal });
    const reader = stream.body!.getReader();
    const started = (await (await api('data.backup', {}, auth)).json()) as { value: { taskId: string } };
    let text = '';
    while (!text.includes('task.done')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toContain(started.value.taskId);
    expect(text).toContain('task.progress');
  });
});
