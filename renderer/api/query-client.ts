// The one query cache of the app (TanStack Query): keys are [method, request]; answers are shown at
// once from the cache and fetched again whenever a screen mounts, and every finished change refreshes
// the queries it makes stale (invalidation.ts). Only failures to reach the host are retried by
// themselves; a refused or invalid request is shown at once and can be retried by hand.
import { QueryClient } from '@tanstack/react-query';
import type { MethodName } from '../../shared/api/contract';
import { api, ApiCallError } from './client';
import { EFFECTS } from './invalidation';
import { UNREACHABLE } from './transport';

const MAX_RETRIES = 2;

/** True for errors worth trying again without the user asking: the host did not answer, or the database was busy. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false;
  const details = error.details as { unreachable?: boolean } | undefined;
  return error.code === 'database' || (error.code === 'internal' && details?.unreachable === UNREACHABLE.unreachable);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 0,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < MAX_RETRIES && isTransient(error),
      retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 2000),
    },
    mutations: { retry: false },
  },
});

/** Marks the queries a finished method made stale; the ones on screen are fetched again at once. */
export function refreshAfter(method: MethodName): void {
  const effect = EFFECTS[method];
  if (effect === 'read') return;
  if (effect === 'everything') {
    // Another profile, or none: what the previous one saw leaves the cache; what is on screen is fetched again.
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
    return;
  }
  for (const stale of effect) void queryClient.invalidateQueries({ queryKey: [stale] });
}

api.onFinished(refreshAfter);
