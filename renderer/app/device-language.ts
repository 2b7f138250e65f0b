// The interface language chosen on this device before anyone signs in to a class server (the sign-in,
// join and setup screens), kept in the browser's storage. A person's own language replaces it once
// they sign in; a person without one keeps this one (and it becomes theirs).
import { isUiLocale, type UiLocale } from '../../shared/i18n/locales';

const KEY = 'culturecare.deviceLanguage';

export function readDeviceLanguage(): UiLocale | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return isUiLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberDeviceLanguage(language: UiLocale): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Storage may be off (private windows, policies): the choice then lasts until the page reloads.
  }
}
