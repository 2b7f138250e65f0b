// Matches a judge's answer text or a single token to a scale option (key, code or label), tolerantly.
import type { Scale, ScaleOption } from '../rubrics/types';

const WRAPPERS = /^[\s"'`“”‘’«»„*_([{<]+|[\s"'`“”‘’«»„*_)\]}>.,;:!?]+$/gu;
const DECIMAL_DIGIT = /\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;
const LETTER_KEY = /^\p{L}$/u;

/**
 * Every Unicode decimal digit (Arabic-Indic ٤, Persian ۴, Devanagari ४, Thai ๔...) as its ASCII digit.
 * Unicode lays each script's digits out as a run of zero to nine, so a digit's value is its distance
 * from the start of its run (runs of several sets, as in mathematical digits, repeat every ten).
 */
export function asciiDigits(text: string): string {
  return text.replace(DECIMAL_DIGIT, (digit) => {
    const code = digit.codePointAt(0)!;
    let first = code;
    while (IS_DIGIT.test(String.fromCodePoint(first - 1))) first -= 1;
    return String((code - first) % 10);
  });
}

/**
 * Normalises an answer for matching: Unicode NFKC (full-width digits become ASCII), tokenizer
 * space markers (Ġ, ▁) dropped, surrounding whitespace, quotes, brackets and emphasis removed,
 * trailing punctuation removed, lower case. "  4", "4.", '"4"', "**4**", "４" all become "4".
 */
export function normaliseAnswer(text: string): string {
  return unwrapped(text).toLowerCase().replace(/\s+/gu, ' ');
}

/** The answer with NFKC, ASCII digits, tokenizer space markers and wrappers dropped; case kept. */
function unwrapped(text: string): string {
  let s = asciiDigits(text.normalize('NFKC')).replace(/^[Ġ▁]+/u, '');
  for (let previous = ''; previous !== s;) {
    previous = s;
    s = s.replace(WRAPPERS, '');
  }
  return s;
}

/** The names an option can be answered with, normalised: key, code, code with spaces, label (not a letter key). */
function optionNames(option: ScaleOption): string[] {
  const names = [option.code, option.code.replace(/_/g, ' '), option.label];
  if (!LETTER_KEY.test(option.key)) names.push(option.key);
  return names.map(normaliseAnswer);
}

/**
 * The option an answer names, or undefined when it names none (or is ambiguous). A letter key ("A")
 * is matched exactly, case included, so the English article "a" is not option A.
 */
export function matchOption(scale: Scale, answer: string): ScaleOption | undefined {
  const normalised = normaliseAnswer(answer);
  if (normalised === '') return undefined;
  const exact = unwrapped(answer);
  const matches = scale.options.filter(
    (o) => (LETTER_KEY.test(o.key) && o.key === exact) || optionNames(o).includes(normalised),
  );
  return matches.length === 1 ? matches[0] : undefined;
}
