// Text folding for matching (lower case, plain quotes, no Arabic/Hebrew vowel marks) that keeps a map back to the original offsets.

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

export function fold(original: string): Folded {
  let text = '';
  const map: number[] = [];
  let i = 0;
  for (const ch of original) {
    const code = ch.codePointAt(0) ?? 0;
    if (!isMark(code)) {
      let out = QUOTES[ch] ?? ARABIC_FOLD[ch] ?? ch.toLowerCase();
      // Keep a one-to-one map: a character whose lower case changes length (rare) stays as it is.
      if (out.length !== ch.length) out = ch;
      text += out;
      for (let k = 0; k < out.length; k++) map.push(i + k);
    }
    i += ch.length;
  }
  return { text, map, length: original.length };
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

/** Word-like tokens of a (folded) text, via the ICU word segmenter (dictionary-based for Chinese). */
export function wordTokens(text: string, locale = 'en'): Token[] {
  let segmenter = wordSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    wordSegmenters.set(locale, segmenter);
  }
  const out: Token[] = [];
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike) out.push({ word: s.segment, start: s.index, end: s.index + s.segment.length });
  }
  return out;
}

export type Script = 'latin' | 'arabic' | 'hebrew' | 'han' | 'other';

/** The dominant script of a text, by letter count. */
export function dominantScript(text: string): Script {
  const counts: Record<Script, number> = { latin: 0, arabic: 0, hebrew: 0, han: 0, other: 0 };
  for (const ch of text) {
    if (/\p{Script=Latin}/u.test(ch)) counts.latin++;
    else if (/\p{Script=Arabic}/u.test(ch)) counts.arabic++;
    else if (/\p{Script=Hebrew}/u.test(ch)) counts.hebrew++;
    else if (/\p{Script=Han}/u.test(ch)) counts.han++;
    else if (/\p{L}/u.test(ch)) counts.other++;
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
