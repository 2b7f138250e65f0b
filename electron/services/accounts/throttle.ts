// Throttling of guesses at a secret (desktop passcodes, class-server passwords, join and setup codes):
// after a few free tries each further wrong one makes the next wait longer, and many in a row lock the
// key for a while. Keys are whatever should be limited ('profile:12', 'address:10.0.0.7', 'login:sam');
// each kind of key has its own policy. The state lives in a store (SQLite in the app, memory in
// tests), so restarting the app does not reset it. The one throttle of the app.

export type ThrottlePolicy = {
  /** Wrong attempts in a row that cost nothing. */
  free: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Wrong attempts in a row after which the key is locked for lockMs. */
  lockAfter: number;
  lockMs: number;
  /** A run of failures is forgotten after this long without a new one. */
  forgetAfterMs: number;
};

export type ThrottleState = { failures: number; lastFailureAt: number; blockedUntil: number };

export type ThrottleStore = {
  read: (key: string) => ThrottleState | null;
  write: (key: string, state: ThrottleState) => void;
  clear: (key: string) => void;
};

export type ThrottleKey = { key: string; policy: ThrottlePolicy };

/** Why an attempt may not be made now: which key, how long to wait, and whether that is a lock. */
export type ThrottleBlock = { key: string; retryAfterMs: number; locked: boolean; failures: number };

/** Instructor and supervisor passcodes: three free tries, then 1 s, 2 s, 4 s … 60 s; ten in a row lock for 15 minutes. */
export const PROFILE_POLICY: ThrottlePolicy = {
  free: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** One client address (many people may share it in a lab): more room, the same shape. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  lockAfter: 30,
  lockMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** Class-server sign-in, join and setup codes (per account and per address): three tries, then 1 s, 2 s … 30 s; ten in a row lock for 15 minutes. */
export const SIGN_IN_POLICY: ThrottlePolicy = {
  free: 2,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  forgetAfterMs: 15 * 60_000,
};

/** The wait that failure number `failures` (1-based, in a row) imposes before the next attempt. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures >= policy.lockAfter) return policy.lockMs;
  if (failures <= policy.free) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.free - 1), policy.maxDelayMs);
}

export function memoryThrottleStore(): ThrottleStore {
  const states = new Map<string, ThrottleState>();
  return {
    read: (key) => states.get(key) ?? null,
    write: (key, state) => void states.set(key, { ...state }),
    clear: (key) => void states.delete(key),
  };
}

export class AttemptThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
  ) {}

  private current(entry: ThrottleKey): ThrottleState | null {
    const state = this.store.read(entry.key);
    if (!state) return null;
    const quietSince = Math.max(state.lastFailureAt, state.blockedUntil);
    if (this.now() - quietSince > entry.policy.forgetAfterMs) {
      this.store.clear(entry.key);
      return null;
    }
    return state;
  }

  /** The longest wait any of the keys imposes now, or null when an attempt may be made. */
  check(keys: readonly ThrottleKey[]): ThrottleBlock | null {
    let worst: ThrottleBlock | null = null;
    for (const entry of keys) {
      const state = this.current(entry);
      if (!state) continue;
      const retryAfterMs = state.blockedUntil - this.now();
      if (retryAfterMs > 0 && (!worst || retryAfterMs > worst.retryAfterMs)) {
        worst = {
          key: entry.key,
          retryAfterMs,
          locked: state.failures >= entry.policy.lockAfter,
          failures: state.failures,
        };
      }
    }
    return worst;
  }

  /** Counts a wrong attempt against every key; returns the wait it now imposes (null when none). */
  recordFailure(keys: readonly ThrottleKey[]): ThrottleBlock | null {
    const now = this.now();
    for (const entry of keys) {
      const before = this.current(entry);
      // After a lock has run out, the next failure starts a new run at the last step before the lock.
      const previous =
        before && before.failures >= entry.policy.lockAfter ? entry.policy.lockAfter - 1 : (before?.failures ?? 0);
      const failures = previous + 1;
      this.store.write(entry.key, {
        failures,
        lastFailureAt: now,
        blockedUntil: now + delayAfter(failures, entry.policy),
      });
    }
    return this.check(keys);
  }

  /** A right attempt clears these keys (the profile's; a shared address keeps its count). */
  recordSuccess(keys: readonly string[]): void {
    for (const key of keys) this.store.clear(key);
  }
}
