// The one autosave timing of the app, free of React and the DOM: a save about a second after changes
// pause, at the latest two seconds after the first unsaved change while they go on (so a crash loses
// at most two seconds), one save at a time (the last value always wins), retries on failure with a
// growing wait. flush() saves at once and rejects while the value is still not stored.

/** idle: nothing changed yet; pending: a change waits; saving; saved; error: the last save failed (retrying). */
export type AutosaveState = 'idle' | 'saved' | 'pending' | 'saving' | 'error';
export type AutosaveStatus = { state: AutosaveState; savedAt: string | null; error?: unknown };
/** What a save may answer: the time the services stored it (the local time stands in otherwise). */
export type SaveAnswer = { savedAt: string } | void;

export type AutosaveTimers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
};

export type AutosaveOptions = {
  /** Quiet time after the last change before saving. */
  idleMs: number;
  /** Longest time a change may stay unsaved while typing goes on. */
  maxWaitMs: number;
  /** First wait before retrying a failed save; doubles up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
};

export const DEFAULT_AUTOSAVE: AutosaveOptions = { idleMs: 1000, maxWaitMs: 2000, retryMs: 2000, maxRetryMs: 30_000 };

const realTimers: AutosaveTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

export class AutosaveQueue<T> {
  private latest: T;
  private stored: T;
  private savedAt: string | null;
  private firstUnsavedAt: number | null = null;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private disposed = false;
  private state: AutosaveState;
  private error: unknown = null;

  constructor(
    initial: T,
    initialSavedAt: string | null,
    private readonly save: (value: T) => Promise<SaveAnswer>,
    private readonly onStatus: (status: AutosaveStatus) => void,
    private readonly options: AutosaveOptions = DEFAULT_AUTOSAVE,
    private readonly timers: AutosaveTimers = realTimers,
  ) {
    this.latest = initial;
    this.stored = initial;
    this.savedAt = initialSavedAt;
    this.state = initialSavedAt ? 'saved' : 'idle';
  }

  get status(): AutosaveStatus {
    return { state: this.state, savedAt: this.savedAt, ...(this.state === 'error' ? { error: this.error } : {}) };
  }

  /** True while the latest value is not yet stored. */
  get dirty(): boolean {
    return !Object.is(this.latest, this.stored);
  }

  /** Records the value after a change and schedules a save. */
  change(value: T): void {
    if (this.disposed) return;
    this.latest = value;
    if (!this.dirty) {
      this.firstUnsavedAt = null;
      this.clearTimer();
      if (!this.inFlight) this.setState('saved');
      return;
    }
    const now = this.timers.now();
    this.firstUnsavedAt ??= now;
    if (this.state !== 'error') this.setState(this.inFlight ? 'saving' : 'pending');
    if (this.failures > 0) return; // a retry is already scheduled
    const due = Math.min(now + this.options.idleMs, this.firstUnsavedAt + this.options.maxWaitMs);
    this.schedule(Math.max(0, due - now));
  }

  /** Saves now if anything is unsaved; resolves when the value is stored, rejects when the save failed. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (this.dirty) await this.run();
    if (this.dirty && this.state === 'error') throw this.error;
  }

  /** Stops the timers; a last flush is the caller's choice (call flush first). */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.inFlight) return this.inFlight; // the finished save looks again at what is unsaved
    if (!this.dirty) return Promise.resolve();
    const value = this.latest;
    this.firstUnsavedAt = null;
    this.setState('saving');
    this.inFlight = this.save(value).then(
      (result) => {
        this.stored = value;
        this.savedAt = result?.savedAt ?? new Date(this.timers.now()).toISOString();
        this.failures = 0;
        this.inFlight = null;
        this.afterSave();
      },
      (error: unknown) => {
        this.error = error;
        this.failures += 1;
        this.inFlight = null;
        this.firstUnsavedAt ??= this.timers.now();
        this.setState('error');
        if (!this.disposed)
          this.schedule(Math.min(this.options.retryMs * 2 ** (this.failures - 1), this.options.maxRetryMs));
      },
    );
    return this.inFlight;
  }

  /** After a successful save: changes made meanwhile are saved by their own deadline. */
  private afterSave(): void {
    if (!this.dirty) {
      this.setState('saved');
      return;
    }
    this.setState('pending');
    if (this.disposed) return;
    const now = this.timers.now();
    const start = this.firstUnsavedAt ?? now;
    if (this.timer === null)
      this.schedule(Math.max(0, Math.min(now + this.options.idleMs, start + this.options.maxWaitMs) - now));
  }

  private setState(state: AutosaveState): void {
    this.state = state;
    this.onStatus(this.status);
  }
}
