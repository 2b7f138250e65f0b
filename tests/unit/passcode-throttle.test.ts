// Passcode throttling: a few free tries, then growing waits, then a temporary lock, per profile and
// per client address; kept across a restart; the same module serves any future password sign-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices } from '../../electron/services/app-services';
import {
  ADDRESS_POLICY,
  AttemptThrottle,
  delayAfter,
  memoryThrottleStore,
  PROFILE_POLICY,
} from '../../electron/services/accounts/throttle';
import type { ApiResult } from '../../shared/api/result';
import { memoryStore } from '../helpers/services';
import { makeTempDir } from '../helpers/temp-dir';

describe('AttemptThrottle', () => {
  let clock = 0;
  const throttle = () => new AttemptThrottle(memoryThrottleStore(), () => clock);
  const profile = [{ key: 'profile:1', policy: PROFILE_POLICY }];
  beforeEach(() => (clock = 1_000_000));

  it('lets three wrong tries pass, then doubles the wait up to a minute, and locks after ten', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => delayAfter(n, PROFILE_POLICY))).toEqual([
      0,
      0,
      0,
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      32_000,
      15 * 60_000,
    ]);
    expect(delayAfter(12, { ...PROFILE_POLICY, lockAfter: 20 })).toBe(60_000);
    const t = throttle();
    for (let i = 0; i < 3; i++) expect(t.recordFailure(profile)).toBeNull();
    expect(t.recordFailure(profile)).toMatchObject({ retryAfterMs: 1_000, locked: false });
    clock += 999;
    expect(t.check(profile)).toMatchObject({ retryAfterMs: 1 });
    clock += 1;
    expect(t.check(profile)).toBeNull();
    for (let i = 5; i <= 9; i++) {
      t.recordFailure(profile);
      clock += delayAfter(i, PROFILE_POLICY);
    }
    expect(t.recordFailure(profile)).toMatchObject({ retryAfterMs: 15 * 60_000, locked: true, failures: 10 });
    clock += 15 * 60_000;
    expect(t.check(profile)).toBeNull();
    // A wrong try right after the lock waits as long as the last step before it, not from scratch.
    expect(t.recordFailure(profile)).toMatchObject({ locked: true });
  });

  it('forgets after a quiet day and clears on success', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) t.recordFailure(profile);
    clock += PROFILE_POLICY.forgetAfterMs + 3_000;
    expect(t.check(profile)).toBeNull();
    expect(t.recordFailure(profile)).toBeNull();
    for (let i = 0; i < 4; i++) t.recordFailure(profile);
    t.recordSuccess(['profile:1']);
    expect(t.check(profile)).toBeNull();
  });

  it('limits one address guessing at many profiles', () => {
    const t = throttle();
    const keys = (id: number) => [
      { key: `profile:${id}`, policy: PROFILE_POLICY },
      { key: 'address:10.0.0.7', policy: ADDRESS_POLICY },
    ];
    for (let id = 1; id <= ADDRESS_POLICY.free; id++) t.recordFailure(keys(id));
    expect(t.check(keys(99))).toBeNull();
    expect(t.recordFailure(keys(99))).toMatchObject({ key: 'address:10.0.0.7', retryAfterMs: 1_000 });
    // Another address is not affected.
    expect(t.check([{ key: 'address:10.0.0.8', policy: ADDRESS_POLICY }])).toBeNull();
  });
});

