// Which signals trainees miss: over every submitted spotting, per kind and label (distress intensity,
// cultural signal type), how many expert spans there were and how many a trainee's mark found (the
// matching rule of shared/practice/spot-score). Recall = found / expert. Unlabelled spans are left out.
import type { Database } from 'better-sqlite3';
import type { ClassDashboard } from '../../../shared/domain/review';
import { CULTURAL_SIGNAL_TYPES, DISTRESS_INTENSITIES } from '../../../shared/domain/vocabulary';
import { scoreSpotting, type SpotKind } from '../../../shared/practice/spot-score';
import { parseSnapshot, placedSpans } from '../practice/attempt-state';
import { listMarks, type AttemptRow } from '../practice/attempts-queries';

const ORDER: Record<SpotKind, readonly string[]> = {
  distress: DISTRESS_INTENSITIES,
  cultural_signal: CULTURAL_SIGNAL_TYPES,
};

const rank = (kind: SpotKind, label: string): number => {
  const i = ORDER[kind].indexOf(label);
  return i < 0 ? ORDER[kind].length : i;
};

export function spottingRecall(db: Database, attempts: readonly AttemptRow[]): ClassDashboard['spotting'] {
  const tally = new Map<string, { kind: SpotKind; label: string; found: number; expert: number }>();
  for (const attempt of attempts) {
    if (attempt.spot_submitted_at === null) continue;
    const snapshot = parseSnapshot(attempt.scenario_snapshot);
    const score = scoreSpotting(placedSpans(snapshot.expertSpans), listMarks(db, attempt.id), snapshot.postText);
    for (const match of score.matches) {
      if (match.outcome === 'added' || match.expertLabel === null) continue;
      const k = `${match.kind}\u0000${match.expertLabel}`;
      const row = tally.get(k) ?? { kind: match.kind, label: match.expertLabel, found: 0, expert: 0 };
      row.expert += 1;
      if (match.outcome === 'found') row.found += 1;
      tally.set(k, row);
    }
  }
  return [...tally.values()]
    .sort((a, b) =>
      a.kind === b.kind
        ? rank(a.kind, a.label) - rank(b.kind, b.label) || a.label.localeCompare(b.label)
        : a.kind === 'distress'
          ? -1
          : 1,
    )
    .map((r) => ({ ...r, recall: r.expert === 0 ? null : r.found / r.expert }));
}
