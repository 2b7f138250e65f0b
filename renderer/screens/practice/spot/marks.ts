// The trainee's marks while spotting: what is saved (no ids), adding one (a second mark of the same
// kind on the same words replaces the first), and the phrase a mark covers.
import type { SignalMark, SignalMarkInput } from '../../../../shared/domain/practice';

export type Mark = SignalMarkInput;

export const sameMark = (a: Mark, b: Mark) => a.start === b.start && a.end === b.end && a.kind === b.kind;

const byPosition = (a: Mark, b: Mark) => a.start - b.start || a.end - b.end || a.kind.localeCompare(b.kind);

export const fromSaved = (marks: readonly SignalMark[]): Mark[] =>
  marks.map(({ start, end, kind, label }) => ({ start, end, kind, label })).sort(byPosition);

export function addMark(marks: readonly Mark[], mark: Mark): Mark[] {
  return [...marks.filter((m) => !sameMark(m, mark)), mark].sort(byPosition);
}

export const removeMark = (marks: readonly Mark[], mark: Mark): Mark[] => marks.filter((m) => !sameMark(m, mark));

export const phraseOf = (text: string, mark: { start: number; end: number }) => text.slice(mark.start, mark.end);
