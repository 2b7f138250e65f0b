// Slows down password and passcode guessing: after a few wrong attempts each further one must wait
// longer, and many in a row lock the key (an account, or a client address) for a while. Kept in
// memory: a restart forgives, which is acceptable for a class-sized server and a desktop app.

export type ThrottlePolicy = {
  /** Wrong attempts allowed before delays start. */
  freeAttempts: number;
  /** The first delay; each further wrong attempt doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Wrong attempts in a row that lock the key, and for how long. */
  lockAfter: number;
  lockMs: number;
  /** Wrong attempts older than this are forgotten. */
  windowMs: number;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  freeAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

type Entry = { failures: number; lastFailure: number; lockedUntil: number };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number; locked: boolean };

export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
    private readonly clock: () => number = Date.now,
  ) {}

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.clock() - entry.lastFailure > this.policy.windowMs && this.clock() >= entry.lockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Whether an attempt on every one of these keys may be made now. */
  check(keys: readonly string[]): ThrottleVerdict {
    const now = this.clock();
    let wait = 0;
    let locked = false;
    for (const key of keys) {
      const entry = this.entry(key);
      if (!entry) continue;
      if (entry.lockedUntil > now) {
        wait = Math.max(wait, entry.lockedUntil - now);
        locked = true;
        continue;
      }
      const over = entry.failures - this.policy.freeAttempts;
      if (over >= 0) {
        const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** over);
        wait = Math.max(wait, entry.lastFailure + delay - now);
      }
    }
    return wait > 0 ? { allowed: false, retryAfterMs: wait, locked } : { allowed: true };
  }

  failure(keys: readonly string[]): void {
    const now = this.clock();
    for (const key of keys) {
      const entry = this.entry(key) ?? { failures: 0, lastFailure: now, lockedUntil: 0 };
      entry.failures += 1;
      entry.lastFailure = now;
      if (entry.failures >= this.policy.lockAfter) {
        entry.lockedUntil = now + this.policy.lockMs;
        entry.failures = 0;
      }
      this.entries.set(key, entry);
    }
  }

  success(keys: readonly string[]): void {
    for (const key of keys) this.entries.delete(key);
  }
}
