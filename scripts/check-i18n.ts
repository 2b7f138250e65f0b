// `npm run check:i18n`: fails on missing, extra, unused or untranslated keys, wrong plural forms
// per language (CLDR via Intl.PluralRules) and mismatched {{placeholders}}.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { UI_LOCALES } from '../shared/i18n/locales';

const projectRoot = join(import.meta.dirname, '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Strings that are the same in every language (names). */
const SAME_IN_ALL_LANGUAGES = new Set(['CultureCare Trainer', '+cga']);

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat, file: string, problems: string[]): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out, file, problems);
  } else problems.push(`${file}: ${prefix} is not a string`);
}

function loadLocale(localesDir: string, lng: string, problems: string[]): Flat {
  const flat: Flat = new Map();
  for (const file of readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const path = join(localesDir, lng, file);
    try {
      const inner: Flat = new Map();
      flatten(JSON.parse(readFileSync(path, 'utf8')), '', inner, path, problems);
      for (const [key, text] of inner) flat.set(`${ns}:${key}`, text);
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message}`);
    }
  }
  return flat;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Checks locales/ against the keys used in renderer/ and electron/services/exports/ under `root` (the project by default). */
export function checkI18n(root: string = projectRoot): string[] {
  const problems: string[] = [];
  const localesDir = join(root, 'locales');
  const locales = Object.fromEntries(UI_LOCALES.map((lng) => [lng, loadLocale(localesDir, lng, problems)])) as Record<
    string,
    Flat
  >;
  const en = locales.en!;
  const pluralBases = new Set([...en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseOf));
  const plainKeys = [...en.keys()].filter((k) => !PLURAL_SUFFIX.test(k));

  for (const lng of UI_LOCALES.filter((l) => l !== 'en')) {
    const flat = locales[lng]!;
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const key of plainKeys) {
      const text = flat.get(key);
      if (text === undefined) problems.push(`${lng}: missing ${key}`);
      else {
        if (placeholders(text) !== placeholders(en.get(key)!))
          problems.push(
            `${lng}: ${key} has placeholders {${placeholders(text)}}, English has {${placeholders(en.get(key)!)}}`,
          );
        if (text === en.get(key) && /[A-Za-z]/.test(text) && !SAME_IN_ALL_LANGUAGES.has(text))
          problems.push(`${lng}: ${key} is still English`);
      }
    }
    for (const base of pluralBases) {
      const enForm = en.get(`${base}_other`) ?? '';
      for (const category of categories) {
        const text = flat.get(`${base}_${category}`);
        if (text === undefined) problems.push(`${lng}: missing plural form ${base}_${category}`);
        else if (placeholders(text).replace('count', '') !== placeholders(enForm).replace('count', ''))
          problems.push(`${lng}: ${base}_${category} placeholders differ from English`);
      }
    }
    for (const key of flat.keys()) {
      const isPlural = PLURAL_SUFFIX.test(key);
      const known = isPlural
        ? pluralBases.has(baseOf(key)) && categories.includes(key.match(PLURAL_SUFFIX)![1] as Intl.LDMLPluralRule)
        : en.has(key);
      if (!known) problems.push(`${lng}: extra key ${key}`);
    }
  }
  const enCategories = new Intl.PluralRules('en').resolvedOptions().pluralCategories;
  for (const base of pluralBases) {
    for (const category of enCategories)
      if (!en.has(`${base}_${category}`)) problems.push(`en: missing plural form ${base}_${category}`);
  }

  // Keys used in code: t('ns:key') and i18nKey="ns:key", always written out in full.
  const used = new Set<string>();
  // The renderer, and the services that write localised files (PDF reports, export descriptions).
  const codeDirs = [join(root, 'renderer'), join(root, 'electron', 'services', 'exports')].filter((dir) =>
    existsSync(dir),
  );
  for (const file of codeDirs.flatMap((dir) => sourceFiles(dir))) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*(['"])([\w-]+:[^'"`$]+?)\1/g)) used.add(match[2]!);
    for (const match of code.matchAll(/i18nKey=["']([\w-]+:[\w.-]+)["']/g)) used.add(match[1]!);
    for (const match of code.matchAll(/\bt\(\s*`[^`]*\$\{/g))
      problems.push(`${relative(root, file)}: dynamic key ${match[0]}: write keys out in full`);
  }
  for (const key of used) if (!en.has(key) && !pluralBases.has(key)) problems.push(`en: missing ${key} (used in code)`);
  for (const key of [...plainKeys, ...pluralBases]) if (!used.has(key)) problems.push(`en: unused ${key}`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkI18n();
  for (const p of problems) console.error(p);
  console.log(
    problems.length === 0
      ? 'i18n: all keys present, translated and used in 5 locales.'
      : `i18n: ${problems.length} problem(s).`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