describe('passcode sign-in', () => {
  let dir: ReturnType<typeof makeTempDir>;
  let settingsStore: ReturnType<typeof memoryStore>;
  let s: ReturnType<typeof startServices>;
  beforeEach(() => {
    dir = makeTempDir();
    settingsStore = memoryStore();
    s = startServices({ dataDir: dir.path, shell: 'browser', settingsStore });
  });
  afterEach(() => {
    s.stop();
    dir.remove();
  });

  const created = async () => {
    const r = await s.dispatch('profiles.create', {
      displayName: 'Dr. Weber',
      role: 'instructor',
      passcode: 'right-one',
    });
    if (!r.ok) throw new Error(r.error.message);
    return (r.value as { id: number }).id;
  };
  const codeOf = (r: ApiResult<unknown>) => (r.ok ? 'ok' : r.error.code);

  it('refuses a burst of 60 guesses after a few, with a clear wait, and even the right passcode waits', async () => {
    const id = await created();
    const results: string[] = [];
    for (let i = 0; i < 60; i++)
      results.push(codeOf(await s.dispatch('session.switch', { profileId: id, passcode: `guess-${i}` })));
    // Only the free tries and the first delayed one were checked against the hash.
    expect(results.filter((c) => c === 'wrong_passcode')).toHaveLength(4);
    expect(results.filter((c) => c === 'too_many_attempts')).toHaveLength(56);
    const refused = await s.dispatch('session.switch', { profileId: id, passcode: 'right-one' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'too_many_attempts' } });
    if (refused.ok) throw new Error('unreachable');
    expect(refused.error.message).toMatch(/Too many wrong passcodes for Dr\. Weber\. Try again in \d+ seconds?\./);
    expect(refused.error.details).toMatchObject({ retryAfterSeconds: expect.any(Number), locked: false });
    // The wait is real: after it, the right passcode signs in and clears the count.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(codeOf(await s.dispatch('session.switch', { profileId: id, passcode: 'right-one' }))).toBe('ok');
    expect(codeOf(await s.dispatch('session.switch', { profileId: id, passcode: 'wrong' }))).toBe('wrong_passcode');
  });

  it('keeps counting across a restart of the app', async () => {
    const id = await created();
    for (let i = 0; i < 4; i++) await s.dispatch('session.switch', { profileId: id, passcode: 'nope-nope' });
    s.stop();
    s = startServices({ dataDir: dir.path, shell: 'browser', settingsStore });
    expect(codeOf(await s.dispatch('session.switch', { profileId: id, passcode: 'right-one' }))).toBe(
      'too_many_attempts',
    );
  });

  it('throttles the passcode asked before deleting one’s own profile too', async () => {
    const id = await created();
    expect(codeOf(await s.dispatch('session.switch', { profileId: id, passcode: 'right-one' }))).toBe('ok');
    for (let i = 0; i < 4; i++) await s.dispatch('profiles.delete', { profileId: id, passcode: 'nope-nope' });
    expect(codeOf(await s.dispatch('profiles.delete', { profileId: id, passcode: 'right-one' }))).toBe(
      'too_many_attempts',
    );
    expect(codeOf(await s.dispatch('profiles.list', {}))).toBe('ok');
  });

  it('counts guesses per client address where the shell knows it', async () => {
    const ids: number[] = [await created()];
    await s.dispatch('session.switch', { profileId: ids[0], passcode: 'right-one' });
    for (let i = 0; i < 3; i++) {
      const r = await s.dispatch('profiles.create', {
        displayName: `Sup ${i}`,
        role: 'supervisor',
        passcode: 'right-one',
      });
      ids.push((r as { value: { id: number } }).value.id);
    }
    const from = (address: string) => ({ address });
    // Three wrong tries on each of four profiles from one address: twelve, past the address's ten free ones.
    const codes: string[] = [];
    for (const id of ids)
      for (let i = 0; i < 3; i++)
        codes.push(
          codeOf(await s.dispatch('session.switch', { profileId: id, passcode: 'nope-nope' }, from('10.0.0.7'))),
        );
    expect(codes.filter((c) => c === 'too_many_attempts').length).toBeGreaterThan(0);
    // Loopback (this computer) is not one shared address to throttle.
    expect(
      codeOf(await s.dispatch('session.switch', { profileId: ids[0], passcode: 'right-one' }, from('127.0.0.1'))),
    ).toBe('ok');
  });
});
