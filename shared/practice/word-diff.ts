// Word-level diff between two draft versions (any language, incl. Chinese without spaces): Intl.Segmenter
// tokens (words, spaces and punctuation) compared with the `diff` package's diffArrays. Joining the same
// and added parts gives the new text; joining the same and removed parts gives the old one.
import { diffArrays } from 'diff';
import { countWords, wordSegmenter } from './word-count';

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Words, spaces and punctuation as separate tokens, covering the whole text. */
const tokenize = (text: string): string[] => Array.from(wordSegmenter().segment(text), (s) => s.segment);

const isBlank = (text: string): boolean => text.trim() === '';

/** Joins neighbouring parts of the same kind and drops empty ones. */
function merge(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/**
 * Folds runs of changes separated only by whitespace into one removed and one added part, so replacing
 * "a b c" with "x y z" reads as one replacement rather than three. Both texts stay reconstructible: the
 * whitespace goes into the removed and into the added part.
 */
function foldRuns(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let i = 0;
  while (i < parts.length) {
    const part = parts[i]!;
    if (part.kind === 'same') {
      out.push(part);
      i++;
      continue;
    }
    let removed = '';
    let added = '';
    let j = i;
    for (;;) {
      while (j < parts.length && parts[j]!.kind !== 'same') {
        if (parts[j]!.kind === 'removed') removed += parts[j]!.text;
        else added += parts[j]!.text;
        j++;
      }
      const gap = parts[j];
      const next = parts[j + 1];
      if (gap && next && isBlank(gap.text) && next.kind !== 'same') {
        removed += gap.text;
        added += gap.text;
        j++;
      } else break;
    }
    if (removed) out.push({ kind: 'removed', text: removed });
    if (added) out.push({ kind: 'added', text: added });
    i = j;
  }
  return out;
}

/** The changes from `before` to `after`, word by word, removed parts before added ones. */
export function diffWords(before: string, after: string): DiffPart[] {
  const changes = diffArrays(tokenize(before), tokenize(after));
  const parts = changes.map((c): DiffPart => ({
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value.join(''),
  }));
  return foldRuns(merge(parts));
}

/** Words added and removed (counted with countWords, so whitespace and punctuation do not count). */
export function diffStats(parts: readonly DiffPart[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === 'added') added += countWords(part.text);
    else if (part.kind === 'removed') removed += countWords(part.text);
  }
  return { added, removed };
}
