// Sign-in throttling: free attempts, then doubling delays, then a lock; success forgives; old
// failures are forgotten; any of several keys (account, address) can hold an attempt back.
import { describe, expect, it } from 'vitest';
import { Throttle, type ThrottlePolicy } from '../../electron/services/accounts/throttle';

const policy: ThrottlePolicy = {
  freeAttempts: 2,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  lockAfter: 6,
  lockMs: 60_000,
  windowMs: 120_000,
};

function clocked() {
  let now = 1_000_000;
  return { throttle: new Throttle(policy, () => now), advance: (ms: number) => (now += ms) };
}

describe('Throttle', () => {
  it('allows a few wrong attempts, then delays that double up to a cap', () => {
    const { throttle, advance } = clocked();
    const keys = ['login:sam'];
    throttle.failure(keys);
    throttle.failure(keys);
    expect(throttle.check(keys)).toEqual({ allowed: false, retryAfterMs: 1000, locked: false });
    advance(1000);
    expect(throttle.check(keys).allowed).toBe(true);
    throttle.failure(keys);
    expect(throttle.check(keys)).toMatchObject({ retryAfterMs: 2000 });
    advance(2000);
    throttle.failure(keys);
    expect(throttle.check(keys)).toMatchObject({ retryAfterMs: 4000 });
    advance(4000);
    throttle.failure(keys);
    expect(throttle.check(keys)).toMatchObject({ retryAfterMs: 8000 });
  });

  it('locks after many wrong attempts in a row, and the lock ends', () => {
    const { throttle, advance } = clocked();
    for (let i = 0; i < 6; i++) throttle.failure(['address:10.0.0.9']);
    expect(throttle.check(['address:10.0.0.9'])).toEqual({ allowed: false, retryAfterMs: 60_000, locked: true });
    advance(60_000);
    expect(throttle.check(['address:10.0.0.9']).allowed).toBe(true);
  });

  it('a success forgives, old failures are forgotten, and any held key holds the attempt', () => {
    const { throttle, advance } = clocked();
    throttle.failure(['a', 'x']);
    throttle.failure(['a', 'x']);
    throttle.success(['a']);
    expect(throttle.check(['a']).allowed).toBe(true);
    expect(throttle.check(['b', 'x']).allowed).toBe(false);
    advance(120_001);
    expect(throttle.check(['x']).allowed).toBe(true);
  });
});
