// The UI locales the app ships, their native names and writing direction.
export const UI_LOCALES = ['en', 'de', 'ar', 'he', 'zh'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_LOCALE: UiLocale = 'en';

/** Each locale's name in its own language, for the language switcher. */
export const LOCALE_NATIVE_NAMES: Record<UiLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  ar: 'العربية',
  he: 'עברית',
  zh: '中文',
};

const RTL_LOCALES: ReadonlySet<string> = new Set(['ar', 'he']);

export const localeDirection = (locale: string): 'rtl' | 'ltr' => (RTL_LOCALES.has(locale) ? 'rtl' : 'ltr');

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);

/**
 * The first of the system's preferred languages (BCP 47 tags, most preferred first, as in
 * `navigator.languages`) that the app ships: "ar-EG" gives "ar", "zh-Hant-TW" gives "zh"; null when none is.
 */
export function matchUiLocale(tags: readonly string[]): UiLocale | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isUiLocale(base)) return base;
  }
  return null;
}
