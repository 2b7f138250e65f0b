// SQL for the judgement table (migration 4): plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import {
  distributionSchema,
  JUDGEMENT_STATUSES,
  JUDGEMENT_TARGET_TYPES,
  type Judgement,
  type JudgementTargetType,
  type NewJudgement,
} from '../../../shared/scoring/judgement';
import { z } from 'zod';

type JudgementRow = {
  id: number;
  target_type: string;
  target_id: number | null;
  text_hash: string;
  judge_id: string;
  rubric_id: string;
  rubric_version: number;
  item: string;
  score: number | null;
  option_code: string | null;
  distribution: string | null;
  rationale: string | null;
  raw_output: string | null;
  status: string;
  error_message: string | null;
  latency_ms: number | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  prompt_hash: string | null;
  context_hash: string | null;
  coverage: number | null;
  cache_key: string;
  created_at: string;
};

const targetTypeSchema = z.enum(JUDGEMENT_TARGET_TYPES);
const statusSchema = z.enum(JUDGEMENT_STATUSES);

function toJudgement(row: JudgementRow): Judgement {
  return {
    id: row.id,
    target: { type: targetTypeSchema.parse(row.target_type), id: row.target_id },
    textHash: row.text_hash,
    judgeId: row.judge_id,
    rubricId: row.rubric_id,
    rubricVersion: row.rubric_version,
    item: row.item,
    score: row.score,
    option: row.option_code,
    distribution: row.distribution === null ? null : distributionSchema.parse(JSON.parse(row.distribution)),
    rationale: row.rationale,
    rawOutput: row.raw_output,
    status: statusSchema.parse(row.status),
    errorMessage: row.error_message,
    latencyMs: row.latency_ms,
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    promptHash: row.prompt_hash,
    contextHash: row.context_hash,
    coverage: row.coverage,
    cacheKey: row.cache_key,
    createdAt: row.created_at,
  };
}

/**
 * Stores a judgement; a row with the same cache key (e.g. an earlier failed attempt) is replaced.
 * Returns the stored row.
 */
export function saveJudgement(db: Database, j: NewJudgement): Judgement {
  const row = db
    .prepare(
      `INSERT INTO judgement (target_type, target_id, text_hash, judge_id, rubric_id, rubric_version, item, score, option_code,
         distribution, rationale, raw_output, status, error_message, latency_ms, prompt_tokens, completion_tokens, prompt_hash, context_hash, coverage, cache_key)
       VALUES (@targetType, @targetId, @textHash, @judgeId, @rubricId, @rubricVersion, @item, @score, @option,
         @distribution, @rationale, @rawOutput, @status, @errorMessage, @latencyMs, @promptTokens, @completionTokens, @promptHash,
         @contextHash, @coverage, @cacheKey)
       ON CONFLICT (cache_key) DO UPDATE SET
         target_type = excluded.target_type, target_id = excluded.target_id, text_hash = excluded.text_hash,
         judge_id = excluded.judge_id, rubric_id = excluded.rubric_id, rubric_version = excluded.rubric_version, item = excluded.item,
         score = excluded.score, option_code = excluded.option_code, distribution = excluded.distribution,
         rationale = excluded.rationale, raw_output = excluded.raw_output, status = excluded.status,
         error_message = excluded.error_message, latency_ms = excluded.latency_ms, prompt_tokens = excluded.prompt_tokens,
         completion_tokens = excluded.completion_tokens, prompt_hash = excluded.prompt_hash,
         context_hash = excluded.context_hash, coverage = excluded.coverage,
         created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       RETURNING *`,
    )
    .get({
      targetType: j.target.type,
      targetId: j.target.id,
      textHash: j.textHash,
      judgeId: j.judgeId,
      rubricId: j.rubricId,
      rubricVersion: j.rubricVersion,
      item: j.item,
      score: j.score,
      option: j.option,
      distribution: j.distribution === null ? null : JSON.stringify(j.distribution),
      rationale: j.rationale,
      rawOutput: j.rawOutput,
      status: j.status,
      errorMessage: j.errorMessage,
      latencyMs: j.latencyMs === null ? null : Math.round(j.latencyMs),
      promptTokens: j.promptTokens,
      completionTokens: j.completionTokens,
      promptHash: j.promptHash,
      contextHash: j.contextHash,
      coverage: j.coverage,
      cacheKey: j.cacheKey,
    }) as JudgementRow;
  return toJudgement(row);
}

/** The judgements with these ids (any order; ids that do not exist are left out). */
export function listJudgementsByIds(db: Database, ids: readonly number[]): Judgement[] {
  const rows: JudgementRow[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    rows.push(
      ...(db
        .prepare(`SELECT * FROM judgement WHERE id IN (${chunk.map(() => '?').join(',')})`)
        .all(...chunk) as JudgementRow[]),
    );
  }
  return rows.map(toJudgement);
}

export function findJudgementByCacheKey(db: Database, cacheKey: string): Judgement | undefined {
  const row = db.prepare('SELECT * FROM judgement WHERE cache_key = ?').get(cacheKey) as JudgementRow | undefined;
  return row ? toJudgement(row) : undefined;
}

export type JudgementFilter = {
  rubricId?: string;
  rubricVersion?: number;
  judgeId?: string;
  item?: string;
  status?: Judgement['status'];
};

function filterSql(f: JudgementFilter): { sql: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  if (f.rubricId !== undefined) clauses.push('rubric_id = @rubricId');
  if (f.rubricVersion !== undefined) clauses.push('rubric_version = @rubricVersion');
  if (f.judgeId !== undefined) clauses.push('judge_id = @judgeId');
  if (f.item !== undefined) clauses.push('item = @item');
  if (f.status !== undefined) clauses.push('status = @status');
  return {
    sql: clauses.map((c) => ` AND ${c}`).join(''),
    params: Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)),
  };
}

/** Judgements first made for a response or draft version (oldest first). */
export function listJudgementsForTarget(
  db: Database,
  target: { type: JudgementTargetType; id: number | null },
  filter: JudgementFilter = {},
): Judgement[] {
  const f = filterSql(filter);
  const rows = db
    .prepare(`SELECT * FROM judgement WHERE target_type = @type AND target_id IS @id${f.sql} ORDER BY id`)
    .all({ ...f.params, type: target.type, id: target.id }) as JudgementRow[];
  return rows.map(toJudgement);
}

/**
 * Judgements of a text, whatever target it was first scored for: an unchanged reply reuses the
 * judgements of its first scoring, so look judgements up by text hash (oldest first).
 */
export function listJudgementsForText(db: Database, textHash: string, filter: JudgementFilter = {}): Judgement[] {
  const f = filterSql(filter);
  const rows = db
    .prepare(`SELECT * FROM judgement WHERE text_hash = @textHash${f.sql} ORDER BY id`)
    .all({ ...f.params, textHash }) as JudgementRow[];
  return rows.map(toJudgement);
}

export function deleteJudgement(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM judgement WHERE id = ?').run(id).changes > 0;
}

/** Counts per status, e.g. for a run summary or a check that nothing was stored as 0. */
export function countJudgementsByStatus(db: Database): Record<Judgement['status'], number> {
  const counts: Record<Judgement['status'], number> = { ok: 0, missing: 0, error: 0 };
  for (const row of db.prepare('SELECT status, count(*) AS n FROM judgement GROUP BY status').all() as {
    status: Judgement['status'];
    n: number;
  }[]) {
    counts[row.status] = row.n;
  }
  return counts;
}
