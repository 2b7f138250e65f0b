// Class-server sign-in throttling with the app's one throttle (AttemptThrottle): free attempts, then
// doubling delays up to a cap, then a lock; success forgives; old failures are forgotten; any of
// several keys (account, address) can hold an attempt back.
import { describe, expect, it } from 'vitest';
import {
  AttemptThrottle,
  memoryThrottleStore,
  SIGN_IN_POLICY,
  type ThrottleKey,
} from '../../electron/services/accounts/throttle';

const keys = (...names: string[]): ThrottleKey[] => names.map((key) => ({ key, policy: SIGN_IN_POLICY }));

function clocked() {
  let now = 1_000_000;
  return {
    throttle: new AttemptThrottle(memoryThrottleStore(), () => now),
    advance: (ms: number) => (now += ms),
  };
}

describe('sign-in throttle', () => {
  it('allows three wrong attempts, then delays that double up to a cap', () => {
    const { throttle, advance } = clocked();
    const sam = keys('login:sam');
    throttle.recordFailure(sam);
    throttle.recordFailure(sam);
    expect(throttle.check(sam)).toBeNull();
    throttle.recordFailure(sam);
    expect(throttle.check(sam)).toMatchObject({ retryAfterMs: 1000, locked: false });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      advance(throttle.check(sam)!.retryAfterMs);
      waits.push(throttle.recordFailure(sam)!.retryAfterMs);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('locks after ten wrong attempts in a row, and the lock ends', () => {
    const { throttle, advance } = clocked();
    const address = keys('sign-in-address:10.0.0.9');
    for (let i = 0; i < 10; i++) {
      const block = throttle.check(address);
      if (block) advance(block.retryAfterMs);
      throttle.recordFailure(address);
    }
    expect(throttle.check(address)).toMatchObject({ retryAfterMs: SIGN_IN_POLICY.lockMs, locked: true });
    advance(SIGN_IN_POLICY.lockMs);
    expect(throttle.check(address)).toBeNull();
  });

  it('a success forgives, old failures are forgotten, and any held key holds the attempt', () => {
    const { throttle, advance } = clocked();
    for (let i = 0; i < 3; i++) throttle.recordFailure(keys('a', 'x'));
    throttle.recordSuccess(['a']);
    expect(throttle.check(keys('a'))).toBeNull();
    expect(throttle.check(keys('b', 'x'))).not.toBeNull();
    advance(SIGN_IN_POLICY.forgetAfterMs + 1_001);
    expect(throttle.check(keys('x'))).toBeNull();
  });
});
