// Word counts in every app language: spaces and punctuation never count, Chinese counts words not sentences.
import { describe, expect, it } from 'vitest';
import { countWords } from '../../shared/practice/word-count';

describe('countWords', () => {
  it('counts English words, ignoring punctuation, extra spaces and line breaks', () => {
    expect(countWords('I hear you.  That sounds really hard —\nthank you for telling me!')).toBe(12);
    expect(countWords("It's okay, isn't it?")).toBe(4);
  });

  it('counts German, Arabic and Hebrew words', () => {
    expect(countWords('Ich fühle mich so allein, seit ich in Berlin studiere.', 'de')).toBe(10);
    expect(countWords('أشعر بالوحدة، ولا أحد يفهمني.', 'ar')).toBe(5);
    expect(countWords('אני מרגיש לבד ואף אחד לא מבין אותי.', 'he')).toBe(8);
  });

  it('counts Chinese words rather than one per sentence or one per character', () => {
    const text = '我今天很难过，因为我的家人不理解我。';
    const hanCharacters = text.replace(/[，。]/g, '').length;
    const words = countWords(text, 'zh');
    expect(words).toBeGreaterThanOrEqual(8);
    expect(words).toBeLessThan(hanCharacters);
    expect(countWords('我很难过。我的家人不理解我。', 'zh')).toBeGreaterThan(2);
  });

  it('returns 0 for empty, blank and punctuation-only text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('… — !?')).toBe(0);
  });

  it('counts the same without a locale and falls back on a malformed one', () => {
    expect(countWords('Thank you for sharing this.')).toBe(5);
    expect(countWords('Thank you for sharing this.', 'not a locale!')).toBe(5);
  });
});
