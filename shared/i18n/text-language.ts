// Which language a piece of user text is written in, for its `lang` and `dir` attributes: the
// text's own language, not the interface's (an English reply under Arabic menus is read with an
// English voice). A cheap guess from the script (Arabic, Hebrew, Han) and, for Latin script, a
// few German markers; a known language (the scenario's, a role card's) is the hint.
import { TEXT_LANGUAGES, type TextLanguage } from '../domain/vocabulary';
import { localeDirection } from './locales';

export type TextLangAttrs = { lang: TextLanguage | undefined; dir: 'ltr' | 'rtl' | 'auto' };

const isTextLanguage = (value: unknown): value is TextLanguage =>
  typeof value === 'string' && (TEXT_LANGUAGES as readonly string[]).includes(value);

/** Frequent German function words and spellings; English has almost none of them. */
const GERMAN_WORDS = new Set([
  'ich',
  'und',
  'nicht',
  'der',
  'die',
  'das',
  'ist',
  'du',
  'mit',
  'sich',
  'auch',
  'ein',
  'eine',
  'es',
  'zu',
  'mir',
  'dich',
  'dir',
  'wie',
  'aber',
  'wenn',
  'sehr',
  'auf',
  'bin',
  'hast',
  'hat',
  'mein',
  'meine',
  'sie',
  'wir',
]);
const ENGLISH_WORDS = new Set([
  'i',
  'and',
  'not',
  'the',
  'is',
  'you',
  'with',
  'also',
  'a',
  'it',
  'to',
  'me',
  'your',
  'how',
  'but',
  'if',
  'very',
  'on',
  'am',
  'have',
  'has',
  'my',
  'she',
  'we',
  'of',
  'that',
  'this',
  'are',
  'for',
  'feel',
]);

function latinLanguage(text: string, hint: TextLanguage | null): TextLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let de = /[äöüß]/i.test(text) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (GERMAN_WORDS.has(w)) de += 1;
    if (ENGLISH_WORDS.has(w)) en += 1;
  }
  if (de === en) return hint === 'de' || hint === 'en' ? hint : 'en';
  return de > en ? 'de' : 'en';
}

/**
 * The language a text is most likely written in, or null when it has no letters (or too few to
 * tell and no hint agrees with its script). Letters of a script must make up over 30 % of all
 * letters to count, so a name in Latin letters inside an Arabic reply does not flip it.
 */
export function guessTextLanguage(text: string, hint?: string | null): TextLanguage | null {
  const known = isTextLanguage(hint) ? hint : null;
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return null;
  const share = (re: RegExp) => letters.filter((l) => re.test(l)).length / letters.length;
  if (share(/\p{Script=Arabic}/u) > 0.3) return 'ar';
  if (share(/\p{Script=Hebrew}/u) > 0.3) return 'he';
  if (share(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u) > 0.3) return 'zh';
  if (share(/\p{Script=Latin}/u) > 0.5) return latinLanguage(text, known);
  return null;
}

/**
 * `lang` and `dir` for an element holding user text: the guessed language and its direction, or
 * no lang and `dir="auto"` (the browser decides from the first strong letter) when there is no
 * guess, e.g. an empty draft.
 */
export function textLangAttrs(text: string | null | undefined, hint?: string | null): TextLangAttrs {
  const guess = text ? guessTextLanguage(text, hint) : null;
  return guess ? { lang: guess, dir: localeDirection(guess) } : { lang: undefined, dir: 'auto' };
}
