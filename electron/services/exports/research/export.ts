// The research export as JSONL text: the manifest line first, then one record per attempt of the
// selected trainees (a cohort, or everyone) and exercise, oldest first.
import type { Database } from 'better-sqlite3';
import { allDisplayNames, listAttempts, listProviderRows, listTrainees } from '../queries';
import { JudgeLedger, researchManifest } from './manifest';
import { pseudonymWith, researchSecret } from './pseudonyms';
import { researchRecord } from './records';
import { nameRedactor } from './redact';
import type { ScoreViewer } from '../../scores/access';

export type ResearchFilter = { cohort?: string; exerciseId?: number };

/** The attempts the export covers (also its row count before anything is written). */
export function researchAttempts(db: Database, filter: ResearchFilter) {
  const trainees = listTrainees(db, filter.cohort);
  return listAttempts(db, { profileIds: trainees.map((t) => t.id), exerciseId: filter.exerciseId });
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the file; `onRecord` reports progress and may throw to stop (cancellation), checked between records. */
export async function researchJsonl(
  db: Database,
  filter: ResearchFilter,
  o: { exportedAt: string; onRecord?: (done: number, total: number) => void; viewer: ScoreViewer },
): Promise<string> {
  const pseudonym = pseudonymWith(researchSecret(db));
  const redact = nameRedactor(allDisplayNames(db));
  const cohorts = new Map(listTrainees(db).map((t) => [t.id, t.cohort]));
  const models = new Map(listProviderRows(db).map((p) => [p.id, p.model]));
  const ledger = new JudgeLedger();
  const attempts = researchAttempts(db, filter);
  const lines: string[] = [];
  o.onRecord?.(0, attempts.length);
  for (const row of attempts) {
    const record = researchRecord(db, row, {
      pseudonym,
      redact,
      cohortOf: (id) => cohorts.get(id) ?? null,
      modelOf: (judgeId) => models.get(judgeId) ?? null,
      onJudgement: (j) => ledger.add(j),
      viewer: o.viewer,
    });
    lines.push(JSON.stringify(record));
    o.onRecord?.(lines.length, attempts.length);
    await nextTick();
  }
  const manifest = researchManifest(db, {
    exportedAt: o.exportedAt,
    records: lines.length,
    filters: {
      cohort: filter.cohort === undefined ? null : pseudonym('cohort', filter.cohort),
      exercise: filter.exerciseId === undefined ? null : pseudonym('exercise', filter.exerciseId),
    },
    ledger,
  });
  return `${[JSON.stringify(manifest), ...lines].join('\n')}\n`;
}
