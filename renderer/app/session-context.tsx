// Who is signed in, the profile list, settings and app info, loaded once and refreshed after changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo, Settings } from '../../shared/api/contract';
import type { ProfileSummary } from '../../shared/domain/profile';
import type { UiLocale } from '../../shared/i18n/locales';
import { api } from '../api/client';

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

type Loaded = Omit<SessionValue, 'refresh' | 'setLanguage'>;

async function load(): Promise<Loaded> {
  const [info, session, profiles, settings] = await Promise.all([
    api.call('app.info', {}),
    api.call('session.get', {}),
    api.call('profiles.list', {}),
    api.call('settings.get', {}),
  ]);
  return { info, profile: session.profile, profiles, settings };
}

export function SessionProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: (error: Error | null) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<Loaded | null>(null);
  const [error, setError] = useState<Error | null>(null);

  const apply = useCallback(
    async (next: Loaded) => {
      if (i18n.language !== next.settings.language) await i18n.changeLanguage(next.settings.language);
      setState(next);
    },
    [i18n],
  );

  const refresh = useCallback(() => load().then(apply), [apply]);

  useEffect(() => {
    load()
      .then(apply)
      .catch((e: unknown) => setError(e as Error));
  }, [apply]);

  const setLanguage = useCallback(
    async (language: UiLocale) => {
      // Shown at once; the saved settings then confirm it.
      setState((s) => (s ? { ...s, settings: { ...s.settings, language } } : s));
      await i18n.changeLanguage(language);
      const settings = await api.call('settings.setLanguage', { language });
      setState((s) => (s ? { ...s, settings } : s));
    },
    [i18n],
  );

  const value = useMemo(() => (state ? { ...state, refresh, setLanguage } : null), [state, refresh, setLanguage]);
  if (!value) return <>{fallback(error)}</>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
