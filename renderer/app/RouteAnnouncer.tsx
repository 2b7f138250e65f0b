// Route changes for people who cannot see them: each page gets its own document title ("Draft —
// Scenario title — CultureCare Trainer"), the title is announced once the page has settled, and the
// keyboard focus moves to the new page's main heading instead of falling to the document body.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '../components/a11y/Announcer';
import { PageTitleContext, type ScreenTitle } from './pageTitle';
import { routeTitle } from './routeTitles';

/** Time for a lazy screen and its data to arrive and name itself before the title is announced. */
const SETTLE_MS = 450;
/** How long to wait for a new page's heading before leaving the focus on the main region. */
const HEADING_WAIT_MS = 4000;

/** The document title for a path and what the screen said about itself. */
export function composeTitle(appName: string, section: string | null, screen: readonly string[]): string {
  const parts = screen.length > 0 ? [...screen] : section ? [section] : [];
  return [...parts, appName].join(' — ');
}

/** Focus is "lost" when it sits on nothing a person chose: the body, the main region, or a removed element. */
function focusLost(main: HTMLElement, previous: Element | null): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    active === main ||
    (previous !== null && active === previous && !previous.isConnected)
  );
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

export function RouteAnnouncer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { pathname } = useLocation();
  const [screen, setScreen] = useState<ScreenTitle | null>(null);
  const parts = screen && screen.pathname === pathname ? screen.parts : [];
  const title = composeTitle(t('common:appName'), routeTitle(t, pathname), parts);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // Announced once per path, after the screen has had time to name itself (the first load is not announced).
  const announced = useRef(pathname);
  useEffect(() => {
    if (announced.current === pathname) return;
    const timer = setTimeout(() => {
      announced.current = pathname;
      announce(title);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, title, announce]);

  // A new path moves the focus to the new page's heading (when the screen has not placed it itself).
  const visited = useRef(pathname);
  useEffect(() => {
    if (visited.current === pathname) return;
    visited.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    const previous = document.activeElement;
    // A screen that placed the focus itself (a field to type in) keeps it.
    if (!focusLost(main, previous) && main.contains(previous)) return;
    main.focus({ preventScroll: true });
    const place = () => document.activeElement !== main || focusHeading(main);
    if (place()) return;
    const observer = new MutationObserver(() => {
      if (place()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname]);

  return <PageTitleContext value={setScreen}>{children}</PageTitleContext>;
}
