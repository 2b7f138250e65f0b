// The frame of the screens shown before sign-in on a class server: the brand, the language picker
// and one centred card; no navigation, since nothing else is open before signing in.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import './signin.css';

export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app auth-app">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className="topbar">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true">
            CC
          </span>
          <span className="brand-name">{t('common:appName')}</span>
        </span>
        <div className="topbar-end">
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="main auth-main">
        {children}
      </main>
    </div>
  );
}
