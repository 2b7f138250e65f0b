// Saves a value shortly after the trainee pauses (debounced), one request at a time and the latest
// value last; flush() saves at once (before moving on) and leaving the step saves what is pending.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRegisterFlush } from './pendingSaves';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export type Autosave<T> = {
  status: SaveStatus;
  error: unknown;
  /** Remembers the value and saves it after the delay (a newer value replaces an unsaved one). */
  schedule: (value: T) => void;
  /** Saves a waiting value now and waits for every save to finish; rejects when the last save failed. */
  flush: () => Promise<void>;
};

export const AUTOSAVE_DELAY_MS = 700;

export function useAutosave<T>(save: (value: T) => Promise<void>, delayMs = AUTOSAVE_DELAY_MS): Autosave<T> {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const saveRef = useRef(save);
  const waiting = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const failed = useRef<unknown>(null);

  useLayoutEffect(() => {
    saveRef.current = save;
  });

  /** Saves waiting values one after another until none is left. */
  const drain = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    const loop = async () => {
      while (waiting.current) {
        const { value } = waiting.current;
        waiting.current = null;
        setStatus('saving');
        try {
          await saveRef.current(value);
          failed.current = null;
          setError(null);
          setStatus(waiting.current ? 'pending' : 'saved');
        } catch (e) {
          failed.current = e;
          setError(e);
          setStatus('error');
        }
      }
    };
    running.current = loop().finally(() => {
      running.current = null;
    });
    return running.current;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      waiting.current = { value };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void drain();
      }, delayMs);
    },
    [delayMs, drain],
  );

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    // A save may be running while a newer value waits: drain until both are done.
    while (running.current || waiting.current) await drain();
    if (failed.current) throw failed.current;
  }, [drain]);

  useRegisterFlush(flush);

  // Leaving the step (or the page within the app) saves whatever is still waiting.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (waiting.current) void drain();
    },
    [drain],
  );

  return { status, error, schedule, flush };
}
