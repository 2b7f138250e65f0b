// i18next set-up: bundled locale files for en, de, ar, he, zh; <html lang dir> follows the language.
import i18next from 'i18next';
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
  'models',
  'exercises',
  'practice',
  'coaching',
  'history',
  'rubrics',
  'review',
  'calibration',
  'dashboard',
  'exports',
  'roleplay',
  'reports',
  'scores',
] as const;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    all[lng] ??= {};
    all[lng][ns] = module.default;
  }
  return all;
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = localeDirection(language);
}

export async function setupI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: resources(),
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...UI_LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18next.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(i18next.language);
  return i18next;
}
