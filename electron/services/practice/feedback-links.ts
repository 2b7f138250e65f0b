// Which judgement rows each version's feedback showed (feedback_judgement, migration 11): one link per
// version, rubric, judge and item. Scores are read through these links, never looked up by text, so a
// later prompt, judge or context change never orphans or swaps a version's scores.
import type { Database } from 'better-sqlite3';
import type { ItemJudgement } from '../../../shared/domain/judging';
import type { Judgement } from '../../../shared/scoring/judgement';
import { listJudgementsByIds } from '../judges/queries';

export type LinkedJudgement = { judgement: Judgement; fromCache: boolean };

/**
 * Links the judgements to the version's feedback on the rubric, replacing an earlier link for the
 * same judge and item (a re-score); other items' links stay.
 */
export function linkJudgements(
  db: Database,
  versionId: number,
  rubricId: string,
  judgements: readonly { id: number; judgeId: string; item: string; fromCache: boolean }[],
): void {
  const drop = db.prepare(
    `DELETE FROM feedback_judgement WHERE version_id = ? AND rubric_id = ? AND judgement_id IN
       (SELECT id FROM judgement WHERE judge_id = ? AND item = ?)`,
  );
  const insert = db.prepare(
    'INSERT OR REPLACE INTO feedback_judgement (version_id, rubric_id, judgement_id, from_cache) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const j of judgements) {
      drop.run(versionId, rubricId, j.judgeId, j.item);
      insert.run(versionId, rubricId, j.id, j.fromCache ? 1 : 0);
    }
  })();
}

/** version id -> rubric id -> the linked judgements, in the order they were linked. */
export function linkedJudgements(
  db: Database,
  versionIds: readonly number[],
): Map<number, Map<string, LinkedJudgement[]>> {
  const byVersion = new Map<number, Map<string, LinkedJudgement[]>>(versionIds.map((id) => [id, new Map()]));
  if (versionIds.length === 0) return byVersion;
  const links = db
    .prepare(
      `SELECT version_id, rubric_id, judgement_id, from_cache FROM feedback_judgement
       WHERE version_id IN (${versionIds.map(() => '?').join(',')}) ORDER BY version_id, rowid`,
    )
    .all(...versionIds) as { version_id: number; rubric_id: string; judgement_id: number; from_cache: number }[];
  const rows = new Map(listJudgementsByIds(db, [...new Set(links.map((l) => l.judgement_id))]).map((j) => [j.id, j]));
  for (const link of links) {
    const judgement = rows.get(link.judgement_id);
    if (!judgement) continue;
    const byRubric = byVersion.get(link.version_id)!;
    byRubric.set(link.rubric_id, [
      ...(byRubric.get(link.rubric_id) ?? []),
      { judgement, fromCache: link.from_cache === 1 },
    ]);
  }
  return byVersion;
}

/** A stored judgement as the API shows it to a viewer who may see scores. */
export const toItemJudgement = ({ judgement: j, fromCache }: LinkedJudgement): ItemJudgement => ({
  item: j.item,
  judgeId: j.judgeId,
  status: j.status,
  score: j.score,
  option: j.option,
  distribution: j.distribution,
  rationale: j.rationale,
  errorMessage: j.errorMessage,
  fromCache,
  judgementId: j.id,
  coverage: j.coverage,
});
