// The one autosave hook (timing in autosave-queue.ts): schedule(value) after each change; flush()
// saves at once and rejects while the value is not stored (steps call it before moving on). What is
// waiting is saved when the step closes and when the page is hidden or about to go away; the attempt
// screen can flush every step's autosave (pendingSaves.ts) before an action outside the step.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AutosaveQueue, DEFAULT_AUTOSAVE, type AutosaveStatus, type SaveAnswer } from './autosave-queue';
import { useRegisterFlush } from './pendingSaves';

export type AutosaveOptions<T> = {
  /** The value as stored now (a change back to it saves nothing); without it every change is saved. */
  initial?: T;
  /** When the stored value was saved, if known. */
  savedAt?: string | null;
  /** Quiet time after the last change before saving (default about a second). */
  idleMs?: number;
};

const NOTHING_STORED = Symbol('nothing stored');

export function useAutosave<T>(save: (value: T) => Promise<SaveAnswer>, options: AutosaveOptions<T> = {}) {
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const settings = useRef(options);
  const [status, setStatus] = useState<AutosaveStatus>(() => ({
    state: options.savedAt ? 'saved' : 'idle',
    savedAt: options.savedAt ?? null,
  }));
  const queue = useRef<AutosaveQueue<T> | null>(null);

  useEffect(() => {
    const { initial, savedAt, idleMs } = settings.current;
    const q = new AutosaveQueue<T>(
      'initial' in settings.current ? (initial as T) : (NOTHING_STORED as T),
      savedAt ?? null,
      (value) => saveRef.current(value),
      setStatus,
      { ...DEFAULT_AUTOSAVE, ...(idleMs === undefined ? {} : { idleMs }) },
    );
    queue.current = q;
    const leave = () => void q.flush().catch(() => undefined);
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', leave);
      leave();
      q.dispose();
      if (queue.current === q) queue.current = null;
    };
  }, []);

  const schedule = useCallback((value: T) => queue.current?.change(value), []);
  const flush = useCallback(async () => {
    await queue.current?.flush();
  }, []);
  useRegisterFlush(flush);
  return { status, schedule, flush };
}
