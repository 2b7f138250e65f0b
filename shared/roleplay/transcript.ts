// A role-play transcript as judges read it: one numbered line block per turn ([T1], [T2], ...), and
// the turn numbers a judge's rationale cites. Turn numbers are the turns' indexes (the first turn is 1).
import type { RoleplayTurn } from '../domain/roleplay';

export const SPEAKER_LABELS = { seeker: 'Help-seeker', trainee: 'Listener' } as const;

export const turnLabel = (index: number): string => `[T${index}]`;

export function formatTranscript(turns: readonly Pick<RoleplayTurn, 'index' | 'speaker' | 'text'>[]): string {
  return turns.map((t) => `${turnLabel(t.index)} ${SPEAKER_LABELS[t.speaker]}: ${t.text}`).join('\n\n');
}

/**
 * The turns a rationale cites as [T3], [T3, T5], [T3-T5] or [T3–5], limited to turns that exist,
 * sorted and without repeats. Numbers outside square brackets are not citations.
 */
export function citedTurns(rationale: string | null | undefined, turnIndexes: readonly number[]): number[] {
  if (!rationale) return [];
  const valid = new Set(turnIndexes);
  const found = new Set<number>();
  for (const bracket of rationale.normalize('NFKC').matchAll(/\[([^\]]{1,80})\]/gu)) {
    const inside = bracket[1]!;
    if (!/^\s*T\s*\d/iu.test(inside)) continue;
    for (const part of inside.split(/[,;]|\band\b/iu)) {
      const range = /^\s*T\s*(\d+)\s*(?:[-–—]|to)\s*T?\s*(\d+)\s*$/iu.exec(part);
      if (range) {
        const from = Number(range[1]);
        const to = Number(range[2]);
        for (let n = Math.min(from, to); n <= Math.max(from, to) && n - Math.min(from, to) < 100; n++) found.add(n);
        continue;
      }
      const single = /^\s*T?\s*(\d+)\s*$/iu.exec(part);
      if (single) found.add(Number(single[1]));
    }
  }
  return [...found].filter((n) => valid.has(n)).sort((a, b) => a - b);
}
