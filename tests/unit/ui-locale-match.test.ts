// The first run follows the system's languages: the first preferred language the app ships wins.
import { describe, expect, it } from 'vitest';
import { matchUiLocale } from '../../shared/i18n/locales';

describe('matchUiLocale', () => {
  it('takes the base language of regional and script tags', () => {
    expect(matchUiLocale(['ar-EG', 'en-US'])).toBe('ar');
    expect(matchUiLocale(['zh-Hant-TW'])).toBe('zh');
    expect(matchUiLocale(['de_AT'])).toBe('de');
    expect(matchUiLocale(['HE'])).toBe('he');
  });

  it('skips languages the app does not ship, in order of preference', () => {
    expect(matchUiLocale(['fr-FR', 'tr', 'de-CH', 'en'])).toBe('de');
  });

  it('gives null when none is shipped', () => {
    expect(matchUiLocale(['fr', 'es-MX'])).toBeNull();
    expect(matchUiLocale([])).toBeNull();
  });
});
