// How AI feedback scores moved between two consecutive draft versions: per rubric and item, the mean of
// the judges' usable scores before and after, and the change. Direction is about the number only; for
// items where a higher value is worse (RubricItem.higherIsBetter false) "up" is a step back.
import type { ScoreResult } from '../domain/judging';
import { getRubric } from '../rubrics/registry';
import { mean, presentValues } from '../scoring/stats';

export type VersionScores = readonly { rubricId: string; result: ScoreResult | null }[];

export type ItemDelta = {
  rubricId: string;
  item: string;
  before: number | null;
  after: number | null;
  delta: number | null;
  direction: 'up' | 'down' | 'same' | null;
};

/** Changes smaller than this (in scale points) count as 'same'. */
export const SAME_THRESHOLD = 0.05;

/** Per item, the scores of judges that answered (status ok) with a numeric value. */
function scoresByItem(versions: VersionScores, rubricId: string): Map<string, number[]> {
  const byItem = new Map<string, number[]>();
  for (const entry of versions) {
    if (entry.rubricId !== rubricId || !entry.result) continue;
    for (const j of entry.result.judgements) {
      const scores = byItem.get(j.item) ?? [];
      if (j.status === 'ok') scores.push(...presentValues([j.score]));
      byItem.set(j.item, scores);
    }
  }
  return byItem;
}

/** Item ids in the rubric's order, then any the rubric does not list in the order they were met. */
function itemOrder(rubricId: string, seen: Iterable<string>): string[] {
  const known = getRubric(rubricId)?.items.map((i) => i.id) ?? [];
  const present = new Set(seen);
  return [...known.filter((id) => present.has(id)), ...[...present].filter((id) => !known.includes(id))];
}

/**
 * Per rubric (in the order met, current version first) and item (rubric order), the mean ok score over the
 * judges in the previous and the current version and its change; null where either side has no ok score.
 * Items no judge was asked about in either version are left out.
 */
export function itemDeltas(previous: VersionScores, current: VersionScores): ItemDelta[] {
  const rubricIds = [...new Set([...current, ...previous].map((v) => v.rubricId))];
  return rubricIds.flatMap((rubricId) => {
    const before = scoresByItem(previous, rubricId);
    const after = scoresByItem(current, rubricId);
    return itemOrder(rubricId, [...after.keys(), ...before.keys()]).map((item): ItemDelta => {
      const b = mean(before.get(item) ?? []);
      const a = mean(after.get(item) ?? []);
      const delta = a === null || b === null ? null : a - b;
      const direction = delta === null ? null : Math.abs(delta) < SAME_THRESHOLD ? 'same' : delta > 0 ? 'up' : 'down';
      return { rubricId, item, before: b, after: a, delta, direction };
    });
  });
}
