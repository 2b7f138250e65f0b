// The words a keyboard cursor steps through while marking a post: word-like segments from the
// platform's word breaker (dictionary-based for Chinese and Japanese), widened to whole words with the
// spotting rule's own snapping, so a keyboard selection covers exactly what a mark would snap to.
import { snapToWords } from './words';

export type WordStop = { start: number; end: number };

export function wordStops(text: string, locale?: string): WordStop[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const stops: WordStop[] = [];
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue;
    const snapped = snapToWords(text, part.index, part.index + part.segment.length);
    const last = stops[stops.length - 1];
    if (last && snapped.start < last.end) last.end = Math.max(last.end, snapped.end);
    else stops.push(snapped);
  }
  return stops;
}

/** The range from one word to another (either order), as a selection of whole words. */
export function wordSpan(stops: readonly WordStop[], from: number, to: number): WordStop | null {
  const a = stops[Math.min(from, to)];
  const b = stops[Math.max(from, to)];
  return a && b ? { start: a.start, end: b.end } : null;
}

/** The word at or after a text offset (the first word when none), for placing the cursor. */
export function wordAt(stops: readonly WordStop[], offset: number): number {
  const index = stops.findIndex((w) => w.end > offset);
  return index < 0 ? Math.max(0, stops.length - 1) : index;
}
