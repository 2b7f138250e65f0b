// The PDF building blocks on their own: WOFF unpacking, font fallback per script, line breaking
// (spaces, CJK), bidi ordering of mixed Arabic/Hebrew/Latin lines, the chart's point and label
// placement, and how a score maps to a scale option and colour in the class distribution.
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { labelIndices, pointOffsets, textOn } from '../../electron/services/exports/pdf/charts';
import { faceRuns, reportFonts } from '../../electron/services/exports/pdf/fonts';
import { optionColours, optionFor } from '../../electron/services/exports/pdf/score-tables';
import { breakOpportunities, fontkitDirection, layoutText } from '../../electron/services/exports/pdf/text-layout';
import { isWoff, woffToSfnt } from '../../electron/services/exports/pdf/woff-to-sfnt';
import {
  AGREEMENT_SCALE,
  FIVE_POINT_SCALE,
  RISK_HANDLING_SCALE,
  YES_SOMEWHAT_NO_SCALE,
} from '../../shared/rubrics/scales';

const faces = (await reportFonts()).regular;
/** Every character 5 units wide: layout decisions without font metrics. */
const measure = (_face: unknown, text: string) => [...text].length * 5;
const lineTexts = (text: string, maxWidth: number, dir: 'ltr' | 'rtl' | 'auto' = 'auto') =>
  layoutText(text, { faces, measure, maxWidth, dir }).flatMap((p) =>
    p.lines.map((l) => l.runs.map((r) => r.text).join('')),
  );

describe('WOFF fonts', () => {
  it('unpack to a TrueType file with the same glyphs and metrics', () => {
    const file = createRequire(import.meta.url).resolve(
      '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff',
    );
    const woff = readFileSync(file);
    expect(isWoff(woff)).toBe(true);
    const sfnt = woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    const [a, b] = [fontkit.create(woff), fontkit.create(sfnt)] as fontkit.Font[];
    expect(b!.numGlyphs).toBe(a!.numGlyphs);
    expect(b!.unitsPerEm).toBe(a!.unitsPerEm);
    expect(b!.layout('שלום').advanceWidth).toBe(a!.layout('שלום').advanceWidth);
    expect(() => woffToSfnt(sfnt)).toThrow(/WOFF/);
  });

  it('set each script in a face that has its glyphs, marks with their base', () => {
    const runs = faceRuns(faces, 'Hi مرحبًا שלום 你好');
    expect(runs.map((r) => [r.face.name, r.text])).toEqual([
      ['latin-regular', 'Hi '],
      ['arabic-regular', 'مرحبًا'],
      ['latin-regular', ' '],
      ['hebrew-regular', 'שלום'],
      ['latin-regular', ' '],
      ['sc-regular', '你好'],
    ]);
  });
});

