// Anchors an annotated phrase to offsets in a text: exact match first, then a match that ignores
// case, runs of whitespace and curly versus straight quotes. Returns null when the phrase is absent.
export type Anchor = { start: number; end: number; method: 'exact' | 'normalized' };

const QUOTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u00AB': '"',
  '\u00BB': '"',
};

/** Normalised text plus, for each of its characters, the index in the original text. */
function normalize(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let lastWasSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/u.test(ch)) {
      if (!lastWasSpace && value.length > 0) {
        value += ' ';
        origin.push(i);
      }
      lastWasSpace = true;
      continue;
    }
    lastWasSpace = false;
    const mapped = (QUOTES[ch] ?? ch).toLowerCase();
    // toLowerCase keeps length for the scripts we handle; guard anyway.
    for (const part of mapped) {
      value += part;
      origin.push(i);
    }
  }
  return { value, origin };
}

export function anchorPhrase(text: string, phrase: string, from = 0): Anchor | null {
  if (!phrase) return null;
  const exact = text.indexOf(phrase, from);
  if (exact >= 0) return { start: exact, end: exact + phrase.length, method: 'exact' };
  const hay = normalize(text);
  const needle = normalize(phrase).value.trim();
  if (!needle) return null;
  const startAt = hay.origin.findIndex((o) => o >= from);
  const at = hay.value.indexOf(needle, startAt < 0 ? hay.value.length : startAt);
  if (at < 0) return null;
  const start = hay.origin[at]!;
  const end = hay.origin[at + needle.length - 1]! + 1;
  return { start, end, method: 'normalized' };
}
