// The first screen's reads (who is signed in, app info, settings, the profile list, and the set-up
// checklist or sign-in status where shown). Browser mode embeds their answers in the page
// (shared/api/first-screen-data.ts): those become the cached answers at once, with no round trip.
// Whatever is not embedded (the desktop window, an answer the host could not give) is asked for as soon
// as the script runs, while the first screen's texts load. Both go into the same cache entries the
// session's queries read (SessionProvider), so nothing is asked twice while fresh.
import type { AppInfo, RequestOf, Settings } from '../../shared/api/contract';
import type { ProfileSummary } from '../../shared/domain/profile';
import type { UiLocale } from '../../shared/i18n/locales';
import { FIRST_SCREEN_DATA_ID, readEmbeddedAnswers } from '../../shared/api/first-screen-data';
import { api } from '../api/client';
import { queryKey } from '../api/hooks';
import type { ReadMethod } from '../api/invalidation';
import { queryClient } from '../api/query-client';
import { readDeviceLanguage } from './device-language';
import { pageLanguage, shownSettings } from '../../shared/i18n/page-language';

/** Puts the page's embedded answers into the cache (once: the element is removed) and says which there were. */
function takeEmbeddedAnswers(): Set<string> {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return new Set();
  element.remove();
  const answers = readEmbeddedAnswers(element.textContent ?? '');
  for (const [method, value] of Object.entries(answers))
    queryClient.setQueryData(queryKey(method as ReadMethod, {} as never), value);
  return new Set(Object.keys(answers));
}

export function prefetchSession(): void {
  const embedded = takeEmbeddedAnswers();
  // These reads take no arguments: their request is the empty object.
  const prefetch = async <M extends ReadMethod>(method: M) => {
    if (embedded.has(method)) return;
    const request = {} as RequestOf<M>;
    await queryClient.prefetchQuery({ queryKey: queryKey(method, request), queryFn: () => api.call(method, request) });
  };
  void prefetch('session.get');
  void prefetch('settings.get');
  void prefetch('app.info').then(() => {
    // Only a desktop lists its profiles to anyone (as SessionProvider decides); a class server waits for sign-in.
    if (queryClient.getQueryData<AppInfo>(queryKey('app.info', {}))?.mode === 'desktop') void prefetch('profiles.list');
  });
}

/** The page's language from the answers already in the cache (embedded in browser mode's page); null without them. */
export function initialPageLanguage(): UiLocale | null {
  const info = queryClient.getQueryData<AppInfo>(queryKey('app.info', {}));
  const settings = queryClient.getQueryData<Settings>(queryKey('settings.get', {}));
  const session = queryClient.getQueryData<{ profile: ProfileSummary | null }>(queryKey('session.get', {}));
  if (!info || !settings || !session) return null;
  return pageLanguage({
    server: info.mode === 'server',
    profile: session.profile,
    deviceLanguage: readDeviceLanguage(),
    settings: shownSettings(settings, navigator.languages),
  });
}
