// The first screen's texts come in one chunk per language (renderer/i18n/first-texts/<lng>.ts) and every
// other text file in a list of its own (other-locale-files.ts). Both lists are written out for
// import.meta.glob: together they must hold every locale file exactly once, the first-texts exactly the
// first-screen namespaces, with the files' own contents.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../../shared/i18n/locales';
import { FIRST_SCREEN_NAMESPACES } from '../../renderer/i18n/namespaces';
import { otherLocaleFiles } from '../../renderer/i18n/other-locale-files';

const root = join(import.meta.dirname, '..', '..', 'locales');
const firstTexts = import.meta.glob<Record<string, Record<string, unknown>>>('../../renderer/i18n/first-texts/*.ts', {
  import: 'default',
  eager: true,
});
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

describe("the first screen's texts, one chunk per language", () => {
  it.each(UI_LOCALES)('%s: exactly the first-screen namespaces, as the files hold them', (language) => {
    const texts = firstTexts[`../../renderer/i18n/first-texts/${language}.ts`];
    expect(texts).toBeDefined();
    const entries = Object.entries(texts!).map(([path, value]) => [fileName(path), value] as const);
    expect(entries.map(([name]) => name).sort()).toEqual(FIRST_SCREEN_NAMESPACES.map((ns) => `${ns}.json`).sort());
    for (const [name, value] of entries)
      expect(value, name).toEqual(JSON.parse(readFileSync(join(root, language, name), 'utf8')));
  });

  it('lists every other locale file once, and no first-screen one', () => {
    const other = Object.keys(otherLocaleFiles).map((path) => path.replace('../../locales/', ''));
    const first = UI_LOCALES.flatMap((language) => FIRST_SCREEN_NAMESPACES.map((ns) => `${language}/${ns}.json`));
    const all = UI_LOCALES.flatMap((language) =>
      readdirSync(join(root, language))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${language}/${name}`),
    );
    expect(other.filter((path) => first.includes(path))).toEqual([]);
    expect([...other, ...first].sort()).toEqual(all.sort());
  });
});
