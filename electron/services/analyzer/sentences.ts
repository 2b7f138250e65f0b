// Splits a reply into sentences with offsets: Intl.Segmenter (sentence granularity), then repairs for what it gets wrong in
// forum text: abbreviations and German ordinals ("z. B.", "am 3. Mai"; "usw." and "etc." end a sentence only before a
// sentence start), list markers ("1.", "-", "*") kept with their item and left out of the sentence (a number after a
// sentence end, a colon, an emoji or a line start is a marker), lower-case sentence starts after a full stop ("lol same.
// anyway ..."), a missing space after a full stop, and an emoji that ends a sentence. Bidi marks (RLM, LRM, ALM, embeddings
// and isolates) are read as spaces: they neither hide a boundary nor end up at a sentence's edge.
import {
  ABBREVIATIONS,
  BEFORE_NUMBER,
  DE_MONTHS,
  DE_ORDINAL_LEADS,
  DE_ORDINAL_NOUNS,
  DE_SENTENCE_STARTS,
  SENTENCE_END_ABBREVIATIONS,
} from './lexicon/abbreviations';

export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

const ALL_ABBREVIATIONS = new Set(Object.values(ABBREVIATIONS).flat());
const NUMBERED = new Set(BEFORE_NUMBER);

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** The last word of a piece (with its dot) and the first word of the next piece. */
const lastWord = (text: string): string => text.trimEnd().split(/\s+/).pop() ?? '';
const firstWord = (text: string): string => text.trimStart().split(/\s+/)[0] ?? '';

/** A piece that is only a list marker ("1.", "2)", "a)", "-", "•"). */
const LIST_MARKER_ONLY = /^\s*(?:\d{1,2}[.)]|[a-z][)]|[-•*·–])\s*$/u;
/** A list marker at the start of a sentence, left out of its span. */
const LEADING_MARKER = /^(?:(?:\d{1,2}[.)]|[a-z][)]|[-•*·–>]|#{1,3})\s+)+/u;

/** A number and dot (or bracket) after a sentence end, a colon, an emoji or a line start, ending a piece: a list marker. */
const TRAILING_MARKER =
  /(?:^|(?<=[.!?…:;。！？：；]|\p{Extended_Pictographic}|\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])[^\S\n]+|(?<=\n)[^\S\n]*)\d{1,2}[.)]\s*$/u;
/** Inside a piece: text ending in such a marker's number (the dot follows), so a lower-case word after it is its item. */
const MARKER_NUMBER_BEFORE =
  /(?:^|[.!?…:;。！？：；]\s|\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])*\s|\n)\s*\d{1,2}$/u;

/**
 * The last word of a piece, lower case; for a spaced pair of one-letter abbreviations that is a known abbreviation written
 * together ("d. h." -> "d.h."), the pair.
 */
function abbreviationAtEnd(piece: string): string {
  const words = piece.trimEnd().split(/\s+/);
  const word = (words[words.length - 1] ?? '').toLowerCase();
  const before = (words[words.length - 2] ?? '').toLowerCase();
  if (/^\p{L}\.$/u.test(word) && /^\p{L}\.$/u.test(before) && ALL_ABBREVIATIONS.has(before + word))
    return before + word;
  return word;
}

/** True when `next` starts a new sentence after an abbreviation that can end one ("usw. Das ...", "etc. The ..."). */
function startsSentence(next: string, locale: string): boolean {
  if (!/^\p{Lu}/u.test(next)) return false;
  // German capitalises nouns, so only a pronoun, article, determiner or common sentence opener counts.
  if (locale === 'de') return DE_SENTENCE_STARTS.has(next.toLowerCase().replace(/[^\p{L}]+$/u, ''));
  return true;
}

/** True when the boundary after `previous` is not a sentence end (the two pieces belong together). */
function joins(previous: string, next: string, locale: string): boolean {
  if (/\n\s*$/.test(previous) && !LIST_MARKER_ONLY.test(previous)) return false;
  if (LIST_MARKER_ONLY.test(previous)) return true;
  const word = lastWord(previous).toLowerCase();
  const following = firstWord(next);
  const abbreviation = abbreviationAtEnd(previous);
  if (ALL_ABBREVIATIONS.has(abbreviation))
    return !(SENTENCE_END_ABBREVIATIONS.has(abbreviation) && startsSentence(following, locale));
  // "z. B.", "d. h.", "u. a.": a one-letter abbreviation followed by another.
  if (/^\p{L}\.$/u.test(word) && /^\p{L}\.$/u.test(following)) return true;
  if (/(?:^|\s)\p{L}\.\s*$/u.test(previous) && /^\p{L}\./u.test(following)) return true;
  // A single capital initial ("J. Smith").
  if (/^\p{Lu}\.$/u.test(lastWord(previous))) return true;
  if (NUMBERED.has(word) && /^\d/.test(following)) return true;
  if (locale === 'de' && /^\d{1,2}\.$/.test(word)) {
    const next = following.toLowerCase().replace(/[.,;:!?]+$/, '');
    const before = previous.trimEnd().split(/\s+/).slice(-2, -1)[0]?.toLowerCase() ?? '';
    if (DE_MONTHS.has(next) || (DE_ORDINAL_NOUNS.has(next) && DE_ORDINAL_LEADS.has(before))) return true;
  }
  return false;
}

