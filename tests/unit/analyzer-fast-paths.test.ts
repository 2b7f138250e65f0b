// The analyzer's fast paths give what the general code gives: folding an ASCII-only text (lower case, backtick as an
// apostrophe, the identity map) and the prototype similarities summed four terms a step, for any vector length.
import { describe, expect, it } from 'vitest';
import { SUPPORT_STRATEGIES } from '../../shared/domain/vocabulary';
import { prototypeSimilarities, type PrototypeBank } from '../../electron/services/analyzer/strategy';
import { fold, unfoldRange } from '../../electron/services/analyzer/text';

describe('fold', () => {
  it('folds an ASCII-only text as the general path does, with an identity map', () => {
    const ascii = 'Don`t say "JUST Cope"; It`s OK to ask for HELP at 3am.';
    const folded = fold(ascii);
    expect(folded.text).toBe('don\'t say "just cope"; it\'s ok to ask for help at 3am.');
    expect(folded.map).toEqual([...ascii].map((_, i) => i));
    expect(folded.length).toBe(ascii.length);
    // The same characters followed by one outside ASCII go through the general path: the same prefix and map.
    const mixed = fold(`${ascii} \u201Cwell\u201D`);
    expect(mixed.text.startsWith(folded.text)).toBe(true);
    expect(mixed.map.slice(0, ascii.length)).toEqual(folded.map);
    expect(mixed.text.endsWith('"well"')).toBe(true);
  });

  it('maps ranges back to the original text on both paths', () => {
    const ascii = 'Please CALL the Crisis Line tonight.';
    const at = fold(ascii).text.indexOf('crisis line');
    expect(unfoldRange(fold(ascii), at, at + 'crisis line'.length)).toEqual({ start: 16, end: 27 });
    const marked = '\u0623\u064E\u0646\u0627 CALL';
    const f = fold(marked);
    expect(f.text).toBe('\u0627\u0646\u0627 call');
    const call = f.text.indexOf('call');
    expect(marked.slice(unfoldRange(f, call, call + 4).start)).toBe('CALL');
  });
});

describe('prototype similarities', () => {
  const unit = (values: number[]) => {
    const norm = Math.sqrt(values.reduce((s, x) => s + x * x, 0));
    return Float32Array.from(values, (x) => x / norm);
  };
  const naive = (vector: Float32Array, bank: PrototypeBank, nearest: number) =>
    Object.fromEntries(
      SUPPORT_STRATEGIES.map((strategy) => {
        const sims = bank.vectors
          .filter((_, r) => bank.strategies[r] === strategy)
          .map((row) => row.reduce((s, x, i) => s + x * (vector[i] as number), 0))
          .sort((a, b) => b - a)
          .slice(0, nearest);
        return [strategy, sims.length ? sims.reduce((a, b) => a + b, 0) / sims.length : 0];
      }),
    );

  for (const dims of [512, 7]) {
    it(`equal the plain dot products exactly (${dims} dimensions)`, () => {
      let seed = dims;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
      const strategies = SUPPORT_STRATEGIES.flatMap((s) => [s, s, s, s]);
      const bank: PrototypeBank = {
        strategies,
        vectors: strategies.map(() => unit(Array.from({ length: dims }, random))),
      };
      const vector = unit(Array.from({ length: dims }, random));
      expect(prototypeSimilarities(vector, bank, 3)).toEqual(naive(vector, bank, 3));
    });
  }
});
