// Anchoring annotated phrases in texts: exact, then ignoring case, whitespace runs and quote styles.
import { describe, expect, it } from 'vitest';
import { anchorPhrase } from '../../shared/library/anchor';

describe('anchorPhrase', () => {
  it('finds an exact match first', () => {
    expect(anchorPhrase('I feel lost here.', 'feel lost')).toEqual({ start: 2, end: 11, method: 'exact' });
  });

  it('falls back to a case- and whitespace-insensitive match with offsets in the original text', () => {
    const text = 'Honestly,  I   FEEL\nlost here.';
    const anchor = anchorPhrase(text, 'i feel lost');
    expect(anchor?.method).toBe('normalized');
    expect(text.slice(anchor!.start, anchor!.end)).toBe('I   FEEL\nlost');
  });

  it('treats curly and straight quotes alike', () => {
    const text = "I'm not okay";
    const anchor = anchorPhrase(text, 'I’m not');
    expect(text.slice(anchor!.start, anchor!.end)).toBe("I'm not");
  });

  it('works in Arabic, Hebrew and Chinese text', () => {
    expect(anchorPhrase('قالت أمي إنها مرحلة وستمر', 'إنها مرحلة')?.method).toBe('exact');
    expect(anchorPhrase('אני  לא  ישן בלילות', 'לא ישן')?.method).toBe('normalized');
    expect(anchorPhrase('妈妈说抑郁症不存在', '抑郁症')).toEqual({ start: 3, end: 6, method: 'exact' });
  });

  it('returns null when the phrase is absent or empty', () => {
    expect(anchorPhrase('nothing here', 'missing')).toBeNull();
    expect(anchorPhrase('text', '')).toBeNull();
    expect(anchorPhrase('text', '   ')).toBeNull();
  });

  it('can search from an offset', () => {
    expect(anchorPhrase('no, no, no', 'no', 1)?.start).toBe(4);
  });
});
