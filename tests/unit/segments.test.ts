// Segmenting text by spans: plain text, adjacent, overlapping, nested and phrase-only spans.
import { describe, expect, it } from 'vitest';
import { segmentText } from '../../renderer/components/annotations/segments';

const s = (id: number, start: number | null, end: number | null) => ({ id, start, end });

describe('segmentText', () => {
  it('returns the whole text as one segment without spans', () => {
    expect(segmentText('hello', [])).toEqual([{ start: 0, end: 5, text: 'hello', spans: [] }]);
  });

  it('cuts at span edges and lists the spans covering each piece', () => {
    const segments = segmentText('abcdefghij', [s(1, 2, 6), s(2, 4, 8)]);
    expect(segments.map((x) => [x.text, x.spans.map((y) => y.id)])).toEqual([
      ['ab', []],
      ['cd', [1]],
      ['ef', [1, 2]],
      ['gh', [2]],
      ['ij', []],
    ]);
  });

  it('handles nested and adjacent spans and ignores phrase-only or out-of-range ones', () => {
    const segments = segmentText('abcdef', [s(1, 0, 6), s(2, 1, 2), s(3, 2, 3), s(4, null, null), s(5, 9, 12)]);
    expect(segments.map((x) => [x.text, x.spans.map((y) => y.id)])).toEqual([
      ['a', [1]],
      ['b', [1, 2]],
      ['c', [1, 3]],
      ['def', [1]],
    ]);
    expect(segments.map((x) => x.text).join('')).toBe('abcdef');
  });
});
