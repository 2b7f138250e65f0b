// Matches a judge's answer text or a single token to a scale option (key, code or label), tolerantly.
import type { Scale, ScaleOption } from '../rubrics/types';

const WRAPPERS = /^[\s"'`“”‘’«»„*_([{<]+|[\s"'`“”‘’«»„*_)\]}>.,;:!?]+$/gu;

/**
 * Normalises an answer for matching: Unicode NFKC (full-width digits become ASCII), tokenizer
 * space markers (Ġ, ▁) dropped, surrounding whitespace, quotes, brackets and emphasis removed,
 * trailing punctuation removed, lower case. "  4", "4.", '"4"', "**4**", "４" all become "4".
 */
export function normaliseAnswer(text: string): string {
  let s = text.normalize('NFKC').replace(/^[Ġ▁]+/u, '');
  for (let previous = ''; previous !== s;) {
    previous = s;
    s = s.replace(WRAPPERS, '');
  }
  return s.toLowerCase().replace(/\s+/gu, ' ');
}

/** The names an option can be answered with, normalised: key, code, code with spaces, label. */
function optionNames(option: ScaleOption): string[] {
  return [option.key, option.code, option.code.replace(/_/g, ' '), option.label].map(normaliseAnswer);
}

/** The option an answer names, or undefined when it names none (or is ambiguous). */
export function matchOption(scale: Scale, answer: string): ScaleOption | undefined {
  const normalised = normaliseAnswer(answer);
  if (normalised === '') return undefined;
  const matches = scale.options.filter((o) => optionNames(o).includes(normalised));
  return matches.length === 1 ? matches[0] : undefined;
}
