// Counts how many of a trainee's recent coach's notes asked for each kind of change, most frequent first.
import { CHANGE_KINDS, type ChangeKind, type ChangeTrends } from './note';

export function countChangeKinds(notes: readonly (readonly ChangeKind[])[], window: number): ChangeTrends {
  const recent = notes.slice(0, window);
  const counts = CHANGE_KINDS.map((kind) => ({ kind, count: recent.filter((kinds) => kinds.includes(kind)).length }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind));
  return { window, notes: recent.length, counts };
}
