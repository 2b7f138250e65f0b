// Counts words the way a reader would in any of the app's languages, using Intl.Segmenter (so Chinese
// counts words, not one per sentence, and punctuation or spaces never count).

const segmenters = new Map<string, Intl.Segmenter>();

/** A cached word segmenter for the locale; an unknown or malformed locale falls back to the default. */
export function wordSegmenter(locale?: string): Intl.Segmenter {
  const key = locale ?? '';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/** Number of word-like segments in the text (0 for empty or punctuation-only text). */
export function countWords(text: string, locale?: string): number {
  let count = 0;
  for (const segment of wordSegmenter(locale).segment(text)) if (segment.isWordLike) count++;
  return count;
}
