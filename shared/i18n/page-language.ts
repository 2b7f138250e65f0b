// Which interface language the page shows, decided in one place: on a class server the signed-in
// person's own, else the one chosen on this device, else the settings'; on a desktop the chosen one,
// or, until someone chooses, the system's (browser's) when the app ships it. The renderer's session
// follows it and starts its texts in it (renderer/app/prefetch-session.ts); browser mode's host uses it
// to preload that language's first texts (electron/web/first-screen-page.ts).
import type { Settings } from '../api/contract';
import type { ProfileSummary } from '../domain/profile';
import { matchUiLocale, type UiLocale } from './locales';

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
