// Whether a cue hit is negated (a negation word within a few tokens before it, in the same clause, with no scope breaker in
// between; or a denial right after it) or quoted (inside quotation marks in its sentence), for the five languages.
import { CLAUSE_BREAK, NEGATION } from './lexicon/negation';

const WORD = /[\p{L}\p{N}']+/gu;

/** The clause before `at`: from the last clause break up to `at`. */
function clauseBefore(text: string, at: number, maxChars = 80): string {
  const before = text.slice(Math.max(0, at - maxChars), at);
  let cut = 0;
  const global = new RegExp(CLAUSE_BREAK.source, 'gu');
  let m: RegExpExecArray | null;
  while ((m = global.exec(before)) !== null) cut = m.index + m[0].length;
  return before.slice(cut);
}

/** True when a negation governs the text starting at `start` (a folded text). */
export function isNegated(text: string, start: number, language: string): boolean {
  const lex = NEGATION[language] ?? NEGATION.en;
  if (!lex) return false;
  // Arabic and Hebrew: a cue word carrying the prefix "and" (و, ف; ו) starts a clause of its own ("لا أنام وأريد أن أموت").
  if ((language === 'ar' && /[وف]/u.test(text[start] ?? '')) || (language === 'he' && text[start] === 'ו'))
    return false;
  const clause = clauseBefore(text, start);
  if (language === 'zh') {
    const tail = clause.slice(-lex.window - 2);
    for (let i = tail.length; i > 0; i--) {
      const prefix = tail.slice(0, i);
      if (!lex.negator.test(prefix)) continue;
      const rest = tail.slice(i) + text.slice(start, start + 3);
      if (lex.compound?.test(rest)) continue;
      return !lex.breaker.test(tail.slice(i));
    }
    return false;
  }
  const words = clause.match(WORD) ?? [];
  const window = words.slice(-lex.window);
  for (let i = window.length - 1; i >= 0; i--) {
    const w = window[i] as string;
    if (lex.breaker.test(w)) return false;
    if (lex.negator.test(w)) return true;
  }
  // Two-word Arabic negations ("ما في", "عمري ما").
  if (language === 'ar') return /(?:ما في|عمري ما)\s+\S*\s*$/u.test(clause);
  return false;
}

/** True when the words right after `end` deny what came before ("... is not an option for me"). */
export function deniedAfter(text: string, end: number, language: string): boolean {
  const lex = NEGATION[language] ?? NEGATION.en;
  return !!lex && lex.after.test(text.slice(end, end + 60));
}

const QUOTE = /["\u05f4\u300c\u300d\u300e\u300f\u201c\u201d\u201e\u00ab\u00bb]/u;
const LETTER = /[\p{L}\p{N}]/u;

/**
 * True when `at` lies inside quotation marks that open after `from` (the sentence start). A straight double quote or a
 * gershayim (״) between two letters is a Hebrew abbreviation mark (ב"ה, צה״ל), not a quotation mark; a single quote counts when it opens before a word and is not
 * an apostrophe.
 */
export function insideQuotes(text: string, from: number, at: number): boolean {
  let double = false;
  let single = false;
  for (let i = Math.max(0, from); i < at; i++) {
    const ch = text[i] as string;
    const letterBefore = LETTER.test(text[i - 1] ?? ' ');
    const letterAfter = LETTER.test(text[i + 1] ?? ' ');
    if (QUOTE.test(ch)) {
      // The straight double quote and the Hebrew gershayim (״) double as the Hebrew abbreviation mark (צה״ל);
      // Chinese quotes stand between characters.
      if ((ch === '"' || ch === '\u05f4') && letterBefore && letterAfter) continue;
      double = !double;
    } else if (ch === "'") {
      if (!letterBefore && letterAfter) single = true;
      else if (letterBefore && !letterAfter) single = false;
    }
  }
  return double || single;
}
