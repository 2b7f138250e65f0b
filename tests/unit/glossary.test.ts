// The clinical glossary (docs/glossary.md) is applied: role names as chosen there, clearly distinct
// on small badges, and the wrong or retired words gone from every locale file.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = ['en', 'de', 'ar', 'he', 'zh'] as const;
const dir = (lng: string) => join(__dirname, '..', '..', 'locales', lng);
const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(dir(lng), `${ns}.json`), 'utf8')) as Record<string, unknown>;
const values = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(values) : [];
/** Every string of a locale (values only, not keys). */
const allText = (lng: string) =>
  readdirSync(dir(lng))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => values(read(lng, f.slice(0, -'.json'.length))))
    .join('\n');

function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[y.length]!;
}

describe('clinical glossary', () => {
  const roles = (lng: string) => read(lng, 'profiles').role as Record<'trainee' | 'instructor' | 'supervisor', string>;

  it('uses the glossary role names', () => {
    expect(roles('he')).toEqual({ trainee: 'מתלמד/ת', instructor: 'מרצה', supervisor: 'מדריך/ה' });
    expect(roles('ar')).toEqual({ trainee: 'متدرّب', instructor: 'محاضر', supervisor: 'مشرف' });
    expect(roles('de')).toEqual({ trainee: 'Lernende:r', instructor: 'Lehrperson', supervisor: 'Supervisor:in' });
    expect(roles('zh')).toEqual({ trainee: '学员', instructor: '讲师', supervisor: '督导' });
  });

  it.each(LOCALES)('keeps the three role names clearly apart on badges (%s)', (lng) => {
    const names = Object.values(roles(lng));
    for (const a of names)
      for (const b of names) {
        if (a === b) continue;
        // Differ in at least three letters, or in every letter of the shorter name.
        expect(editDistance(a, b)).toBeGreaterThanOrEqual(Math.min(3, [...a].length, [...b].length));
      }
  });

  it('has none of the retired words', () => {
    // Hebrew "inspector" for supervisor; Arabic "مدرّب" (one letter from "متدرّب"); words that made the
    // automatic coach's note sound like a supervisor's or an instructor's.
    expect(allText('he')).not.toMatch(/מפקח|פיקוח|הערת המדריך/);
    expect(allText('ar')).not.toMatch(/(?<!ت)مدرّب|متدرب(?!ّ)/);
    expect(allText('zh')).not.toMatch(/督导笔记|教师/);
    expect(allText('de')).not.toMatch(/Ausbilderin|Lehrende:r|Trainees/);
  });

  it('names supervision with the supervision word', () => {
    const label = (lng: string) => ((read(lng, 'review').nav as Record<string, string>).label ?? '') as string;
    expect(label('he')).toBe('הדרכה');
    expect(label('ar')).toBe('الإشراف');
    expect(label('zh')).toBe('督导');
    expect(label('de')).toMatch(/^Supervision/);
  });
});
