// Word-level diffs between draft versions: reconstructible both ways, readable replacements, any language.
import { describe, expect, it } from 'vitest';
import { diffStats, diffWords, type DiffPart } from '../../shared/practice/word-diff';

const join = (parts: readonly DiffPart[], keep: 'added' | 'removed'): string =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

/** Every diff must give back both texts and never hold empty parts or two neighbours of one kind. */
function checked(before: string, after: string): DiffPart[] {
  const parts = diffWords(before, after);
  expect(join(parts, 'removed')).toBe(before);
  expect(join(parts, 'added')).toBe(after);
  for (const [i, part] of parts.entries()) {
    expect(part.text).not.toBe('');
    if (i > 0) expect(part.kind).not.toBe(parts[i - 1]!.kind);
  }
  return parts;
}

describe('diffWords', () => {
  it('diffs English word by word, keeping spaces and punctuation', () => {
    const parts = checked(
      'I understand how you feel. Maybe try talking to your dad.',
      'I hear how lonely you feel. Could you try talking to your dad?',
    );
    // Where a space between a change and unchanged text goes is the diff's choice; the words are not.
    expect(parts.map((p) => ({ kind: p.kind, text: p.text.trim() }))).toEqual([
      { kind: 'same', text: 'I' },
      { kind: 'removed', text: 'understand' },
      { kind: 'added', text: 'hear' },
      { kind: 'same', text: 'how' },
      { kind: 'added', text: 'lonely' },
      { kind: 'same', text: 'you feel.' },
      { kind: 'removed', text: 'Maybe' },
      { kind: 'added', text: 'Could you' },
      { kind: 'same', text: 'try talking to your dad' },
      { kind: 'removed', text: '.' },
      { kind: 'added', text: '?' },
    ]);
    expect(diffStats(parts)).toEqual({ added: 4, removed: 2 });
  });

  it('does not mark a changed word as changed when only a word next to it changed', () => {
    const parts = checked('Du bist nicht allein.', 'Du bist wirklich nicht allein.');
    expect(parts).toEqual([
      { kind: 'same', text: 'Du bist ' },
      { kind: 'added', text: 'wirklich ' },
      { kind: 'same', text: 'nicht allein.' },
    ]);
    expect(diffStats(parts)).toEqual({ added: 1, removed: 0 });
  });

  it('shows a rewrite of several words as one replacement, not word-space-word fragments', () => {
    const parts = checked('Kopf hoch, das wird schon.', 'Das klingt wirklich schwer, das wird schon.');
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Kopf hoch' },
      { kind: 'added', text: 'Das klingt wirklich schwer' },
    ]);
    expect(diffStats(parts)).toEqual({ added: 4, removed: 2 });
  });

  it('diffs Arabic text', () => {
    const parts = checked('أنا أفهم شعورك.', 'أنا أسمعك وأفهم شعورك جيدا.');
    expect(parts[0]).toEqual({ kind: 'same', text: 'أنا ' });
    expect(parts.filter((p) => p.kind === 'same').map((p) => p.text)).toContain('شعورك');
    expect(diffStats(parts)).toEqual({ added: 3, removed: 1 });
  });

  it('diffs Chinese without spaces by words, not as one block', () => {
    const before = '我今天很难过，因为我的家人不理解我。';
    const after = '我今天很开心，因为我的朋友理解我。';
    const parts = checked(before, after);
    const same = parts.filter((p) => p.kind === 'same').map((p) => p.text);
    expect(same[0]).toBe('我今天很');
    expect(same).toContain('，因为我的');
    expect(same.at(-1)).toBe('理解我。');
    expect(parts.find((p) => p.kind === 'added')?.text).toBe('开心');
    const stats = diffStats(parts);
    expect(stats.added).toBeGreaterThanOrEqual(2);
    expect(stats.removed).toBeGreaterThanOrEqual(2);
  });

  it('returns one same part for identical texts and nothing for two empty ones', () => {
    const text = 'That sounds really hard.\nI am here for you.';
    expect(checked(text, text)).toEqual([{ kind: 'same', text }]);
    expect(diffStats(diffWords(text, text))).toEqual({ added: 0, removed: 0 });
    expect(diffWords('', '')).toEqual([]);
  });

  it('treats everything as added when there was no text before, and as removed when it is cleared', () => {
    expect(checked('', 'Thank you for telling me.')).toEqual([{ kind: 'added', text: 'Thank you for telling me.' }]);
    expect(checked('Thank you.', '')).toEqual([{ kind: 'removed', text: 'Thank you.' }]);
    expect(diffStats(diffWords('', 'Thank you for telling me.'))).toEqual({ added: 5, removed: 0 });
  });

  it('keeps both texts reconstructible for a larger mixed edit', () => {
    const before =
      'Honestly, just get over it. Cheer up!!! Everything happens for a reason, and your father means well.';
    const after =
      'It sounds like you are carrying a lot. Your father may mean well, and it still hurts when he does not listen.';
    const parts = checked(before, after);
    const stats = diffStats(parts);
    expect(stats.added).toBeGreaterThan(10);
    expect(stats.removed).toBeGreaterThan(8);
  });
});
