// Who is signed in, the profile list, settings and app info: four cached queries shared with every
// screen, refreshed after changes. The app is shown once all four are there and the language is set.
// On a class server the profile list is for staff only (a trainee knows only themselves), the
// language before sign-in is this device's, and after sign-in the person's own.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo, Settings } from '../../shared/api/contract';
import type { ProfileSummary } from '../../shared/domain/profile';
import type { UiLocale } from '../../shared/i18n/locales';
import { api } from '../api/client';
import { queryKey, useApiQuery } from '../api/hooks';
import { SERVER_FIRST_SCREEN_NAMESPACES } from '../i18n/setup';
import { readDeviceLanguage, rememberDeviceLanguage } from './device-language';
import { pageLanguage, shownSettings } from '../../shared/i18n/page-language';
import { languageChangeQueue } from './language-change-queue';

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

/**
 * The first reads are asked for before React starts (prefetch-session.ts): answers that young are used
 * as they are when the provider mounts, instead of all four being asked again at once. Every change
 * (sign-in, a new profile, a language) still refreshes them at once.
 */
const JUST_FETCHED = { staleTime: 5000 };

export function SessionProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: (error: Error | null) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const info = useApiQuery('app.info', {}, JUST_FETCHED);
  const session = useApiQuery('session.get', {}, JUST_FETCHED);
  const server = info.data?.mode === 'server';
  const profile = session.data?.profile ?? null;
  // On a class server only staff may list people; everyone else knows only themselves.
  const listsProfiles = info.data?.mode === 'desktop' || (server && !!profile && profile.role !== 'trainee');
  const profiles = useApiQuery('profiles.list', {}, { ...JUST_FETCHED, enabled: listsProfiles });
  const settings = useApiQuery('settings.get', {}, JUST_FETCHED);
  // Until someone picks a language, the app speaks the system's (browser's or desktop's) when it ships it.
  const settingsData = useMemo(
    () => settings.data && shownSettings(settings.data, navigator.languages),
    [settings.data],
  );
  // A class server: the language chosen on this device (before sign-in, and for a person without one).
  const [deviceLanguage, setDeviceLanguage] = useState<UiLocale | null>(readDeviceLanguage);
  // A language being chosen shows at once: the cached settings follow a moment later (their update
  // reaches the screen after the click's own render, which would otherwise put the old choice back).
  const [choosing, setChoosing] = useState<UiLocale | null>(null);
  const language =
    choosing ?? (settingsData && pageLanguage({ server, profile, deviceLanguage, settings: settingsData }));
  // The first screen waits for the saved language, so it never flashes in another one; when the texts
  // already started in it (the page's answers decided it, prefetch-session.ts), nothing is waited for.
  const [languageSet, setLanguageSet] = useState(false);
  const inLanguageAlready =
    !!language &&
    i18n.language === language &&
    (info.data?.mode !== 'server' || i18n.hasLoadedNamespace([...SERVER_FIRST_SCREEN_NAMESPACES]));

  const mode = info.data?.mode;
  useEffect(() => {
    if (!language || !mode) return;
    let live = true;
    void i18n
      .changeLanguage(language)
      // A class server's first screen (sign-in, its home page) has texts of its own.
      .then(() => (mode === 'server' ? i18n.loadNamespaces([...SERVER_FIRST_SCREEN_NAMESPACES]) : undefined))
      .then(() => {
        if (live) setLanguageSet(true);
      });
    return () => {
      live = false;
    };
  }, [language, mode, i18n]);

  const refresh = useCallback(async () => {
    await Promise.all(SESSION_METHODS.map((method) => client.refetchQueries({ queryKey: [method] })));
  }, [client]);

  const [languageChanges] = useState(languageChangeQueue);
  const setLanguage = useCallback(
    async (next: UiLocale) => {
      // Shown at once; the saved settings then confirm it.
      const key = queryKey('settings.get', {});
      client.setQueryData<Settings>(key, (s) => (s ? { ...s, language: next, languageChosen: true } : s));
      if (server) {
        rememberDeviceLanguage(next);
        setDeviceLanguage(next);
        client.setQueryData<{ profile: ProfileSummary | null }>(queryKey('session.get', {}), (s) =>
          s?.profile ? { profile: { ...s.profile, language: next } } : s,
        );
      }
      // Quick changes in a row: saves go one after another, a change overtaken by a newer one is not
      // saved, and only the last one's answer is shown (an earlier answer arriving late would otherwise
      // put the earlier language back, on the screen or in the saved settings).
      const change = languageChanges.begin();
      setChoosing(next);
      try {
        await i18n.changeLanguage(next);
        // Before sign-in on a class server the choice stays on this device.
        if (server && !profile) return;
        await languageChanges.save(change, async (stillLatest) => {
          const saved = await api.call('settings.setLanguage', { language: next });
          if (stillLatest()) client.setQueryData(key, saved);
        });
      } finally {
        if (languageChanges.isLatest(change)) setChoosing(null);
      }
    },
    [client, i18n, server, profile, languageChanges],
  );

  const profileList = useMemo(
    () => (listsProfiles ? profiles.data : profile ? [profile] : []),
    [listsProfiles, profiles.data, profile],
  );
  const value = useMemo(
    () =>
      info.data && session.data && profileList && settingsData
        ? {
            info: info.data,
            profile: session.data.profile,
            profiles: profileList,
            settings: language ? { ...settingsData, language } : settingsData,
            refresh,
            setLanguage,
          }
        : null,
    [info.data, session.data, profileList, settingsData, language, refresh, setLanguage],
  );
  if (!value || !(languageSet || inLanguageAlready)) {
    const error = [info, session, profiles, settings].find((q) => q.error)?.error ?? null;
    return <>{fallback(error as Error | null)}</>;
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
