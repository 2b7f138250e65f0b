// The keyboard word cursor's stops: whole words in spaced scripts (joined by apostrophes and hyphens
// as the spotting rule joins them), dictionary words in Chinese, Arabic words in logical order.
import { describe, expect, it } from 'vitest';
import { snapToWords } from '../../shared/practice/words';
import { wordAt, wordSpan, wordStops } from '../../shared/practice/word-stops';

const words = (text: string, locale?: string) => wordStops(text, locale).map((w) => text.slice(w.start, w.end));

describe('wordStops', () => {
  it('steps over spaces and punctuation and keeps joined words whole', () => {
    expect(words("I can't sleep, my Ausbildungs-Platz is gone.")).toEqual([
      'I',
      "can't",
      'sleep',
      'my',
      'Ausbildungs-Platz',
      'is',
      'gone',
    ]);
  });

  it('finds Arabic words in reading (logical) order', () => {
    expect(words('لا أستطيع النوم، أشعر بالتعب.', 'ar')).toEqual(['لا', 'أستطيع', 'النوم', 'أشعر', 'بالتعب']);
  });

  it('breaks Chinese into words without spaces', () => {
    const stops = words('我最近睡不好觉', 'zh');
    expect(stops.join('')).toBe('我最近睡不好觉');
    expect(stops.length).toBeGreaterThan(1);
    expect(stops.length).toBeLessThan(7);
  });

  it('gives selections the spotting rule would not widen further', () => {
    const text = "She said: don't tell my family-in-law anything.";
    const stops = wordStops(text);
    for (let i = 0; i < stops.length; i++)
      for (let j = i; j < stops.length; j++) {
        const range = wordSpan(stops, i, j)!;
        expect(snapToWords(text, range.start, range.end)).toEqual(range);
      }
  });
});

describe('wordSpan and wordAt', () => {
  const text = 'one two three';
  const stops = wordStops(text);
  it('spans words in either order', () => {
    expect(wordSpan(stops, 2, 0)).toEqual({ start: 0, end: 13 });
    expect(wordSpan(stops, 1, 1)).toEqual({ start: 4, end: 7 });
    expect(wordSpan(stops, 0, 9)).toBeNull();
  });
  it('puts the cursor on the word at or after an offset', () => {
    expect(wordAt(stops, 0)).toBe(0);
    expect(wordAt(stops, 3)).toBe(1);
    expect(wordAt(stops, 100)).toBe(2);
  });
});
