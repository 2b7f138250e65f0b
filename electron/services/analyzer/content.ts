// Content terms of a text for overlap: stemmed content words (English, German), prefix-stripped words and character n-grams (Arabic, Hebrew), character bigrams (Chinese).
import { AR_STOP, DE_STOP, EN_STOP, GENERIC, HE_STOP } from './lexicon/stopwords';
import { stemDe, stemEn, stripSemiticPrefix } from './stem';
import { foldText, wordTokens } from './text';

export interface Terms {
  /** Content word (stemmed) -> weight (generic words weigh less). */
  words: Map<string, number>;
  /** Character n-grams of Arabic, Hebrew and Chinese words. */
  grams: Set<string>;
}

/** Single Han characters too common to count as shared content. */
const HAN_STOP = new Set([
  ...'的了是我你他她们在有也就都和跟说这那个不没很太吗呢吧啊呀着过会要去把被给让对还又再才而与及或但如果因为所以自己一',
]);

const GENERIC_EN = new Set([...GENERIC].map(stemEn));
const GENERIC_DE = new Set([...GENERIC].map(stemDe));

function hanBigrams(word: string, into: Set<string>): void {
  const chars = [...word].filter((c) => /\p{Script=Han}/u.test(c));
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i] as string;
    const b = chars[i + 1] as string;
    if (HAN_STOP.has(a) && HAN_STOP.has(b)) continue;
    into.add(a + b);
  }
  // Two-character words are the common case: also keep single content characters of very short words.
  if (chars.length === 1 && !HAN_STOP.has(chars[0] as string)) into.add(chars[0] as string);
}

function trigrams(word: string, into: Set<string>): void {
  const chars = [...word];
  if (chars.length <= 3) {
    into.add(word);
    return;
  }
  for (let i = 0; i + 2 < chars.length; i++) into.add(chars.slice(i, i + 3).join(''));
}

/** Terms of `text`; `language` picks the Latin-script stemmer and stop list (default English). */
export function contentTerms(text: string, language = 'en'): Terms {
  const folded = foldText(text);
  const words = new Map<string, number>();
  const grams = new Set<string>();
  const german = language === 'de';
  const locale = language === 'zh' ? 'zh' : language;
  for (const { word } of wordTokens(folded, locale)) {
    if (isAscii(word)) {
      addLatinWord(word, german, words);
      continue;
    }
    if (/\p{Script=Han}/u.test(word)) {
      hanBigrams(word, grams);
      continue;
    }
    if (/^\p{Script=Arabic}/u.test(word)) {
      if (AR_STOP.has(word)) continue;
      const stripped = stripSemiticPrefix(word);
      if ([...stripped].length < 3) continue;
      words.set(stripped, 1);
      trigrams(stripped, grams);
      continue;
    }
    if (/^\p{Script=Hebrew}/u.test(word)) {
      if (HE_STOP.has(word)) continue;
      const stripped = stripSemiticPrefix(word);
      if ([...stripped].length < 2) continue;
      words.set(stripped, 1);
      trigrams(stripped, grams);
      continue;
    }
    addLatinWord(word, german, words);
  }
  return { words, grams };
}

/** True when every character is ASCII: such a word is neither Han, Arabic nor Hebrew (the common case, checked cheaply). */
function isAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A number (two digits or more) as it is; another word of three letters or more, not a stop word, by its stem. */
function addLatinWord(word: string, german: boolean, words: Map<string, number>): void {
  if (/^\d+$/.test(word)) {
    if (word.length >= 2) words.set(word, 1);
    return;
  }
  if (word.length < 3 || EN_STOP.has(word) || DE_STOP.has(word)) return;
  const stem = german ? stemDe(word) : stemEn(word);
  const generic = german ? GENERIC_DE.has(stem) : GENERIC_EN.has(stem);
  words.set(stem, Math.max(words.get(stem) ?? 0, generic ? 0.4 : 1));
}

export interface Overlap {
  /** Shared weight / the first text's total weight. */
  coverage: number;
  /** Sum of the shared words' weights. */
  weight: number;
  shared: string[];
}

/** How much of `a` (e.g. an annotated phrase) reappears in `b` (e.g. a reply sentence), by content words. */
export function wordOverlap(a: Terms, b: Terms): Overlap {
  let total = 0;
  let weight = 0;
  const shared: string[] = [];
  for (const [word, w] of a.words) {
    total += w;
    if (b.words.has(word)) {
      weight += Math.min(w, b.words.get(word) ?? 0);
      shared.push(word);
    }
  }
  return { coverage: total ? weight / total : 0, weight, shared };
}

/** How much of `a` reappears in `b`, by character n-grams (Arabic, Hebrew, Chinese). */
export function gramOverlap(a: Terms, b: Terms): Overlap {
  if (a.grams.size === 0) return { coverage: 0, weight: 0, shared: [] };
  const shared = [...a.grams].filter((g) => b.grams.has(g));
  return { coverage: shared.length / a.grams.size, weight: shared.length, shared };
}
