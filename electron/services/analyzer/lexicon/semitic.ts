// Cue builders for Arabic and Hebrew: words take attached prefixes (Arabic wa-, fa-, bi-, li-, ka-, al-; Hebrew ha-, ve-,
// be-, le-, mi-, she-, ke-), so a cue matches after such a prefix, with a word boundary after it; patterns are folded.
import { foldText } from '../text';
import { rawCue, type Cue, type CueOptions } from './cue';

/** Folds the Arabic letters of a pattern (folding lower-cases, so restore property escapes like \p{L}). */
export const foldPattern = (pattern: string): string =>
  foldText(pattern).replace(/\\p\{(\w)\}/g, (_, c: string) => `\\p{${c.toUpperCase()}}`);

const AR_START = '(?<![\\p{L}])(?:[وفبلك]|ال|وال|بال|فال|لل|ول|وب|فب|فل)?';
const HE_START = '(?<![\\p{L}])(?:[הובלמשכ]|וה|וב|ול|שה|מה|כש|וש|שב|של|ומ|וכש)?';

/** An Arabic cue: alternatives separated by |, folded (alef forms, final yeh, no tashkeel). */
export const ar = (id: string, words: string, weight: number, options: CueOptions = {}): Cue =>
  rawCue(id, `${AR_START}(?:${foldPattern(words)})(?![\\p{L}])`, weight, options);

/** An Arabic cue that must start the sentence (after an optional wa-/fa-). */
export const arStart = (id: string, words: string, weight: number): Cue =>
  rawCue(id, `^(?:[وف])?(?:${foldPattern(words)})(?![\\p{L}])`, weight);

/** A Hebrew cue: alternatives separated by |. */
export const he = (id: string, words: string, weight: number, options: CueOptions = {}): Cue =>
  rawCue(id, `${HE_START}(?:${words})(?![\\p{L}])`, weight, options);

/** A Hebrew cue that must start the sentence (after an optional ve-). */
export const heStart = (id: string, words: string, weight: number): Cue =>
  rawCue(id, `^(?:ו)?(?:${words})(?![\\p{L}])`, weight);
