// The draft autosave timing: a save a second after typing pauses, at most two seconds of unsaved
// typing while it goes on, one save at a time with the last text winning, retries after failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveQueue, type AutosaveStatus } from '../../renderer/components/autosave/autosave-queue';

type Saved = { text: string; at: number };

function setup(options: { latencyMs?: number; fail?: () => boolean } = {}) {
  const saved: Saved[] = [];
  const statuses: AutosaveStatus[] = [];
  let n = 0;
  const save = (text: string) =>
    new Promise<{ savedAt: string }>((resolve, reject) => {
      setTimeout(() => {
        if (options.fail?.()) return reject(new Error('offline'));
        saved.push({ text, at: Date.now() });
        resolve({ savedAt: `t${++n}` });
      }, options.latencyMs ?? 50);
    });
  const queue = new AutosaveQueue<string>('', null, save, (s) => statuses.push(s));
  return { queue, saved, statuses, last: () => statuses.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('AutosaveQueue', () => {
  it('saves about a second after typing pauses, once', async () => {
    const { queue, saved, last } = setup();
    queue.change('H');
    await vi.advanceTimersByTimeAsync(300);
    queue.change('Hi');
    expect(last()?.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(51);
    expect(saved).toEqual([{ text: 'Hi', at: 1350 }]);
    expect(last()).toEqual({ state: 'saved', savedAt: 't1' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toHaveLength(1);
  });

  it('never leaves typing unsaved for more than two seconds while it goes on', async () => {
    const { queue, saved } = setup({ latencyMs: 120 });
    const typed: { text: string; at: number }[] = [];
    let text = '';
    for (let i = 0; i < 50; i++) {
      text += 'a';
      queue.change(text);
      typed.push({ text, at: Date.now() });
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.advanceTimersByTimeAsync(3000);
    // Every keystroke is stored by a save that started within two seconds of it.
    for (const k of typed) {
      const covering = saved.find((s) => s.text.length >= k.text.length);
      expect(covering, `keystroke at ${k.at}`).toBeDefined();
      expect(covering!.at - 120 - k.at).toBeLessThanOrEqual(2000);
    }
    expect(saved.at(-1)?.text).toBe(text);
    // About one save per two seconds, not one per keystroke.
    expect(saved.length).toBeGreaterThanOrEqual(5);
    expect(saved.length).toBeLessThanOrEqual(7);
  });

  it('runs one save at a time and ends with the latest text', async () => {
    let inFlight = 0;
    let most = 0;
    const saved: string[] = [];
    const queue = new AutosaveQueue(
      '',
      null,
      (text) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            saved.push(text);
            resolve({ savedAt: 'x' });
          }, 1500),
        );
      },
      () => undefined,
    );
    queue.change('one');
    await vi.advanceTimersByTimeAsync(1100); // save of "one" starts
    queue.change('one two');
    await vi.advanceTimersByTimeAsync(1100); // its timer fires while the first save runs
    queue.change('one two three');
    await vi.advanceTimersByTimeAsync(6000);
    expect(most).toBe(1);
    expect(saved.at(-1)).toBe('one two three');
  });

  it('flush saves at once and resolves when stored', async () => {
    const { queue, saved } = setup();
    queue.change('draft');
    const done = queue.flush();
    await vi.advanceTimersByTimeAsync(50);
    await done;
    expect(saved.map((s) => s.text)).toEqual(['draft']);
    expect(queue.dirty).toBe(false);
  });

  it('does not save text that is already stored', async () => {
    const { queue, saved, last } = setup();
    queue.change('x');
    queue.change('');
    expect(last()?.state).toBe('saved');
    await vi.advanceTimersByTimeAsync(3000);
    expect(saved).toHaveLength(0);
  });

  it('shows the failure and retries until the save goes through', async () => {
    let failures = 2;
    const { queue, saved, statuses } = setup({ fail: () => failures-- > 0 });
    queue.change('kept');
    await vi.advanceTimersByTimeAsync(1050);
    expect(statuses.at(-1)?.state).toBe('error');
    queue.change('kept!'); // typing on while offline keeps the error visible
    expect(statuses.at(-1)?.state).toBe('error');
    await vi.advanceTimersByTimeAsync(2050); // first retry fails too
    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(4050); // second retry, after a longer wait, succeeds
    expect(saved.map((s) => s.text)).toEqual(['kept!']);
    expect(statuses.at(-1)?.state).toBe('saved');
  });

  it('stops retrying once disposed', async () => {
    const { queue, saved } = setup({ fail: () => true });
    queue.change('gone');
    await vi.advanceTimersByTimeAsync(1050);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saved).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
