// `lang` and `dir` for a scenario title the services resolved for the reader (its own language).
import { localeDirection } from '../../shared/i18n/locales';
import type { TextLanguage } from '../../shared/domain/vocabulary';

export const titleLangAttrs = (s: { titleLanguage: TextLanguage }) => ({
  lang: s.titleLanguage,
  dir: localeDirection(s.titleLanguage),
});
