// The locale files of every language but the first-screen ones (first-texts/<lng>.ts), in a chunk of their
// own: it loads when a namespace past the first screen is first needed, so the first screen does not carry
// the list of all the others. Each file is a chunk of its own. (The excluded list is written out, as
// import.meta.glob needs; tests/unit/i18n-first-texts.test.ts checks it against FIRST_SCREEN_NAMESPACES.)
import type { LocaleFiles } from './setup';

export const otherLocaleFiles: LocaleFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/*.json',
    '!../../locales/*/{common,home,setup,profiles,errors,connection,staletab,a11y,backups,openedExchange,exchange,about,access,a11yflow}.json',
  ],
  { import: 'default' },
);
