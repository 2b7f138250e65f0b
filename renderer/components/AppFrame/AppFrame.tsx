// The frame every screen sits in: the skip link, the top bar (brand, navigation, controls at its end,
// language switcher) and the main region. The signed-in app and the screens before sign-in share it.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { loadDeferredFontsAfterPaint } from './deferred-fonts';

type Props = {
  /** The brand links home in the app; before sign-in there is no home to go to, so it is plain text. */
  brandLinksHome?: boolean;
  nav?: ReactNode;
  /** Shown at the top bar's end, before the language switcher. */
  end?: ReactNode;
  /** Extra classes for the frame and for its main region. */
  className?: string;
  mainClassName?: string;
  children: ReactNode;
};

export function AppFrame({ brandLinksHome = false, nav, end, className, mainClassName, children }: Props) {
  const { t } = useTranslation();
  // Once the first screen is drawn: the font faces it did without (its language switcher names 中文).
  useEffect(loadDeferredFontsAfterPaint, []);
  const brand = (
    <>
      <span className="brand-mark" aria-hidden="true">
        CC
      </span>
      <span className="brand-name">{t('common:appName')}</span>
    </>
  );
  return (
    <div className={className ? `app ${className}` : 'app'}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className="topbar">
        {brandLinksHome ? (
          <NavLink to="/" className="brand">
            {brand}
          </NavLink>
        ) : (
          <span className="brand">{brand}</span>
        )}
        {nav}
        <div className="topbar-end">
          {end}
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className={mainClassName ? `main ${mainClassName}` : 'main'} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
