// The page's interface language, decided in one place (shared/i18n/page-language.ts): on a class server
// the person's own, then this device's choice, then the settings'; on a desktop the chosen one, or the
// system's until someone chooses (when the app ships it).
import { describe, expect, it } from 'vitest';
import { pageLanguage, shownSettings } from '../../shared/i18n/page-language';
import type { Settings } from '../../shared/api/contract';
import type { ProfileSummary } from '../../shared/domain/profile';

const settings = (language: Settings['language'], languageChosen: boolean): Settings => ({
  language,
  languageChosen,
  lastProfileId: null,
});
const person = (language: ProfileSummary['language']) =>
  ({ id: 1, displayName: 'Mara', role: 'trainee', cohort: null, createdAt: '', language }) as ProfileSummary;

describe('the page language', () => {
  it("shows the system's language until someone chooses one, when the app ships it", () => {
    expect(shownSettings(settings('en', false), ['de-AT', 'en']).language).toBe('de');
    expect(shownSettings(settings('en', false), ['fr-FR']).language).toBe('en');
    expect(shownSettings(settings('he', true), ['de']).language).toBe('he');
  });

  it("on a desktop follows the settings; on a class server the person's, then the device's, then the settings'", () => {
    const de = settings('de', true);
    expect(pageLanguage({ server: false, profile: person('ar'), deviceLanguage: 'zh', settings: de })).toBe('de');
    expect(pageLanguage({ server: true, profile: person('ar'), deviceLanguage: 'zh', settings: de })).toBe('ar');
    expect(pageLanguage({ server: true, profile: person(null), deviceLanguage: 'zh', settings: de })).toBe('zh');
    expect(pageLanguage({ server: true, profile: null, deviceLanguage: null, settings: de })).toBe('de');
  });
});
