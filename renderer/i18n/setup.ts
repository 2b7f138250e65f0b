// i18next set-up: bundled locale files for en, de, ar, he, zh, each loaded when its language is first
// used (a language change waits for its files); <html lang dir> follows the language.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, localeDirection, UI_LOCALES } from '../../shared/i18n/locales';
import englishFirstTexts from './first-texts/en';
import { FIRST_SCREEN_NAMESPACES, NAMESPACES } from './namespaces';

export { FIRST_SCREEN_NAMESPACES, NAMESPACES, SERVER_FIRST_SCREEN_NAMESPACES } from './namespaces';

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

/** A language's first-screen texts (first-texts/<lng>.ts): one chunk per language, keyed by file path. */
type FirstTexts = Record<string, Record<string, unknown>>;
/** The first-screen texts of the other languages, each loaded when its language is first needed. */
const otherFirstTexts: Record<string, () => Promise<{ default: FirstTexts }>> = {
  de: () => import('./first-texts/de'),
  ar: () => import('./first-texts/ar'),
  he: () => import('./first-texts/he'),
  zh: () => import('./first-texts/zh'),
};
const firstScreen = new Set<string>(FIRST_SCREEN_NAMESPACES);
let otherFiles: Promise<LocaleFiles> | null = null;
/** Every other locale file, listed in a chunk of its own that loads with the first of them. */
const otherList = (): Promise<LocaleFiles> =>
  (otherFiles ??= import('./other-locale-files').then(
    (module) => module.otherLocaleFiles,
    (error: unknown) => {
      otherFiles = null;
      throw error;
    },
  ));
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const loaderOf = async (language: string, namespace: string) => {
  if (firstScreen.has(namespace)) {
    const texts = language === DEFAULT_LOCALE ? englishFirstTexts : (await otherFirstTexts[language]?.())?.default;
    const entry = Object.entries(texts ?? {}).find(([path]) => fileName(path) === `${namespace}.json`);
    return entry ? () => Promise.resolve(entry[1]) : undefined;
  }
  return (await otherList())[`../../locales/${language}/${namespace}.json`];
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

/** Starts i18next in `language` (the page's, when already known; else English, until the session says). */
export async function setupI18n(language: string | null = null): Promise<typeof i18next> {
  await i18next
    .use(bundledFiles)
    .use(initReactI18next)
    .init({
      lng: language ?? DEFAULT_LOCALE,
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
