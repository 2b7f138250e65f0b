// Browser mode's staged start over real loopback HTTP: while the services have not loaded, the first
// screen's reads are answered by the core services; any other method (or a window opening its event
// stream) asks for the services and waits for them; and the early answers, refusals and validation
// errors are exactly what the full services give.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreenBackend } from '../../electron/services/first-screen-backend';
import { FIRST_SCREEN_METHODS } from '../../electron/services/first-screen-handlers';
import type { WebHost } from '../../electron/web/host';
import { startStagedWebHost, type StagedWebHost } from '../helpers/staged-web-host';

let staged: StagedWebHost;
let host: WebHost;
let early: FirstScreenBackend;

beforeEach(async () => {
  staged = await startStagedWebHost('<!doctype html><title>app</title>');
  ({ host, early } = staged);
});
afterEach(() => staged.stop());

const call = async (method: string, body: unknown = {}) => {
  const res = await fetch(`http://127.0.0.1:${host.port}/api/call/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; value?: unknown; error?: { code: string } };
};

describe('browser mode before its services have loaded', () => {
  it('answers the first screen reads from the core services without loading the rest', async () => {
    expect(await call('app.info')).toMatchObject({ ok: true, value: { shell: 'browser', mode: 'desktop' } });
    expect(await call('session.get')).toEqual({ ok: true, value: { profile: null } });
    expect(await call('profiles.list')).toEqual({ ok: true, value: [] });
    expect(await call('settings.get')).toMatchObject({ ok: true, value: { languageChosen: false } });
    // Access rules and validation are the dispatcher's as always.
    expect(await call('setup.status')).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
    expect(await call('session.get', { extra: 1 })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(staged.asked()).toBe(0);
  });

  it('asks for the services when another method is called, and answers it once they run', async () => {
    let answered = false;
    const pending = call('profiles.create', { displayName: 'Ana', role: 'trainee' }).then((result) => {
      answered = true;
      return result;
    });
    await expect.poll(() => staged.asked()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    staged.release();
    expect(await pending).toMatchObject({ ok: true, value: { displayName: 'Ana' } });
    // The profile the full services wrote is what the first screen's reads see (one database, one session).
    expect(await call('profiles.list')).toMatchObject({ ok: true, value: [{ displayName: 'Ana' }] });
  });

  it('asks for the services when a window opens its event stream', async () => {
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${host.port}/api/events`, {
      headers: { Authorization: `Bearer ${host.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(staged.asked()).toBe(1);
    controller.abort();
  });

  it('gives the same answers and refusals as the full services, signed out and signed in as each role', async () => {
    const services = staged.release();
    const compare = async () => {
      for (const method of FIRST_SCREEN_METHODS)
        for (const request of [{}, { extra: 1 }, null, 'x'])
          expect(await early.dispatch(method, request), `${method} ${JSON.stringify(request)}`).toEqual(
            await services.dispatch(method, request),
          );
    };
    await compare();
    const create = async (request: object) => {
      const result = await services.dispatch('profiles.create', request);
      expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
      return (result as { value: { id: number } }).value.id;
    };
    const instructor = await create({ displayName: 'I', role: 'instructor', passcode: '4821-7319' });
    await compare();
    await services.dispatch('session.switch', { profileId: instructor, passcode: '4821-7319' });
    const trainee = await create({ displayName: 'T', role: 'trainee' });
    expect(await early.dispatch('session.get', {})).toMatchObject({
      ok: true,
      value: { profile: { role: 'instructor' } },
    });
    await compare();
    await services.dispatch('session.switch', { profileId: trainee });
    expect(await early.dispatch('session.get', {})).toMatchObject({
      ok: true,
      value: { profile: { role: 'trainee' } },
    });
    await compare();
  });
});
