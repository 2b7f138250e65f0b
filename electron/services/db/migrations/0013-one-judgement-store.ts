// Migration 13: one judgement store. Shipped: never edit; add a new migration instead.
//
// Before, every version's feedback kept a JSON copy of its judgements (version_feedback.result)
// beside the judgement rows, and exports found judgements by the reply's text alone. Now:
// - judgement rows carry the context they were judged in (context_hash: the post and culture) and,
//   for G-Eval readings, the share of probability mass on the scale's options (coverage);
// - feedback_judgement links each version's feedback (per rubric) to the judgement rows it showed,
//   so a later prompt or judge change never orphans or swaps old scores;
// - the JSON copy goes. Every judgement in it is linked to the row that holds it (same text, judge,
//   rubric version, item, status and score; the one first made for that version preferred), and one
//   that no row holds any more is written as a row of its own, so no score is lost.
import type { Database } from 'better-sqlite3';
import { sha256Hex, textHash } from '../../../../shared/prompts/hash';
import { contextHash } from '../../../../shared/scoring/context-hash';
import type { Migration } from './types';

type StoredJudgement = {
  item: string;
  judgeId: string;
  status: 'ok' | 'missing' | 'error';
  score: number | null;
  option: string | null;
  distribution: Record<string, number> | null;
  rationale: string | null;
  errorMessage: string | null;
  fromCache?: boolean;
};
type StoredResult = { rubricId?: string; rubricVersion?: number; judgements?: StoredJudgement[] };
type FeedbackRow = { version_id: number; rubric_id: string; result: string; text: string; snapshot: string };
type Candidate = {
  id: number;
  status: string;
  score: number | null;
  option_code: string | null;
  target_id: number | null;
  target_type: string;
};

const sameScore = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);

function parseResult(json: string): StoredResult | null {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as StoredResult) : null;
  } catch {
    return null;
  }
}

function snapshotContext(json: string): string | null {
  try {
    const s = JSON.parse(json) as { postText?: unknown; cultureName?: unknown };
    return typeof s.postText === 'string'
      ? contextHash(s.postText, typeof s.cultureName === 'string' ? s.cultureName : null)
      : null;
  } catch {
    return null;
  }
}

