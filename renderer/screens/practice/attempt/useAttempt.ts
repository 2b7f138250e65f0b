// Loads one attempt (practice.get) and keeps it as the one copy every step reads and updates.
import { useCallback, useEffect, useState } from 'react';
import type { AttemptState } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';

export type AttemptLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; attempt: AttemptState; onAttempt: (next: AttemptState) => void };

type Loaded = { id: number } & ({ status: 'error'; error: unknown } | { status: 'ready'; attempt: AttemptState });

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** An answer that left the service before the state we already show (a slow autosave) is dropped. */
export function isOlder(next: AttemptState, current: AttemptState): boolean {
  const a = time(next.updatedAt);
  const b = time(current.updatedAt);
  return a !== null && b !== null && a < b;
}

export function useAttempt(attemptId: number): AttemptLoad {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    api.call('practice.get', { attemptId }).then(
      (attempt) => {
        if (current) setLoaded({ id: attemptId, status: 'ready', attempt });
      },
      (error: unknown) => {
        if (current) setLoaded({ id: attemptId, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attemptId]);

  const onAttempt = useCallback((next: AttemptState) => {
    setLoaded((prev) => {
      if (!prev || prev.status !== 'ready' || prev.attempt.id !== next.id) return prev;
      return isOlder(next, prev.attempt) ? prev : { ...prev, attempt: next };
    });
  }, []);

  if (!loaded || loaded.id !== attemptId) return { status: 'loading' };
  if (loaded.status === 'error') return loaded;
  return { status: 'ready', attempt: loaded.attempt, onAttempt };
}
