// The frame around every screen: skip link, brand, navigation, current profile, language switcher. On a
// class server it is shown only to someone signed in (ServerGate), with its own sign-out controls.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { AppFrame } from '../components/AppFrame';
import { useFieldErrorLinks } from '../components/a11y/useFieldErrorLinks';
import { clearAllUnsaved } from '../components/autosave/unsaved-store';
import { roleLabel } from '../components/roleLabels';
import { ServerGate } from '../screens/signin/ServerGate';
import { SignOutControls } from '../screens/signin/SignOutControls';
import { MainNav } from './MainNav';
import { useSession } from './session-context';
import { useFileDrop } from './useFileDrop';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ServerGate>
      <Shell>{children}</Shell>
    </ServerGate>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { profile, refresh, info } = useSession();
  const server = info.mode === 'server';
  const navigate = useNavigate();
  useFieldErrorLinks();
  useFileDrop(!server, profile !== null);

  const signOut = async () => {
    try {
      await api.call('session.signOut', {});
    } finally {
      // Nothing typed stays in this browser after signing out (a shared lab computer).
      clearAllUnsaved();
    }
    await refresh();
    void navigate('/');
  };

  return (
    <AppFrame
      brandLinksHome
      nav={<MainNav profile={profile} server={server} />}
      end={
        profile && (
          <div className="current-profile" data-testid="current-profile">
            <span className="current-profile-name" dir="auto">
              {profile.displayName}
            </span>
            <span className={`badge role-${profile.role}`}>{roleLabel(t, profile.role)}</span>
            {server ? (
              <SignOutControls />
            ) : (
              <button type="button" className="link-button" onClick={() => void signOut()} data-testid="sign-out">
                {t('common:signOut')}
              </button>
            )}
          </div>
        )
      }
    >
      {children}
    </AppFrame>
  );
}
