// After signing in: a person who never chose an interface language keeps the one on screen, which
// becomes their own (so a trainee who joined in Arabic finds Arabic on every device).
import type { ProfileSummary } from '../../../shared/domain/profile';
import { isUiLocale } from '../../../shared/i18n/locales';
import { api } from '../../api/client';

export async function adoptLanguage(person: ProfileSummary, onScreen: string): Promise<void> {
  if (person.language !== null || !isUiLocale(onScreen)) return;
  // A failure here leaves the language as it is on screen; signing in worked all the same.
  await api.call('settings.setLanguage', { language: onScreen }).catch(() => undefined);
}
