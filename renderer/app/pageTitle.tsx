// Screens name themselves for the document title ("Draft — Scenario title"); the shell adds the
// app's name and falls back to the route's page name while a screen has not said anything yet.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** What a screen said about itself, and on which path it said it (a new path starts afresh). */
export type ScreenTitle = { pathname: string; parts: readonly string[] };

export const PageTitleContext = createContext<(title: ScreenTitle | null) => void>(() => undefined);

/**
 * Names the current page, most specific part first: `usePageTitle(stepName, scenario.title)`.
 * Empty or missing parts are left out; the app's name is added by the shell.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const set = useContext(PageTitleContext);
  const { pathname } = useLocation();
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  const key = kept.join('\u0000');
  useEffect(() => {
    set({ pathname, parts: key === '' ? [] : key.split('\u0000') });
    return () => set(null);
  }, [set, pathname, key]);
}
