// Where a build says releases are published: package.json first, then the environment; https only.
import { describe, expect, it } from 'vitest';
import { httpsUrlOrNull, releasesUrl } from '../../scripts/release-url.js';

describe('releases URL', () => {
  it('accepts only https addresses without credentials', () => {
    expect(httpsUrlOrNull(' https://example.org/releases ')).toBe('https://example.org/releases');
    for (const bad of [
      'http://example.org',
      'javascript:alert(1)',
      'file:///x',
      'https://user:pw@example.org',
      'nope',
      '',
      42,
      null,
    ])
      expect(httpsUrlOrNull(bad)).toBeNull();
  });

  it('prefers package.json, falls back to CULTURECARE_RELEASES_URL, else says none', () => {
    const env = { CULTURECARE_RELEASES_URL: 'https://ci.example.org/releases' };
    expect(releasesUrl({ culturecare: { releasesUrl: 'https://example.org/r' } }, env)).toBe('https://example.org/r');
    expect(releasesUrl({ culturecare: { releasesUrl: '' } }, env)).toBe('https://ci.example.org/releases');
    expect(releasesUrl({ culturecare: { releasesUrl: 'http://insecure.example.org' } }, env)).toBe(
      'https://ci.example.org/releases',
    );
    expect(releasesUrl({}, {})).toBeNull();
  });
});
