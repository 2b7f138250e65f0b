// Arabic's first-screen texts (FIRST_SCREEN_NAMESPACES) in one chunk, loaded when the language is chosen
// (browser mode's page preloads it). The list is written out, as
// import.meta.glob needs; tests/unit/i18n-first-texts.test.ts checks it against FIRST_SCREEN_NAMESPACES.
export default import.meta.glob<Record<string, unknown>>(
  '../../../locales/ar/{common,home,setup,profiles,errors,connection,staletab,a11y,backups,openedExchange,exchange,about,access,a11yflow}.json',
  { import: 'default', eager: true },
);
