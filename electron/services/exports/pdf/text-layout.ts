// Lays out text for a PDF page: paragraphs wrapped to a width, with the Unicode bidirectional
// algorithm (bidi-js) ordering mixed right-to-left and left-to-right text on every line, and each
// run set in the face that has its glyphs. pdfkit does no bidi of its own: runs are placed here and
// drawn one by one. fontkit shapes each run (Arabic joining forms, ligatures) and lays out a run of
// Arabic or Hebrew script right to left; runs where that guess would be wrong (a right-to-left run
// without Arabic/Hebrew letters, Arabic-Indic digits, which read left to right) are set cluster by cluster.
import bidiFactory from 'bidi-js';
import { faceRuns, isAttached, type Face } from './fonts';

const bidi = bidiFactory();

/** Width of a text in one face at the current size (pdfkit's widthOfString, shaped by fontkit). */
export type Measure = (face: Face, text: string) => number;

export type PlacedRun = { face: Face; text: string; x: number; width: number };
export type Line = { runs: PlacedRun[]; width: number };
export type LaidParagraph = { lines: Line[]; rtl: boolean };
export type Direction = 'ltr' | 'rtl' | 'auto';

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const OTHER_SCRIPT_LETTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const SPACE = /^\s$/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** CJK punctuation that may not start a line, and opening brackets that may not end one. */
const NO_BREAK_BEFORE = new Set([...'，。、！？；：）」』】〕》〉…·%,.!?;:)]}”’']);
const NO_BREAK_AFTER = new Set([...'（「『【〔《〈“‘([{']);

/** The direction fontkit will lay a run out in: that of its first letter of a non-common script. */
export function fontkitDirection(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (RTL_SCRIPT.test(char)) return 'rtl';
    if (OTHER_SCRIPT_LETTER.test(char)) return 'ltr';
  }
  return 'ltr';
}

/** Grapheme-like clusters: a character with the marks and joiners attached to it. */
export function clusters(text: string): string[] {
  const out: string[] = [];
  for (const char of text) {
    if (out.length > 0 && isAttached(char)) out[out.length - 1] += char;
    else out.push(char);
  }
  return out;
}

/**
 * Positions (UTF-16 offsets) where a line may break: after a run of spaces, and around CJK
 * characters except before closing and after opening punctuation. Always includes text.length.
 */
export function breakOpportunities(text: string): number[] {
  const chars = [...text];
  const breaks: number[] = [];
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const next = chars[i + 1];
    offset += char.length;
    if (next === undefined) break;
    if (isAttached(next)) continue;
    const afterSpace = SPACE.test(char) && !SPACE.test(next);
    const aroundCjk =
      (CJK.test(char) || CJK.test(next)) &&
      !SPACE.test(next) &&
      !NO_BREAK_BEFORE.has(next) &&
      !NO_BREAK_AFTER.has(char);
    if (afterSpace || aroundCjk) breaks.push(offset);
  }
  breaks.push(text.length);
  return breaks;
}

function widthOf(faces: readonly Face[], measure: Measure, text: string): number {
  let width = 0;
  for (const run of faceRuns(faces, text)) width += measure(run.face, run.text);
  return width;
}

