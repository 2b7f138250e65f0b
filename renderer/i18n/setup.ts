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
 * A class server's add SERVER_FIRST_SCREEN_NAMESPACES (session-context.tsx). The others load with the
 * first other screen opened, alongside its code (routes.tsx), or shortly after the first screen.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'home',
  'setup',
  'profiles',
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

/** What a class server's first screen (sign-in, its home page) adds: loaded before it shows, on a server only. */
export const SERVER_FIRST_SCREEN_NAMESPACES = ['accounts'] as const satisfies readonly (typeof NAMESPACES)[number][];

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
export type LocaleFiles = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * English is every language's fallback and the first screen's usual language, so the files of its
 * first-screen namespaces (FIRST_SCREEN_NAMESPACES) are listed here; every other file, English's
 * others included, is listed in a chunk of its own, loaded with the first of them. (The pattern only
 * decides what is listed early: a namespace missing from it is found in the other list.)
 */
const englishFirstFiles: LocaleFiles = import.meta.glob<Record<string, unknown>>(
  '../../locales/en/{common,home,setup,profiles,errors,connection,staletab,a11y,backups,openedExchange,exchange,about,access,a11yflow}.json',
  { import: 'default' },
);
let otherFiles: Promise<LocaleFiles> | null = null;
const otherList = (): Promise<LocaleFiles> =>
  (otherFiles ??= import('./other-locale-files').then(
    (module) => module.otherLocaleFiles,
    (error: unknown) => {
      otherFiles = null;
      throw error;
    },
  ));
const loaderOf = async (language: string, namespace: string) => {
  const path = `../../locales/${language}/${namespace}.json`;
  return englishFirstFiles[path] ?? (await otherList())[path];
};

/** An i18next backend that reads the bundled locale files on demand. */
const bundledFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loaderOf(language, namespace)
      .then((load) => (load ? load() : {}))
      .then(
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
