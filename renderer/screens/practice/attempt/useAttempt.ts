// One attempt (practice.get), fetched afresh for this visit, kept as the one copy every step reads
// and updates: each step hands back the state the services answered with.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AttemptState } from '../../../../shared/domain/practice';
import { queryKey, useApiQuery } from '../../../api/hooks';

export type AttemptLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; attempt: AttemptState; onAttempt: (next: AttemptState) => void };

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
  const client = useQueryClient();
  const query = useApiQuery('practice.get', { attemptId }, { fresh: true });

  const onAttempt = useCallback(
    (next: AttemptState) =>
      client.setQueryData<AttemptState>(queryKey('practice.get', { attemptId: next.id }), (current) =>
        current && isOlder(next, current) ? current : next,
      ),
    [client],
  );

  if (!query.data) return query.error ? { status: 'error', error: query.error } : { status: 'loading' };
  return { status: 'ready', attempt: query.data, onAttempt };
}
