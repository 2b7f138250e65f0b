// The locale files of every language but English, listed in a chunk of their own: it loads when one of
// these languages is first used, so an English first screen does not carry the list of all the others.
import type { LocaleFiles } from './setup';

export const otherLocaleFiles: LocaleFiles = {
  ...import.meta.glob<Record<string, unknown>>('../../locales/de/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/ar/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/he/*.json', { import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../locales/zh/*.json', { import: 'default' }),
};
