// Splits a reply into sentences with offsets (Intl.Segmenter, sentence granularity), rejoining splits after common abbreviations.

export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

/** Abbreviations after which the ICU segmenter wrongly ends a sentence (lower case, with the dot). */
const ABBREVIATIONS = new Set([
  'dr.',
  'mr.',
  'mrs.',
  'ms.',
  'prof.',
  'st.',
  'e.g.',
  'i.e.',
  'etc.',
  'vs.',
  'approx.',
  'no.',
  'z.b.',
  'bzw.',
  'ca.',
  'usw.',
  'evtl.',
  'ggf.',
  'u.a.',
  'd.h.',
  'bspw.',
  'inkl.',
  'nr.',
  'str.',
  'hr.',
  'fr.',
]);

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

function endsWithAbbreviation(text: string): boolean {
  const last = text.trimEnd().split(/\s+/).pop()?.toLowerCase() ?? '';
  // A single capital initial ("J. Smith") also does not end a sentence.
  return ABBREVIATIONS.has(last) || /^\p{Lu}\.$/u.test(text.trimEnd().split(/\s+/).pop() ?? '');
}

/** Sentences of `text` with [start, end) offsets; whitespace-only pieces are dropped and ends exclude trailing whitespace. */
export function splitSentences(text: string, locale = 'en'): SentenceSpan[] {
  const raw: { start: number; end: number }[] = [];
  for (const piece of segmenterFor(locale).segment(text)) {
    const start = piece.index;
    const end = start + piece.segment.length;
    const previous = raw[raw.length - 1];
    if (
      previous &&
      endsWithAbbreviation(text.slice(previous.start, previous.end)) &&
      !/\n/.test(text.slice(previous.start, previous.end))
    ) {
      previous.end = end;
    } else raw.push({ start, end });
  }
  const out: SentenceSpan[] = [];
  for (const { start, end } of raw) {
    const slice = text.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    const body = slice.trim();
    if (!body || !/[\p{L}\p{N}]/u.test(body)) continue;
    out.push({ text: body, start: start + lead, end: start + lead + body.length });
  }
  return out;
}
