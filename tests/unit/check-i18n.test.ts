// The i18n checker on small fixture trees: it passes a complete set and names each kind of problem.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkI18n } from '../../scripts/check-i18n';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

type Locale = Record<string, string>;
const complete: Record<string, Locale> = {
  en: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
  de: { hello: 'Hallo {{name}}', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' },
  ar: {
    hello: 'مرحبًا {{name}}',
    items_zero: 'لا عناصر',
    items_one: 'عنصر واحد',
    items_two: 'عنصران',
    items_few: '{{count}} عناصر',
    items_many: '{{count}} عنصرًا',
    items_other: '{{count}} عنصر',
  },
  he: { hello: 'שלום {{name}}', items_one: 'פריט אחד', items_two: 'שני פריטים', items_other: '{{count}} פריטים' },
  zh: { hello: '你好 {{name}}', items_other: '{{count}} 个项目' },
};

function write(locales: Record<string, Locale>, code = "t('common:hello'); t('common:items', { count });") {
  for (const [lng, keys] of Object.entries(locales)) {
    mkdirSync(join(dir.path, 'locales', lng), { recursive: true });
    writeFileSync(join(dir.path, 'locales', lng, 'common.json'), JSON.stringify(keys));
  }
  mkdirSync(join(dir.path, 'renderer'), { recursive: true });
  writeFileSync(join(dir.path, 'renderer', 'a.tsx'), code);
}

describe('check:i18n', () => {
  it('accepts complete translations with each language’s plural forms', () => {
    write(complete);
    expect(checkI18n(dir.path)).toEqual([]);
  });

  it('reports missing, extra, untranslated and wrong-plural keys and mismatched placeholders', () => {
    write({
      ...complete,
      de: { hello: 'Hello {{name}}', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge', stray: 'x' },
      ar: { hello: 'مرحبًا', items_one: 'عنصر واحد', items_other: '{{count}} عنصر' },
      zh: { items_other: '{{count}} 个项目', items_one: '一个' },
    });
    const problems = checkI18n(dir.path);
    expect(problems).toContain('de: common:hello is still English');
    expect(problems).toContain('de: extra key common:stray');
    expect(problems).toContain('ar: missing plural form common:items_zero');
    expect(problems).toContain('ar: missing plural form common:items_few');
    expect(problems.some((p) => p.startsWith('ar: common:hello has placeholders'))).toBe(true);
    expect(problems).toContain('zh: missing common:hello');
    expect(problems).toContain('zh: extra key common:items_one');
  });

  it('reports keys used in code but missing, keys never used, and dynamic keys', () => {
    write(complete, "t('common:hello'); t('common:nothere'); t(`common:${x}`);");
    const problems = checkI18n(dir.path);
    expect(problems).toContain('en: missing common:nothere (used in code)');
    expect(problems).toContain('en: unused common:items');
    expect(problems.some((p) => p.includes('dynamic key'))).toBe(true);
  });
});
