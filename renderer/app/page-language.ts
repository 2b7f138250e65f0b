// Which interface language the page shows, decided in one place: on a class server the signed-in
// person's own, else the one chosen on this device, else the settings'; on a desktop the chosen one,
// or, until someone chooses, the system's (browser's) when the app ships it. SessionProvider follows
// it, and the first texts load in it before anything is drawn when the page carries its answers
// (prefetch-session.ts). No imports beyond types and the locale list: tests run it in Node.
import type { Settings } from '../../shared/api/contract';
import type { ProfileSummary } from '../../shared/domain/profile';
import { matchUiLocale, type UiLocale } from '../../shared/i18n/locales';

/** The settings as shown: an unchosen language is the system's, when the app ships it. */
export function shownSettings(settings: Settings, systemLanguages: readonly string[]): Settings {
  return settings.languageChosen
    ? settings
    : { ...settings, language: matchUiLocale(systemLanguages) ?? settings.language };
}

export function pageLanguage(options: {
  server: boolean;
  profile: ProfileSummary | null;
  deviceLanguage: UiLocale | null;
  settings: Settings;
}): UiLocale {
  const { server, profile, deviceLanguage, settings } = options;
  return server ? (profile?.language ?? deviceLanguage ?? settings.language) : settings.language;
}
