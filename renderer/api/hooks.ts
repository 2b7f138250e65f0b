// The one way screens talk to the services: useApiQuery reads (cached, shared, refreshed after
// changes), useApiPages reads a long list page by page, useApiMutation changes something (pending and error state; what it makes stale is
// refreshed by query-client.ts), useApiTask runs a long method with progress, output and cancel.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CallMethod, RequestOf, ResponseOf, TaskMethod, TaskResultOf } from '../../shared/api/contract';
import { api, ApiCallError } from './client';
import type { ReadMethod } from './invalidation';

export type QueryOptions<M extends ReadMethod, T> = {
  /** false: nothing is fetched (the result stays pending). */
  enabled?: boolean;
  /** Keeps the previous request's answer on screen (isPlaceholderData) while the next one loads. */
  keepPrevious?: boolean;
  /** Derives what the screen needs from the answer (kept stable while the answer is). */
  select?: (data: ResponseOf<M>) => T;
  /**
   * Only an answer fetched since this screen mounted counts (no older cached copy is shown first):
   * for data that starts a form or an editor, which would otherwise begin from stale values.
   */
  fresh?: boolean;
  /**
   * How long an answer counts as current (ms; 0 by default): a screen mounting within that time shows it
   * without asking again. Changes still refresh it at once (invalidation.ts).
   */
  staleTime?: number;
};

export const queryKey = <M extends ReadMethod>(method: M, request: RequestOf<M> | null) => [method, request] as const;

/**
 * Reads a method's answer for this request; every screen asking the same shares one request and one
 * copy. A null request (not enough chosen yet) fetches nothing, like enabled: false.
 */
export function useApiQuery<M extends ReadMethod, T = ResponseOf<M>>(
  method: M,
  request: RequestOf<M> | null,
  options: QueryOptions<M, T> = {},
): UseQueryResult<T, unknown> {
  const result = useQuery({
    queryKey: queryKey(method, request),
    queryFn: ({ signal }) => api.call(method, request!, { signal }) as Promise<ResponseOf<M>>,
    enabled: request !== null && (options.enabled ?? true),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    select: options.select,
    staleTime: options.staleTime,
  });
  if (options.fresh && !result.isFetchedAfterMount) return { ...result, data: undefined } as UseQueryResult<T, unknown>;
  return result;
}

/** Reads whose request takes a page (offset, limit) and whose answer is one page of items with the total. */
export type PagedMethod = {
  [M in ReadMethod]: RequestOf<M> extends { offset?: number; limit?: number }
    ? ResponseOf<M> extends { items: unknown[]; total: number }
      ? M
      : never
    : never;
}[ReadMethod];

type PagedRequest<M extends PagedMethod> = Omit<RequestOf<M>, 'offset' | 'limit'>;

/**
 * Reads a long list page by page: the first page at once, each next one when the screen calls
 * fetchNextPage (as the person scrolls). Cached and refreshed after changes like useApiQuery (every
 * loaded page is fetched again).
 */
export function useApiPages<M extends PagedMethod>(
  method: M,
  request: PagedRequest<M>,
  pageSize: number,
  options: { keepPrevious?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey: [method, request, 'pages', pageSize] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(method, { ...request, offset: pageParam, limit: pageSize } as RequestOf<M>, { signal }) as Promise<
        ResponseOf<M>
      >,
    initialPageParam: 0,
    getNextPageParam: (last: ResponseOf<M>, pages: ResponseOf<M>[]) => {
      const loaded = pages.reduce((n, page) => n + (page as { items: unknown[] }).items.length, 0);
      return loaded < (last as { total: number }).total && (last as { items: unknown[] }).items.length > 0
        ? loaded
        : undefined;
    },
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/** Replaces the cached answer of a read (when a change returned the new state itself). */
export function useSetQueryData() {
  const client = useQueryClient();
  return useCallback(
    <M extends ReadMethod>(method: M, request: RequestOf<M>, data: ResponseOf<M>) =>
      client.setQueryData(queryKey(method, request), data),
    [client],
  );
}

/** A change: mutateAsync(request) resolves with the answer; isPending and error describe the last one. */
export function useApiMutation<M extends CallMethod>(method: M) {
  return useMutation<ResponseOf<M>, unknown, RequestOf<M>>({
    mutationFn: (request) => api.call(method, request),
  });
}

export type Progress = { done: number; total: number };

type RunOptions = {
  /** How many steps are expected before the first progress event arrives. */
  total?: number;
  onOutput?: (key: string, text: string) => void;
};

export const isCancelled = (error: unknown): boolean => error instanceof ApiCallError && error.code === 'cancelled';

/**
 * A long-running method: run() starts it (one at a time) and resolves with its result, or with
 * undefined when it failed or was cancelled (error holds why); cancel() stops it through its AbortSignal.
 */
export function useApiTask<M extends TaskMethod>(method: M) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (request: RequestOf<M>, options: RunOptions = {}): Promise<TaskResultOf<M> | undefined> => {
      if (controller.current) return undefined;
      const abort = new AbortController();
      controller.current = abort;
      setError(null);
      setProgress({ done: 0, total: options.total ?? 0 });
      try {
        return await api.task(method, request, {
          signal: abort.signal,
          onProgress: (done, total) => setProgress({ done, total }),
          onOutput: options.onOutput,
        });
      } catch (failure) {
        setError(failure);
        return undefined;
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [method],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setError(null), []);
  return { run, cancel, progress, running: progress !== null, error, clearError };
}
