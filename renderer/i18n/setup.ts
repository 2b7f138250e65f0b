// i18next set-up: bundled locale files for en, de, ar, he, zh, each loaded when its language is first
// used (a language change waits for its files); <html lang dir> follows the language.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, localeDirection, UI_LOCALES } from '../../shared/i18n/locales';

export const NAMESPACES = [
  'common',
  'home',
  'profiles',
  'settings',
  'errors',
  'vocab',
  'library',
  'scenario',
  'editor',
  'judges',
  'judgeServers',
  'models',
  'exercises',
  'practice',
  'coaching',
  'coachNote',
  'history',
  'rubrics',
  'review',
  'calibration',
  'dashboard',
  'exports',
  'roleplay',
  'reports',
  'backups',
  'access',
  'secrets',
  'imports',
  'modelpins',
  'practiceremoved',
  'staletab',
  'privacy',
  'about',
  'opened',
  'accounts',
  'a11y',
  'scores',
  'exchange',
  'librarysource',
  'openedExchange',
  'outage',
  'modelroles',
  'demovalues',
  'keyboard',
  'connection',
  'setup',
  'titles',
  'a11yflow',
] as const;

/**
 * The namespaces the first screen uses (Home and its set-up checklist, the profile picker and its
 * dialogs, sign-in, the navigation, page titles, notices, error texts): loaded before anything shows.
 * The others load with the first other screen opened, alongside its code (routes.tsx).
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'home',
  'setup',
  'profiles',
  'accounts',
  'errors',
  'connection',
  'staletab',
  'a11y',
  'backups',
  'openedExchange',
  'exchange',
  'about',
  // The passcode dialog's wait message and the route titles are on the first screen too.
  'access',
  'a11yflow',
] as const satisfies readonly (typeof NAMESPACES)[number][];

/** After the first screen is drawn, the rest load while nobody waits (a dialog then never shows a raw key). */
const AFTER_FIRST_SCREEN_MS = 1500;

let allNamespaces: Promise<unknown> | null = null;

/** Loads every namespace of the current language (once; a later language loads them all itself). */
export function loadAllNamespaces(): Promise<unknown> {
  allNamespaces ??= i18next.loadNamespaces([...NAMESPACES]).catch((error: unknown) => {
    allNamespaces = null;
    throw error;
  });
  return allNamespaces;
}

/** Each locale file is its own small chunk, fetched when its language is first needed (not at start). */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

/** An i18next backend that reads the bundled locale files on demand. */
const bundledFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = localeDirection(language);
}

export async function setupI18n(): Promise<typeof i18next> {
  await i18next
    .use(bundledFiles)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...UI_LOCALES],
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'common',
      // Texts re-render when a namespace arrives after them (the ones loaded after the first screen).
      react: { bindI18n: 'languageChanged loaded' },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  i18next.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(i18next.language);
  setTimeout(() => void loadAllNamespaces().catch(() => undefined), AFTER_FIRST_SCREEN_MS);
  return i18next;
}
