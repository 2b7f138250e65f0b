// Texts for exports in the app's interface language: the `reports` and `scores` namespaces (report
// labels and export field descriptions) and the renderer's `rubrics` namespace (item, option and aggregate
// names), read from locales/<language>/ with English as the fallback; numbers and dates formatted
// for the language.
import { createInstance, type TFunction } from 'i18next';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, localeDirection, type UiLocale } from '../../../shared/i18n/locales';
import { appRootFrom } from '../paths';

const NAMESPACES = ['reports', 'rubrics', 'scores'] as const;

export type ReportText = {
  t: TFunction;
  language: UiLocale;
  rtl: boolean;
  rubricName: (rubricId: string) => string;
  itemName: (itemId: string) => string;
  aggregateName: (aggregateId: string) => string;
  optionName: (code: string) => string;
  number: (value: number | null, digits?: number) => string;
  date: (iso: string) => string;
  /** "A, B, and C" in the language's own way. */
  list: (items: readonly string[]) => string;
};

function readNamespace(localesDir: string, language: string, ns: string): Record<string, unknown> {
  const path = join(localesDir, language, `${ns}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
}

export function reportText(language: UiLocale, localesDir = join(appRootFrom(import.meta.url), 'locales')): ReportText {
  const languages = [...new Set([language, DEFAULT_LOCALE])];
  const resources = Object.fromEntries(
    languages.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace(localesDir, lng, ns)]))]),
  );
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: 'reports',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = i18n.t.bind(i18n) as TFunction;
  const lookup = (key: string, fallback: string) => (i18n.exists(key) ? String(i18n.t(key)) : fallback);
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const listFormat = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return {
    t,
    language,
    rtl: localeDirection(language) === 'rtl',
    rubricName: (id) => lookup(['rubrics:rubricShort', id].join('.'), id),
    itemName: (id) => lookup(['rubrics:item', id].join('.'), id),
    aggregateName: (id) => lookup(['rubrics:aggregate', id].join('.'), id),
    optionName: (code) => lookup(['rubrics:option', code].join('.'), code),
    number: (value, digits = 2) => {
      if (value === null || !Number.isFinite(value)) return '–';
      let format = numberFormats.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        numberFormats.set(digits, format);
      }
      return format.format(value);
    },
    date: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
    },
    list: (items) => listFormat.format(items),
  };
}
