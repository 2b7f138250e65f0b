// Text folding for matching (lower case, plain quotes, no Arabic/Hebrew vowel marks, one space for a run of spaces or
// invisible separators) that keeps a map back to the original offsets.

export interface Folded {
  /** The folded text: what lexicon patterns are written against. */
  text: string;
  /** For each UTF-16 unit of `text`, the offset of the original character it came from. */
  map: number[];
  /** Length of the original text. */
  length: number;
}

const QUOTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u00B4': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u3000': ' ',
  '\uFF1F': '?',
  '\u061F': '?',
  '\uFF01': '!',
  '\uFF0C': ',',
  '\u060C': ',',
};

const ARABIC_FOLD: Record<string, string> = {
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  '\u0649': '\u064A',
};

/** Arabic tashkeel and tatweel, Hebrew niqqud and cantillation: dropped before matching. */
const isMark = (code: number): boolean =>
  (code >= 0x064b && code <= 0x065f) ||
  code === 0x0670 ||
  code === 0x0640 ||
  (code >= 0x0591 && code <= 0x05c7 && code !== 0x05be && code !== 0x05c0 && code !== 0x05c3 && code !== 0x05c6);

/** Folded texts by original: the same sentence or post is folded by several stages of one analysis (bounded, pure). */
const foldMemo = new Map<string, Folded>();
const FOLD_MEMO_SIZE = 2000;

/** Forgets memoised folds (the analyzer's clearCache). */
export const clearFoldMemo = (): void => foldMemo.clear();

/** The folded text with its offset map (memoised; treat the result as read-only). */
export function fold(original: string): Folded {
  let folded = foldMemo.get(original);
  if (!folded) {
    if (foldMemo.size >= FOLD_MEMO_SIZE) foldMemo.clear();
    folded = foldUncached(original);
    foldMemo.set(original, folded);
  }
  return folded;
}

/** Any character outside ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;
/** ASCII that the fast path would not fold: a tab or two spaces in a row. */
const SPACE_RUN = /\t| {2}/;
/**
 * Horizontal spaces and invisible separators (zero-width space, direction marks and embeddings): read as one space, a run
 * of them as one, so "end  it all" or "end\u200Bit all" match a cue written with single spaces. Line breaks stay.
 */
const isSpaceLike = (code: number): boolean =>
  code === 0x20 ||
  code === 0x09 ||
  code === 0xa0 ||
  code === 0x061c ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200b) ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202f) ||
  code === 0x205f ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0x3000;
/** Invisible characters inside words (soft hyphen, joiners, byte-order mark): dropped. */
const isInsideWord = (code: number): boolean =>
  code === 0xad || code === 0x200c || code === 0x200d || code === 0x2060 || code === 0xfeff;

function foldUncached(original: string): Folded {
  if (!NON_ASCII.test(original) && !SPACE_RUN.test(original)) {
    // ASCII only (most English text): the same fold as below, one character for one, so the map is the identity.
    const map = new Array<number>(original.length);
    for (let k = 0; k < original.length; k++) map[k] = k;
    return { text: original.toLowerCase().replaceAll('`', "'"), map, length: original.length };
  }
  const out: string[] = [];
  const map: number[] = [];
  let i = 0;
  for (const ch of original) {
    const code = ch.codePointAt(0) ?? 0;
    if (isSpaceLike(code)) {
      if (out[out.length - 1] !== ' ') {
        out.push(' ');
        map.push(i);
      }
    } else if (isInsideWord(code)) {
      // dropped, like vowel marks
    } else if (code < 0x80) {
      // ASCII (most text): lower case, and a backtick as an apostrophe.
      out.push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : code === 96 ? "'" : ch);
      map.push(i);
    } else if (!isMark(code)) {
      let folded = QUOTES[ch] ?? ARABIC_FOLD[ch] ?? ch.toLowerCase();
      // Keep a one-to-one map: a character whose lower case changes length (rare) stays as it is.
      if (folded.length !== ch.length) folded = ch;
      out.push(folded);
      for (let k = 0; k < folded.length; k++) map.push(i + k);
    }
    i += ch.length;
  }
  return { text: out.join(''), map, length: original.length };
}

/** Maps a [start, end) range of the folded text back to the original text. */
export function unfoldRange(folded: Folded, start: number, end: number): { start: number; end: number } {
  const s = folded.map[start] ?? folded.length;
  const last = folded.map[end - 1];
  return { start: s, end: last === undefined ? s : last + 1 };
}

/** Folds a short string (a phrase or a pattern input) without keeping the map. */
export const foldText = (s: string): string => fold(s).text;

export interface Token {
  word: string;
  start: number;
  end: number;
}

const wordSegmenters = new Map<string, Intl.Segmenter>();

/** Scripts whose words are not separated by spaces: only these need the ICU dictionary segmenter. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** A word: letters, marks and digits, with inner apostrophes ("don't") and inner dots or commas in numbers ("3.5"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['\u2019][\p{L}\p{M}]+)*(?:[.,]\p{N}+)*/gu;

/**
 * Word-like tokens of a (folded) text: a regular expression for space-separated scripts (fast), the ICU word segmenter
 * (dictionary-based) for Chinese and other unspaced scripts.
 */
export function wordTokens(text: string, locale = 'en'): Token[] {
  const out: Token[] = [];
  if (!UNSPACED.test(text)) {
    for (const m of text.matchAll(WORD)) out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
    return out;
  }
  let segmenter = wordSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    wordSegmenters.set(locale, segmenter);
  }
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike) out.push({ word: s.segment, start: s.index, end: s.index + s.segment.length });
  }
  return out;
}

export type Script = 'latin' | 'arabic' | 'hebrew' | 'han' | 'other';

/** The script of a code point, by Unicode block ranges (fast; letters only, digits and punctuation are 'none'). */
function scriptOf(code: number): Script | 'none' {
  if (code < 0x80) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? 'latin' : 'none';
  if ((code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) || (code >= 0x1e00 && code <= 0x1eff))
    return 'latin';
  if (
    (code >= 0x600 && code <= 0x6ff) ||
    (code >= 0x750 && code <= 0x77f) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  )
    return /\p{L}/u.test(String.fromCodePoint(code)) ? 'arabic' : 'none';
  if ((code >= 0x591 && code <= 0x5ff) || (code >= 0xfb1d && code <= 0xfb4f))
    return /\p{L}/u.test(String.fromCodePoint(code)) ? 'hebrew' : 'none';
  if (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x20000 && code <= 0x2ebef) ||
    (code >= 0xf900 && code <= 0xfaff)
  )
    return 'han';
  const ch = String.fromCodePoint(code);
  if (!/\p{L}/u.test(ch)) return 'none';
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  if (/\p{Script=Arabic}/u.test(ch)) return 'arabic';
  if (/\p{Script=Hebrew}/u.test(ch)) return 'hebrew';
  if (/\p{Script=Han}/u.test(ch)) return 'han';
  return 'other';
}

/** The dominant script of a text, by letter count. */
export function dominantScript(text: string): Script {
  const counts: Record<Script, number> = { latin: 0, arabic: 0, hebrew: 0, han: 0, other: 0 };
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0) ?? 0);
    if (script !== 'none') counts[script]++;
  }
  let best: Script = 'other';
  let max = 0;
  for (const key of Object.keys(counts) as Script[]) {
    if (counts[key] > max) {
      max = counts[key];
      best = key;
    }
  }
  return best;
}