/** Greedy line filling over break opportunities; a piece wider than the line is split by clusters. */
function wrap(
  faces: readonly Face[],
  measure: Measure,
  text: string,
  maxWidth: number,
): { start: number; end: number }[] {
  const lines: { start: number; end: number }[] = [];
  let lineStart = 0;
  let lineWidth = 0;
  let previous = 0;
  const pieces: { start: number; end: number }[] = [];
  for (const end of breakOpportunities(text)) {
    pieces.push({ start: previous, end });
    previous = end;
  }
  for (const piece of pieces) {
    const slice = text.slice(piece.start, piece.end);
    const visible = widthOf(faces, measure, slice.trimEnd());
    const full = widthOf(faces, measure, slice);
    if (lineWidth > 0 && lineWidth + visible > maxWidth) {
      lines.push({ start: lineStart, end: piece.start });
      lineStart = piece.start;
      lineWidth = 0;
    }
    if (lineWidth === 0 && visible > maxWidth) {
      // Too long for any line (a long URL or an unbroken word): break inside it.
      let offset = piece.start;
      let width = 0;
      for (const cluster of clusters(slice)) {
        const w = widthOf(faces, measure, cluster);
        if (width > 0 && width + w > maxWidth) {
          lines.push({ start: lineStart, end: offset });
          lineStart = offset;
          width = 0;
        }
        width += w;
        offset += cluster.length;
      }
      lineWidth = width;
      continue;
    }
    lineWidth += full;
  }
  if (lineStart < text.length || lines.length === 0) lines.push({ start: lineStart, end: text.length });
  return lines;
}

type Piece = { face: Face; text: string; rtl: boolean };

/** Visual runs of one line: bidi reordering, then runs of one face, one level and contiguous text. */
function visualRuns(
  faces: readonly Face[],
  paragraph: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
): Piece[] {
  if (end <= start) return [];
  // bidi-js returns every index of the paragraph, with only the line's range [start, end) reordered in place.
  const order = bidi.getReorderedIndices(paragraph, levels, start, end - 1).slice(start, end);
  const faceAt = new Map<number, Face>();
  let offset = start;
  for (const run of faceRuns(faces, paragraph.slice(start, end))) {
    for (let i = 0; i < run.text.length; i++) faceAt.set(offset + i, run.face);
    offset += run.text.length;
  }
  const groups: { face: Face; level: number; min: number; max: number; last: number }[] = [];
  for (const index of order) {
    const face = faceAt.get(index)!;
    const level = levels.levels[index]!;
    const group = groups.at(-1);
    const step = level % 2 === 1 ? -1 : 1;
    if (group && group.face === face && group.level === level && index - group.last === step) {
      group.min = Math.min(group.min, index);
      group.max = Math.max(group.max, index);
      group.last = index;
    } else groups.push({ face, level, min: index, max: index, last: index });
  }
  const pieces: Piece[] = [];
  for (const g of groups) {
    const text = paragraph.slice(g.min, g.max + 1);
    const rtl = g.level % 2 === 1;
    if (fontkitDirection(text) === (rtl ? 'rtl' : 'ltr')) {
      pieces.push({ face: g.face, text, rtl });
      continue;
    }
    // fontkit would lay this run out the other way: place its clusters one by one, mirrored where bidi says so.
    const parts = clusters(text);
    if (rtl) parts.reverse();
    for (const part of parts)
      pieces.push({ face: g.face, text: rtl ? (bidi.getMirroredCharacter(part) ?? part) : part, rtl });
  }
  return pieces;
}

/**
 * Lays out text (paragraphs split at line breaks) to lines no wider than maxWidth. dir 'auto' takes
 * each paragraph's direction from its first strong character, as dir="auto" does in HTML.
 */
export function layoutText(
  text: string,
  o: { faces: readonly Face[]; measure: Measure; maxWidth: number; dir: Direction },
): LaidParagraph[] {
  return text.split(/\r?\n/).map((paragraph) => {
    const levels = bidi.getEmbeddingLevels(paragraph, o.dir);
    const rtl = (levels.paragraphs[0]?.level ?? (o.dir === 'rtl' ? 1 : 0)) % 2 === 1;
    const lines = wrap(o.faces, o.measure, paragraph, o.maxWidth).map(({ start, end }) => {
      const trimmedEnd = start + paragraph.slice(start, end).trimEnd().length;
      let x = 0;
      const runs: PlacedRun[] = visualRuns(o.faces, paragraph, levels, start, trimmedEnd).map((piece) => {
        const width = o.measure(piece.face, piece.text);
        const placed = { face: piece.face, text: piece.text, x, width };
        x += width;
        return placed;
      });
      return { runs, width: x };
    });
    return { lines, rtl };
  });
}
