// The first screen's reads (who is signed in, app info, settings, the profile list), asked for as soon
// as the script runs: they travel while the first screen's texts load instead of after them. They go
// into the same cache entries the session's queries read (SessionProvider), so nothing is asked twice
// while in flight.
import type { AppInfo, RequestOf } from '../../shared/api/contract';
import { api } from '../api/client';
import { queryKey } from '../api/hooks';
import type { ReadMethod } from '../api/invalidation';
import { queryClient } from '../api/query-client';

/** These reads take no arguments: their request is the empty object. */
const prefetch = <M extends ReadMethod>(method: M) => {
  const request = {} as RequestOf<M>;
  return queryClient.prefetchQuery({ queryKey: queryKey(method, request), queryFn: () => api.call(method, request) });
};

export function prefetchSession(): void {
  void prefetch('session.get');
  void prefetch('settings.get');
  void prefetch('app.info').then(() => {
    // Only a desktop lists its profiles to anyone (as SessionProvider decides); a class server waits for sign-in.
    if (queryClient.getQueryData<AppInfo>(queryKey('app.info', {}))?.mode === 'desktop') void prefetch('profiles.list');
  });
}