/** What an inner boundary needs: a full stop (! ?) before a letter, an emoji or an emoticon. */
const INNER_BOUNDARY_HINT = /[.!?]\s*\p{L}|\p{Extended_Pictographic}|[:;]-?[()DPp]/u;

/**
 * Extra boundaries inside a piece: a full stop (or ! ?) followed by a lower-case word in Latin text, a full stop directly
 * followed by a capitalised word ("tired.Then"), and an emoji or emoticon (":)") followed by a new word.
 */
function innerBoundaries(piece: string, locale: string): number[] {
  const cuts: number[] = [];
  // Every boundary below needs one of these (most pieces have none): a cheap test spares the full expression.
  if (!INNER_BOUNDARY_HINT.test(piece)) return cuts;
  const re =
    /(?<=\p{Ll}{2}|\p{Lu}{2}|\d)([.!?]+)(\s+)(?=\p{Ll})|(?<=\p{Ll}{2})([.!?])(?=\p{Lu}\p{Ll})|(\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])*|(?<!\S)[:;]-?[()DPp](?!\S))(\s+)(?=\p{L}|\d{1,2}[.)]\s)/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(piece)) !== null) {
    if (m[1] !== undefined) {
      // "..." followed by lower case usually continues the sentence; an abbreviation does not end it, nor does a list
      // marker ("1. i hear you").
      if (m[1].startsWith('..')) continue;
      const before = lastWord(piece.slice(0, m.index + m[1].length)).toLowerCase();
      if (ALL_ABBREVIATIONS.has(before) || NUMBERED.has(before) || /^\p{L}\.$/u.test(before)) continue;
      if (m[1] === '.' && MARKER_NUMBER_BEFORE.test(piece.slice(0, m.index))) continue;
      cuts.push(m.index + m[1].length + (m[2] as string).length);
    } else if (m[3] !== undefined) {
      const before = abbreviationAtEnd(piece.slice(0, m.index + 1));
      const next = firstWord(piece.slice(m.index + 1));
      if (ALL_ABBREVIATIONS.has(before) && !(SENTENCE_END_ABBREVIATIONS.has(before) && startsSentence(next, locale)))
        continue;
      cuts.push(m.index + 1);
    } else {
      cuts.push(m.index + (m[4] as string).length + (m[5] as string).length);
    }
  }
  return cuts;
}

/** Split texts by locale and text: one analysis splits its post for several rules (bounded; cleared with the analyzer's cache). */
const splitMemo = new Map<string, readonly SentenceSpan[]>();
const SPLIT_MEMO_SIZE = 200;

/** Forgets memoised splits (the analyzer's clearCache). */
export const clearSplitMemo = (): void => splitMemo.clear();

/**
 * Sentences of `text` with [start, end) offsets; pieces without letters or digits are dropped and ends exclude trailing
 * whitespace. Memoised: treat the result as read-only.
 */
export function splitSentences(text: string, locale = 'en'): readonly SentenceSpan[] {
  const key = `${locale}\u0000${text}`;
  let spans = splitMemo.get(key);
  if (!spans) {
    if (splitMemo.size >= SPLIT_MEMO_SIZE) splitMemo.clear();
    spans = splitUncached(text, locale);
    splitMemo.set(key, spans);
  }
  return spans;
}

/** Bidi marks: invisible, one UTF-16 unit each, read as spaces while splitting (offsets stay the same). */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;

function splitUncached(original: string, locale: string): SentenceSpan[] {
  BIDI_MARKS.lastIndex = 0;
  const text = BIDI_MARKS.test(original) ? original.replace(BIDI_MARKS, ' ') : original;
  const raw: { start: number; end: number }[] = [];
  for (const piece of segmenterFor(locale).segment(text)) {
    const start = piece.index;
    const end = start + piece.segment.length;
    const previous = raw[raw.length - 1];
    if (!previous) {
      raw.push({ start, end });
      continue;
    }
    const before = text.slice(previous.start, previous.end);
    if (joins(before, piece.segment, locale)) {
      previous.end = end;
      continue;
    }
    // A list marker the segmenter left at the end of the piece before ("Two things: 1." + "I hear you.") moves to its item.
    const marker = /\d[.)]\s*$/.test(before) ? TRAILING_MARKER.exec(before) : null;
    const at = marker && marker.index > 0 ? previous.start + marker.index : start;
    previous.end = at;
    raw.push({ start: at, end });
  }
  const pieces: { start: number; end: number }[] = [];
  for (const r of raw) {
    let from = r.start;
    for (const cut of innerBoundaries(text.slice(r.start, r.end), locale)) {
      pieces.push({ start: from, end: r.start + cut });
      from = r.start + cut;
    }
    pieces.push({ start: from, end: r.end });
  }
  const out: SentenceSpan[] = [];
  for (const { start, end } of pieces) {
    const slice = text.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    let body = slice.trim();
    const marker = LEADING_MARKER.exec(body)?.[0].length ?? 0;
    body = body.slice(marker);
    if (!body || !/[\p{L}\p{N}]/u.test(body)) continue;
    const from = start + lead + marker;
    out.push({ text: original.slice(from, from + body.length), start: from, end: from + body.length });
  }
  return out;
}
