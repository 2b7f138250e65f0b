// The built-in library files: schema, coverage the product promises, and every phrase anchored.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorPhrase } from '../../shared/library/anchor';
import { findLibraryProblems, libraryCultureFileSchema, type LibraryCultureFile } from '../../shared/library/schema';
import { LIBRARY_DIR } from '../helpers/library';

const files: LibraryCultureFile[] = readdirSync(LIBRARY_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => libraryCultureFileSchema.parse(JSON.parse(readFileSync(join(LIBRARY_DIR, f), 'utf8'))));
const scenarios = files.flatMap((f) => f.scenarios.map((s) => ({ ...s, culture: f.culture.id })));

describe('built-in library', () => {
  it('passes the schema and the phrase checks', () => {
    for (const file of files) expect(findLibraryProblems(file)).toEqual([]);
  });

  it('has at least 10 scenarios for each of the four cultures', () => {
    for (const culture of ['arabic', 'chinese', 'german', 'jewish'])
      expect(scenarios.filter((s) => s.culture === culture).length).toBeGreaterThanOrEqual(10);
  });

  it('uses realistic languages: mostly German for German posts, some Arabic, Chinese and Hebrew posts', () => {
    const share = (culture: string, lang: string) =>
      scenarios.filter((s) => s.culture === culture && s.language === lang).length;
    expect(share('german', 'de')).toBeGreaterThan(share('german', 'en'));
    expect(share('arabic', 'ar')).toBeGreaterThanOrEqual(2);
    expect(share('chinese', 'zh')).toBeGreaterThanOrEqual(1);
    expect(share('jewish', 'he')).toBeGreaterThanOrEqual(1);
  });

  it('marks at least six scenarios across cultures with elevated or acute risk, each with a content warning', () => {
    const risky = scenarios.filter((s) => s.risk !== 'none');
    expect(risky.length).toBeGreaterThanOrEqual(6);
    expect(new Set(risky.map((s) => s.culture)).size).toBe(4);
    expect(risky.every((s) => s.contentWarnings.length > 0)).toBe(true);
  });

  it('covers the recurring themes of the research', () => {
    const themes = new Set(scenarios.flatMap((s) => s.themes));
    for (const theme of [
      'mental-illness-dismissed',
      'religion-instead-of-care',
      'lgbtq-rejection',
      'gender-roles',
      'strict-parenting',
      'achievement-pressure',
      'verbal-abuse',
      'identity',
      'isolation',
      'drinking-culture',
      'money-shame',
      'community-stigma',
      'conversion',
      'observant-life',
    ]) {
      expect(themes, theme).toContain(theme);
    }
  });

  it('has a peer reply and all five strategy responses with annotations for every scenario, and no usernames', () => {
    for (const s of scenarios) {
      expect(Object.keys(s.responses).sort()).toEqual(['annotation', 'cga', 'culture', 'guided', 'standard']);
      expect(s.peerReply.annotations.some((a) => a.kind === 'support')).toBe(true);
      expect(s.post).not.toMatch(/\bu\/\w+|@\w{3,}/);
    }
  });

  it('anchors every annotated phrase exactly', () => {
    for (const s of scenarios)
      for (const a of s.postAnnotations)
        expect(anchorPhrase(s.post, a.phrase)?.method, `${s.id}: ${a.phrase}`).toBe('exact');
  });
});
