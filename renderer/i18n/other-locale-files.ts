// The locale files of every language (but English's first-screen ones, listed in setup.ts), in a chunk of
// their own: it loads when another language or another English namespace is first needed, so an English
// first screen does not carry the list of all the others.
import type { LocaleFiles } from './setup';

export const otherLocaleFiles: LocaleFiles = {
  ...import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/de/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/ar/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/he/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/zh/*.json', { import: 'default' }),
};
