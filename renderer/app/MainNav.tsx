// The main navigation: each person's own destinations (a trainee's practice, role-play and progress;
// staff's exercises, review, dashboard and exports). On narrow windows and at high zoom the links fold
// into a Menu button, so nothing hides sideways down to 320 px.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { ProfileSummary } from '../../shared/domain/profile';
import { Icon } from '../components/Icon';

type Destination = { to: string; label: string; end?: boolean; testId: string };

function destinations(t: (key: string) => string, profile: ProfileSummary | null, server: boolean): Destination[] {
  const staff = profile !== null && profile.role !== 'trainee';
  const list: (Destination | false)[] = [
    { to: '/', label: t('common:nav.home'), end: true, testId: 'nav-home' },
    profile !== null && { to: '/library', label: t('common:nav.library'), testId: 'nav-library' },
    profile?.role === 'trainee' && { to: '/practice', label: t('common:nav.practice'), testId: 'nav-practice' },
    staff && { to: '/exercises', label: t('common:nav.exercises'), testId: 'nav-exercises' },
    profile !== null && { to: '/roleplay', label: t('a11y:nav.roleplay'), testId: 'nav-roleplay' },
    profile?.role === 'trainee' && { to: '/history', label: t('a11y:nav.progress'), testId: 'nav-history' },
    staff && { to: '/review', label: t('common:nav.review'), testId: 'nav-review' },
    staff && { to: '/dashboard', label: t('a11y:nav.dashboard'), testId: 'nav-dashboard' },
    staff && { to: '/exports', label: t('a11y:nav.exports'), testId: 'nav-exports' },
    server && profile?.role === 'instructor' && { to: '/accounts', label: t('accounts:nav'), testId: 'nav-accounts' },
    // A class server is the exchange itself: the file round trip is for programmes without one.
    !server && profile !== null && { to: '/exchange', label: t('exchange:navLabel'), testId: 'nav-exchange' },
    profile !== null && { to: '/settings', label: t('common:nav.settings'), testId: 'nav-settings' },
    { to: '/about', label: t('about:navLabel'), testId: 'nav-about' },
  ];
  return list.filter((d): d is Destination => d !== false);
}

export function MainNav({ profile, server = false }: { profile: ProfileSummary | null; server?: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: choosing a destination closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  return (
    <nav
      className={`topnav${open ? ' open' : ''}`}
      aria-label={t('common:mainNavigation')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-menu-button button secondary small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        data-testid="nav-menu"
      >
        <Icon name="menu" size={18} />
        {t('a11y:nav.menu')}
      </button>
      <ul id={listId} className="topnav-list">
        {destinations(t, profile, server).map((d) => (
          <li key={d.to}>
            <NavLink to={d.to} end={d.end} data-testid={d.testId}>
              {d.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