function linkStoredResults(db: Database): void {
  const rows = db
    .prepare(
      `SELECT f.version_id, f.rubric_id, f.result, v.text, a.scenario_snapshot AS snapshot
       FROM version_feedback f JOIN draft_version v ON v.id = f.version_id JOIN attempt a ON a.id = v.attempt_id
       WHERE f.result IS NOT NULL ORDER BY f.version_id, f.rowid`,
    )
    .all() as FeedbackRow[];
  const candidates = db.prepare(
    `SELECT id, status, score, option_code, target_type, target_id FROM judgement
     WHERE text_hash = ? AND judge_id = ? AND rubric_id = ? AND rubric_version = ? AND item = ?
     ORDER BY (target_type = 'draft_version' AND target_id = ?) DESC, id DESC`,
  );
  const setContext = db.prepare('UPDATE judgement SET context_hash = ? WHERE id = ? AND context_hash IS NULL');
  const insertRow = db.prepare(
    `INSERT INTO judgement (target_type, target_id, text_hash, judge_id, rubric_id, rubric_version, item, score, option_code,
       distribution, rationale, status, error_message, cache_key, context_hash)
     VALUES ('draft_version', @versionId, @textHash, @judgeId, @rubricId, @rubricVersion, @item, @score, @option,
       @distribution, @rationale, @status, @errorMessage, @cacheKey, @contextHash)`,
  );
  const link = db.prepare(
    'INSERT OR IGNORE INTO feedback_judgement (version_id, rubric_id, judgement_id, from_cache) VALUES (?, ?, ?, ?)',
  );
  for (const row of rows) {
    const result = parseResult(row.result);
    if (!result) continue;
    const rubricVersion = Number.isInteger(result.rubricVersion) ? result.rubricVersion! : 1;
    const hash = textHash(row.text);
    const context = snapshotContext(row.snapshot);
    for (const j of result.judgements ?? []) {
      if (!j || typeof j.item !== 'string' || typeof j.judgeId !== 'string') continue;
      const status = j.status === 'ok' || j.status === 'missing' || j.status === 'error' ? j.status : 'missing';
      const score = status === 'ok' && typeof j.score === 'number' && Number.isFinite(j.score) ? j.score : null;
      const option = status === 'ok' && typeof j.option === 'string' ? j.option : null;
      const found = (
        candidates.all(hash, j.judgeId, row.rubric_id, rubricVersion, j.item, row.version_id) as Candidate[]
      ).find((c) => c.status === status && sameScore(c.score, score) && (status !== 'ok' || c.option_code === option));
      let judgementId: number;
      if (found) {
        judgementId = found.id;
      } else {
        judgementId = Number(
          insertRow.run({
            versionId: row.version_id,
            textHash: hash,
            judgeId: j.judgeId,
            rubricId: row.rubric_id,
            rubricVersion,
            item: j.item,
            score,
            option,
            distribution:
              status === 'ok' && j.distribution && typeof j.distribution === 'object'
                ? JSON.stringify(j.distribution)
                : null,
            rationale: typeof j.rationale === 'string' ? j.rationale : null,
            status,
            errorMessage:
              typeof j.errorMessage === 'string' ? j.errorMessage : status === 'error' ? 'The judge failed.' : null,
            cacheKey: `migrated:${sha256Hex(JSON.stringify([row.version_id, row.rubric_id, j.judgeId, j.item]))}`,
            contextHash: context,
          }).lastInsertRowid,
        );
      }
      if (context) setContext.run(context, judgementId);
      link.run(row.version_id, row.rubric_id, judgementId, j.fromCache ? 1 : 0);
    }
  }
}

/** Library responses' judgements get the context of their scenario's post. */
function responseContexts(db: Database): void {
  const rows = db
    .prepare(
      `SELECT j.id, s.post_text, c.name FROM judgement j JOIN response r ON r.id = j.target_id
       JOIN scenario s ON s.id = r.scenario_id JOIN culture c ON c.id = s.culture_id
       WHERE j.target_type = 'response' AND j.context_hash IS NULL AND s.post_text IS NOT NULL`,
    )
    .all() as { id: number; post_text: string; name: string }[];
  const set = db.prepare('UPDATE judgement SET context_hash = ? WHERE id = ?');
  for (const r of rows) set.run(contextHash(r.post_text, r.name), r.id);
}

export const migration13: Migration = {
  version: 13,
  name: 'one judgement store',
  up: (db) => {
    db.exec(`
    ALTER TABLE judgement ADD COLUMN context_hash TEXT CHECK (context_hash IS NULL OR length(context_hash) = 64);
    ALTER TABLE judgement ADD COLUMN coverage REAL CHECK (coverage IS NULL OR (coverage >= 0 AND coverage <= 1));
    CREATE INDEX judgement_subject ON judgement (text_hash, context_hash, rubric_id, rubric_version, item, judge_id);

    -- The judgement rows a version's feedback on one rubric showed (one per judge and item).
    CREATE TABLE feedback_judgement (
      version_id INTEGER NOT NULL,
      rubric_id TEXT NOT NULL,
      judgement_id INTEGER NOT NULL REFERENCES judgement (id),
      from_cache INTEGER NOT NULL DEFAULT 0 CHECK (from_cache IN (0, 1)),
      PRIMARY KEY (version_id, rubric_id, judgement_id),
      FOREIGN KEY (version_id, rubric_id) REFERENCES version_feedback (version_id, rubric_id) ON DELETE CASCADE
    ) STRICT;
    CREATE INDEX feedback_judgement_judgement ON feedback_judgement (judgement_id);
  `);
    linkStoredResults(db);
    responseContexts(db);
    db.exec('ALTER TABLE version_feedback DROP COLUMN result;');
  },
};
