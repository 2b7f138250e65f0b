// Who is signed in, the profile list, settings and app info: four cached queries shared with every
// screen, refreshed after changes. The app is shown once all four are there and the language is set.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo, Settings } from '../../shared/api/contract';
import type { ProfileSummary } from '../../shared/domain/profile';
import type { UiLocale } from '../../shared/i18n/locales';
import { api } from '../api/client';
import { queryKey, useApiQuery } from '../api/hooks';

type SessionValue = {
  info: AppInfo;
  profile: ProfileSummary | null;
  profiles: ProfileSummary[];
  settings: Settings;
  refresh: () => Promise<void>;
  setLanguage: (language: UiLocale) => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

const SESSION_METHODS = ['app.info', 'session.get', 'profiles.list', 'settings.get'] as const;

export function SessionProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: (error: Error | null) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const info = useApiQuery('app.info', {});
  const session = useApiQuery('session.get', {});
  const profiles = useApiQuery('profiles.list', {});
  const settings = useApiQuery('settings.get', {});
  const language = settings.data?.language;
  // The first screen waits for the saved language, so it never flashes in another one.
  const [languageSet, setLanguageSet] = useState(false);

  useEffect(() => {
    if (!language) return;
    let live = true;
    void i18n.changeLanguage(language).then(() => {
      if (live) setLanguageSet(true);
    });
    return () => {
      live = false;
    };
  }, [language, i18n]);

  const refresh = useCallback(async () => {
    await Promise.all(SESSION_METHODS.map((method) => client.refetchQueries({ queryKey: [method] })));
  }, [client]);

  const setLanguage = useCallback(
    async (next: UiLocale) => {
      // Shown at once; the saved settings then confirm it.
      const key = queryKey('settings.get', {});
      client.setQueryData<Settings>(key, (s) => (s ? { ...s, language: next } : s));
      await i18n.changeLanguage(next);
      client.setQueryData(key, await api.call('settings.setLanguage', { language: next }));
    },
    [client, i18n],
  );

  const value = useMemo(
    () =>
      info.data && session.data && profiles.data && settings.data
        ? {
            info: info.data,
            profile: session.data.profile,
            profiles: profiles.data,
            settings: settings.data,
            refresh,
            setLanguage,
          }
        : null,
    [info.data, session.data, profiles.data, settings.data, refresh, setLanguage],
  );
  if (!value || !languageSet) {
    const error = [info, session, profiles, settings].find((q) => q.error)?.error ?? null;
    return <>{fallback(error as Error | null)}</>;
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
