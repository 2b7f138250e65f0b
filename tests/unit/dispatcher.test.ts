// The dispatcher: unknown methods, zod validation, access rules and the result envelope.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, METHOD_NAMES } from '../../shared/api/contract';
import { createHandlers } from '../../electron/services/handlers';
import { startTestServices } from '../helpers/services';

let s: ReturnType<typeof startTestServices>;
beforeEach(() => (s = startTestServices()));
afterEach(() => s.cleanup());

describe('dispatcher', () => {
  it('has a handler for every contract method and no other', () => {
    const handlers = createHandlers(s);
    const handled = [...Object.keys(handlers.calls), ...Object.keys(handlers.tasks)].sort();
    expect(handled).toEqual([...METHOD_NAMES].sort());
    for (const name of Object.keys(handlers.tasks)) expect(contract[name as keyof typeof contract].kind).toBe('task');
  });

  it('answers an unknown method with unknown_method', async () => {
    expect(await s.dispatch('profiles.dropTable', {})).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(await s.dispatch('__proto__', {})).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  it('rejects malformed requests with a clear message and changes nothing', async () => {
    const cases: unknown[] = [
      null,
      'text',
      42,
      [],
      { displayName: '', role: 'trainee' },
      { displayName: 'X', role: 'admin' },
      { displayName: 'X', role: 'trainee', extra: 1 },
    ];
    for (const request of cases) {
      const result = await s.dispatch('profiles.create', request);
      expect(result.ok).toBe(false);
      if (!result.ok && request !== null) {
        expect(result.error.code).toBe('invalid_request');
        expect(result.error.message).toMatch(/profiles\.create/);
      }
    }
    expect(s.db.prepare('SELECT count(*) AS n FROM profile').get()).toEqual({ n: 0 });
  });

  it('requires a signed-in profile for signedIn methods', async () => {
    expect(await s.dispatch('data.status', {})).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
  });

  it('runs tasks with progress events and a final result', async () => {
    const trainee = await s.dispatch('profiles.create', { displayName: 'T', role: 'trainee' });
    await s.dispatch('session.switch', { profileId: (trainee as { value: { id: number } }).value.id });
    const events: { type: string }[] = [];
    const finished = new Promise<{ type: string; value?: unknown }>((resolve) =>
      s.tasks.onEvent((e) => {
        events.push(e);
        if (e.type !== 'task.progress') resolve(e as { type: string; value?: unknown });
      }),
    );
    const started = await s.dispatch('data.backup', {});
    expect(started).toMatchObject({ ok: true, value: { taskId: expect.any(String) } });
    const end = await finished;
    expect(end.type).toBe('task.done');
    expect(events.some((e) => e.type === 'task.progress')).toBe(true);
    expect((end.value as { path: string }).path).toMatch(/backups/);
  });
});
