// Words in a post, for the spotting rule: where words begin and end in scripts written with spaces
// (Latin, Arabic, Hebrew, Cyrillic...), and which characters belong to scripts written without them
// (Chinese, Japanese, Thai, Lao, Khmer, Myanmar, Tibetan), which are counted character by character.
// Offsets are UTF-16 code units, as text areas and the stored marks use them.

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const LETTER = /[\p{L}\p{M}\p{N}]/u;
/** Joins two parts of one word when letters stand on both sides ("don't", "Ausbildungs-Platz"). */
const JOINER = /['’\-‐]/u;

const isUnspaced = (ch: string | undefined): boolean => ch !== undefined && UNSPACED.test(ch);
const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch) && !UNSPACED.test(ch);

/** Is position i (a code unit) inside a word of a spaced script, counting joiners between letters? */
function inWord(text: string, i: number): boolean {
  const ch = text[i];
  if (isLetter(ch)) return true;
  return ch !== undefined && JOINER.test(ch) && isLetter(text[i - 1]) && isLetter(text[i + 1]);
}

/**
 * Widens [start, end) to whole words where it cuts into a word of a spaced script; leaves it as it
 * is at spaces, punctuation and in scripts written without spaces.
 */
export function snapToWords(text: string, start: number, end: number): { start: number; end: number } {
  let s = Math.max(0, Math.min(start, text.length));
  let e = Math.max(s, Math.min(end, text.length));
  if (e > s && inWord(text, s)) while (s > 0 && inWord(text, s - 1)) s -= 1;
  if (e > s && inWord(text, e - 1)) while (e < text.length && inWord(text, e)) e += 1;
  return { start: s, end: e };
}

export type WordIndex = {
  /** Words of spaced scripts lying entirely inside [from, to). */
  wholeWords: (from: number, to: number) => number;
  /** Characters of scripts written without spaces inside [from, to). */
  unspacedChars: (from: number, to: number) => number;
};

export function wordIndex(text: string): WordIndex {
  const words: { start: number; end: number }[] = [];
  for (let i = 0; i < text.length;) {
    if (!inWord(text, i)) {
      i += 1;
      continue;
    }
    const start = i;
    while (i < text.length && inWord(text, i)) i += 1;
    words.push({ start, end: i });
  }
  return {
    wholeWords: (from, to) => words.filter((w) => w.start >= from && w.end <= to).length,
    unspacedChars: (from, to) => {
      let n = 0;
      for (let i = Math.max(0, from); i < Math.min(to, text.length); i++) if (isUnspaced(text[i])) n += 1;
      return n;
    },
  };
}
