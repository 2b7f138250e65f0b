// The frame around every screen: brand, navigation, current profile, language switcher.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { roleLabel } from '../components/roleLabels';
import { useSession } from './session-context';

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { profile, refresh } = useSession();
  const navigate = useNavigate();

  const signOut = async () => {
    await api.call('session.signOut', {});
    await refresh();
    void navigate('/');
  };

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className="topbar">
        <NavLink to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            CC
          </span>
          <span className="brand-name">{t('common:appName')}</span>
        </NavLink>
        <nav className="topnav" aria-label={t('common:mainNavigation')}>
          <NavLink to="/" end>
            {t('common:nav.home')}
          </NavLink>
          {profile && <NavLink to="/library">{t('common:nav.library')}</NavLink>}
          {profile?.role === 'trainee' && <NavLink to="/practice">{t('common:nav.practice')}</NavLink>}
          {profile && profile.role !== 'trainee' && <NavLink to="/exercises">{t('common:nav.exercises')}</NavLink>}
          {profile && profile.role !== 'trainee' && <NavLink to="/review">{t('common:nav.review')}</NavLink>}
          {profile && <NavLink to="/exchange">{t('exchange:navLabel')}</NavLink>}
          {profile && <NavLink to="/settings">{t('common:nav.settings')}</NavLink>}
          <NavLink to="/about">{t('about:navLabel')}</NavLink>
        </nav>
        <div className="topbar-end">
          {profile && (
            <div className="current-profile" data-testid="current-profile">
              <span className="current-profile-name" dir="auto">
                {profile.displayName}
              </span>
              <span className={`badge role-${profile.role}`}>{roleLabel(t, profile.role)}</span>
              <button type="button" className="link-button" onClick={() => void signOut()} data-testid="sign-out">
                {t('common:signOut')}
              </button>
            </div>
          )}
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="main">
        {children}
      </main>
    </div>
  );
}
