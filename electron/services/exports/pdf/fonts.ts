// The fonts PDF reports are set in: the app's bundled Noto fonts (npm @fontsource/*, WOFF files
// unpacked to TrueType once per process, which pdfkit embeds as subsets), one face per script in
// fallback order, regular and bold. Each character is set in the first face that has a glyph for
// it; combining marks stay with their base.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { isWoff, woffToSfnt } from './woff-to-sfnt';

export type FontWeight = 'regular' | 'bold';

/** One face: the pdfkit font name it is registered under, its file and the fontkit font for coverage. */
export type Face = { name: string; file: string; data: Buffer; font: Font };

/** Faces in fallback order per weight; the first one is the default (Latin). */
export type FontSet = { regular: Face[]; bold: Face[] };

const SOURCES: { key: string; files: Record<FontWeight, string> }[] = [
  {
    key: 'latin',
    files: {
      regular: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
      bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
    },
  },
  {
    key: 'latin-ext',
    files: {
      regular: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
      bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
    },
  },
  {
    key: 'arabic',
    files: {
      regular: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
      bold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
    },
  },
  {
    key: 'hebrew',
    files: {
      regular: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff',
      bold: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff',
    },
  },
  {
    key: 'sc',
    files: {
      regular: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
      bold: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff',
    },
  },
];

const requireHere = createRequire(import.meta.url);
let loaded: FontSet | null = null;

function loadFace(create: (data: Buffer) => unknown, key: string, weight: FontWeight, specifier: string): Face {
  const file = requireHere.resolve(specifier);
  const raw = readFileSync(file);
  const data = isWoff(raw) ? woffToSfnt(raw) : raw;
  const font = create(data) as Font;
  if (typeof font.hasGlyphForCodePoint !== 'function')
    throw new Error(`${file} is a font collection, not a single font.`);
  return { name: `${key}-${weight}`, file, data, font };
}

/** The report fonts, read once per process (fontkit is loaded only when a report is made). */
export async function reportFonts(): Promise<FontSet> {
  if (!loaded) {
    const { create } = await import('fontkit');
    loaded = {
      regular: SOURCES.map((s) => loadFace(create, s.key, 'regular', s.files.regular)),
      bold: SOURCES.map((s) => loadFace(create, s.key, 'bold', s.files.bold)),
    };
  }
  return loaded;
}

/** Marks and joiners that belong to the character before them (they never start a font run). */
const JOINERS = new Set(['\u200c', '\u200d']);
export const isAttached = (char: string): boolean => JOINERS.has(char) || /^\p{M}$/u.test(char);

/**
 * Splits text into runs of one face each (logical order). A character no face covers is set in
 * the default face, which shows the missing-glyph box rather than dropping it silently.
 */
export function faceRuns(faces: readonly Face[], text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  const fallback = faces[0]!;
  for (const char of text) {
    const last = runs.at(-1);
    if (last && isAttached(char)) {
      last.text += char;
      continue;
    }
    const codePoint = char.codePointAt(0)!;
    const face = faces.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? fallback;
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
