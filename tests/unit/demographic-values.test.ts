// Demographic values that are enumerations get a translation key; free text stays as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMOGRAPHIC_VALUE_KEYS, demographicValueKey } from '../../shared/domain/demographic-values';

describe('demographicValueKey', () => {
  it('knows the enumerations whatever their case and spacing', () => {
    expect(demographicValueKey('urban')).toBe('urban');
    expect(demographicValueKey(' Female ')).toBe('female');
    expect(demographicValueKey("master's student")).toBe('masters_student');
    expect(demographicValueKey('in a relationship, cohabiting')).toBe('in_relationship_cohabiting');
  });

  it('leaves free text alone', () => {
    expect(demographicValueKey('pharmacy student')).toBeNull();
    expect(demographicValueKey('Jewish (left Hasidic community)')).toBeNull();
    expect(demographicValueKey('21')).toBeNull();
  });

  it('has a translation for every key in every locale', () => {
    for (const lng of ['en', 'de', 'ar', 'he', 'zh']) {
      const table = JSON.parse(
        readFileSync(join(__dirname, '..', '..', 'locales', lng, 'demovalues.json'), 'utf8'),
      ) as Record<string, string>;
      for (const key of DEMOGRAPHIC_VALUE_KEYS) expect(table[key], `${lng}:${key}`).toBeTruthy();
    }
  });

  it('covers every settlement, gender, marital status and social class in the built-in library', () => {
    for (const file of ['arabic', 'chinese', 'german', 'jewish']) {
      const pack = JSON.parse(
        readFileSync(join(__dirname, '..', '..', 'assets', 'library', `${file}.json`), 'utf8'),
      ) as {
        scenarios: { demographics: Record<string, string> }[];
      };
      for (const s of pack.scenarios)
        for (const field of ['settlement', 'gender', 'marital_status', 'social_class'])
          expect(demographicValueKey(s.demographics[field] ?? 'unknown'), `${file} ${field}`).not.toBeNull();
    }
  });
});
