// Stored pairwise comparisons: both orders' verdicts per judge x item x pair, looked up by cache key.
import type { Database } from 'better-sqlite3';
import type { PairRunView } from '../../../shared/domain/pairwise';
import type { PairOutcome } from '../../../shared/scoring/pairwise';

export type StoredRun = PairRunView & { rawOutput: string | null };

export type StoredComparison = {
  judgeId: string;
  rubricId: string;
  rubricVersion: number;
  item: string;
  x: { type: 'response' | 'text'; id: number | null; hash: string };
  y: { type: 'response' | 'text'; id: number | null; hash: string };
  outcome: PairOutcome;
  xFirst: StoredRun;
  yFirst: StoredRun;
  promptHashes: [string, string];
  cacheKey: string;
};

type Row = {
  judge_id: string;
  rubric_id: string;
  rubric_version: number;
  item: string;
  x_type: 'response' | 'text';
  x_id: number | null;
  y_type: 'response' | 'text';
  y_id: number | null;
  x_hash: string;
  y_hash: string;
  outcome: string;
  x_first: string;
  y_first: string;
  prompt_hashes: string;
  cache_key: string;
};

const fromRow = (r: Row): StoredComparison => ({
  judgeId: r.judge_id,
  rubricId: r.rubric_id,
  rubricVersion: r.rubric_version,
  item: r.item,
  x: { type: r.x_type, id: r.x_id, hash: r.x_hash },
  y: { type: r.y_type, id: r.y_id, hash: r.y_hash },
  outcome: JSON.parse(r.outcome) as PairOutcome,
  xFirst: JSON.parse(r.x_first) as StoredRun,
  yFirst: JSON.parse(r.y_first) as StoredRun,
  promptHashes: JSON.parse(r.prompt_hashes) as [string, string],
  cacheKey: r.cache_key,
});

export function findComparison(db: Database, cacheKey: string): StoredComparison | undefined {
  const row = db.prepare('SELECT * FROM pairwise_comparison WHERE cache_key = ?').get(cacheKey) as Row | undefined;
  return row ? fromRow(row) : undefined;
}

/** Saves a comparison, replacing an earlier one with the same key (e.g. a missing verdict asked again). */
export function saveComparison(db: Database, c: StoredComparison): void {
  db.prepare(
    `INSERT INTO pairwise_comparison (judge_id, rubric_id, rubric_version, item, x_type, x_id, y_type, y_id, x_hash, y_hash, outcome, x_first, y_first, prompt_hashes, cache_key)
     VALUES (@judgeId, @rubricId, @rubricVersion, @item, @xType, @xId, @yType, @yId, @xHash, @yHash, @outcome, @xFirst, @yFirst, @promptHashes, @cacheKey)
     ON CONFLICT (cache_key) DO UPDATE SET outcome = excluded.outcome, x_first = excluded.x_first, y_first = excluded.y_first, created_at = excluded.created_at`,
  ).run({
    judgeId: c.judgeId,
    rubricId: c.rubricId,
    rubricVersion: c.rubricVersion,
    item: c.item,
    xType: c.x.type,
    xId: c.x.id,
    yType: c.y.type,
    yId: c.y.id,
    xHash: c.x.hash,
    yHash: c.y.hash,
    outcome: JSON.stringify(c.outcome),
    xFirst: JSON.stringify(c.xFirst),
    yFirst: JSON.stringify(c.yFirst),
    promptHashes: JSON.stringify(c.promptHashes),
    cacheKey: c.cacheKey,
  });
}