describe('line breaking', () => {
  it('breaks after spaces and around CJK characters, never before closing punctuation', () => {
    expect(breakOpportunities('ab cd')).toEqual([3, 5]);
    expect(breakOpportunities('你好，世界')).toEqual([1, 3, 4, 5]);
    expect(lineTexts('one two three four', 45, 'ltr')).toEqual(['one two', 'three', 'four']);
    const cjk = lineTexts('我最近觉得很羞愧，家里的压力很大。', 40, 'ltr');
    expect(cjk.join('')).toBe('我最近觉得很羞愧，家里的压力很大。');
    expect(cjk.length).toBeGreaterThan(1);
    for (const line of cjk) {
      expect([...line].length).toBeLessThanOrEqual(8);
      expect(/^[，。]/.test(line)).toBe(false);
    }
  });

  it('splits a word longer than the line', () => {
    expect(lineTexts('abcdefghij', 20, 'ltr')).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('bidi', () => {
  it('orders an Arabic line right to left, keeping Latin words and numbers left to right', () => {
    const [paragraph] = layoutText('مرحبا Tam 123 شكرا', { faces, measure, maxWidth: 1000, dir: 'auto' });
    expect(paragraph!.rtl).toBe(true);
    // Visual order, left to right: the last Arabic word first; the Latin word with the number after it reads left to right.
    expect(paragraph!.lines[0]!.runs.map((r) => r.text)).toEqual(['شكرا', ' ', 'Tam 123', ' ', 'مرحبا']);
  });

  it('keeps an English paragraph left to right with an Arabic name inside it', () => {
    const [paragraph] = layoutText('Report for نور حداد today', { faces, measure, maxWidth: 1000, dir: 'auto' });
    expect(paragraph!.rtl).toBe(false);
    expect(paragraph!.lines[0]!.runs.map((r) => r.text)).toEqual(['Report for ', 'حداد', ' ', 'نور', ' today']);
  });

  it('mirrors brackets in right-to-left text and sets Arabic-Indic digits left to right', () => {
    const [paragraph] = layoutText('(نعم) ١٢٣', { faces, measure, maxWidth: 1000, dir: 'rtl' });
    const runs = paragraph!.lines[0]!.runs.map((r) => r.text);
    expect(runs.join('')).toBe('١٢٣ (نعم)');
    expect(fontkitDirection('١٢٣')).toBe('rtl');
    // The digits run is set digit by digit so fontkit cannot reverse it.
    expect(runs.slice(0, 3)).toEqual(['١', '٢', '٣']);
  });

  it('places runs one after another, each at the width before it', () => {
    const [paragraph] = layoutText('ab שלום', { faces, measure, maxWidth: 1000, dir: 'ltr' });
    const runs = paragraph!.lines[0]!.runs;
    expect(runs.map((r) => r.x)).toEqual([0, 15]);
    expect(paragraph!.lines[0]!.width).toBe(35);
  });
});

describe('charts', () => {
  it('spaces points evenly inside the plot and centres a single one', () => {
    expect(pointOffsets(1, 100)).toEqual([50]);
    expect(pointOffsets(3, 100)).toEqual([10, 50, 90]);
    expect(pointOffsets(0, 100)).toEqual([]);
  });

  it('labels at most the given number of points, always the first and the last', () => {
    expect(labelIndices(5, 8)).toEqual([0, 1, 2, 3, 4]);
    const picked = labelIndices(20, 8);
    expect(picked.length).toBeLessThanOrEqual(8);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(19);
  });

  it('writes counts in dark text on light colours and white on dark ones', () => {
    expect(textOn('#c9b99a')).not.toBe('#ffffff');
    expect(textOn('#1d5c68')).toBe('#ffffff');
  });
});

describe('class distribution', () => {
  it('counts a supervisor’s option as given and a judges’ mean as the nearest option (ties upwards)', () => {
    expect(optionFor(AGREEMENT_SCALE, { score: 4, option: 'agree' })).toBe('agree');
    expect(optionFor(FIVE_POINT_SCALE, { score: 3.5, option: null })).toBe('4');
    expect(optionFor(FIVE_POINT_SCALE, { score: 3.4, option: null })).toBe('3');
    expect(optionFor(RISK_HANDLING_SCALE, { score: null, option: 'not_applicable' })).toBe('not_applicable');
    expect(optionFor(RISK_HANDLING_SCALE, { score: null, option: null })).toBeNull();
  });

  it('colours options from worst to best, reversed where a higher value is worse', () => {
    const better = optionColours(FIVE_POINT_SCALE, true);
    expect(better.get('1')).toBe('#a33a2f');
    expect(better.get('5')).toBe('#1d5c68');
    const worse = optionColours(YES_SOMEWHAT_NO_SCALE, false);
    expect(worse.get('yes')).toBe('#a33a2f');
    expect(worse.get('no')).toBe('#1d5c68');
    expect(optionColours(RISK_HANDLING_SCALE, true).get('not_applicable')).toBe('#9e9a92');
  });
});
