// SQL for human ratings (self, peer, supervisor) on rubric items: plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { HumanRating, RaterRole, RatingTarget } from '../../../shared/domain/ratings';
import type { Rubric } from '../../../shared/rubrics/types';
import { optionScore } from './rubric-options';

type RatingRow = {
  id: number;
  target_type: RatingTarget;
  target_id: number;
  attempt_id: number | null;
  rubric_id: string;
  rubric_version: number;
  item: string;
  role: RaterRole;
  rater_id: number | null;
  rater_name: string | null;
  option_code: string;
  score: number | null;
  note: string;
  updated_at: string;
};

export type StoredRating = HumanRating & { attemptId: number | null };

const toRating = (r: RatingRow): StoredRating => ({
  id: r.id,
  targetType: r.target_type,
  targetId: r.target_id,
  attemptId: r.attempt_id,
  rubricId: r.rubric_id,
  rubricVersion: r.rubric_version,
  item: r.item,
  role: r.role,
  raterId: r.rater_id,
  raterName: r.rater_name,
  score: r.score,
  option: r.option_code,
  note: r.note,
  updatedAt: r.updated_at,
});

const SELECT = 'SELECT r.*, p.display_name AS rater_name FROM rating r LEFT JOIN profile p ON p.id = r.rater_id';

/** Every rating on a draft version or response, by rubric, item and role. */
export function listRatingsOn(db: Database, targetType: RatingTarget, targetId: number): StoredRating[] {
  const rows = db
    .prepare(`${SELECT} WHERE r.target_type = ? AND r.target_id = ? ORDER BY r.rubric_id, r.role, r.rater_id, r.item`)
    .all(targetType, targetId) as RatingRow[];
  return rows.map(toRating);
}

/** The self-ratings a trainee gave in an attempt's critique: item id -> option code. */
export function critiqueRatings(db: Database, attemptId: number, rubricId: string): Record<string, string> {
  const rows = db
    .prepare(
      "SELECT item, option_code FROM rating WHERE attempt_id = ? AND role = 'self' AND target_type = 'response' AND rubric_id = ? ORDER BY item",
    )
    .all(attemptId, rubricId) as { item: string; option_code: string }[];
  return Object.fromEntries(rows.map((r) => [r.item, r.option_code]));
}

export type ItemRatings = {
  targetType: RatingTarget;
  targetId: number;
  attemptId: number | null;
  rubric: Rubric;
  role: RaterRole;
  raterId: number;
  /** Item id -> option code; null removes the rating of that item. */
  scores: Record<string, string | null>;
  /** Kept as it was when undefined. */
  note?: string;
};

/**
 * Writes one rater's ratings of one target on one rubric: one row per item (target, rubric, item,
 * role, rater, attempt), updated in place when it exists. Every item and option is checked first.
 */
export function writeItemRatings(db: Database, r: ItemRatings): void {
  const scored = Object.entries(r.scores).map(([item, code]) => ({
    item,
    code,
    score: code === null ? null : optionScore(r.rubric, item, code),
  }));
  const keyWhere =
    'target_type = ? AND target_id = ? AND rubric_id = ? AND item = ? AND role = ? AND rater_id = ? AND ifnull(attempt_id, 0) = ?';
  const find = db.prepare(`SELECT id FROM rating WHERE ${keyWhere}`);
  const remove = db.prepare(`DELETE FROM rating WHERE ${keyWhere}`);
  const update = db.prepare(
    "UPDATE rating SET option_code = ?, score = ?, rubric_version = ?, note = coalesce(?, note), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?",
  );
  const insert = db.prepare(
    'INSERT INTO rating (target_type, target_id, attempt_id, rubric_id, rubric_version, item, role, rater_id, option_code, score, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const { item, code, score } of scored) {
      const key = [r.targetType, r.targetId, r.rubric.id, item, r.role, r.raterId, r.attemptId ?? 0] as const;
      if (code === null) {
        remove.run(...key);
        continue;
      }
      const existing = find.get(...key) as { id: number } | undefined;
      if (existing) update.run(code, score, r.rubric.version, r.note ?? null, existing.id);
      else
        insert.run(
          r.targetType,
          r.targetId,
          r.attemptId,
          r.rubric.id,
          r.rubric.version,
          item,
          r.role,
          r.raterId,
          code,
          score,
          r.note ?? '',
        );
    }
  })();
}

/** Whose work a rating target is: a draft version's attempt and owner; a library response has no owner. */
export function ratingTargetOwner(
  db: Database,
  targetType: RatingTarget,
  targetId: number,
): { exists: boolean; ownerId: number | null; attemptId: number | null } {
  if (targetType === 'draft_version') {
    const row = db
      .prepare(
        'SELECT a.id AS attempt_id, a.profile_id FROM draft_version v JOIN attempt a ON a.id = v.attempt_id WHERE v.id = ?',
      )
      .get(targetId) as { attempt_id: number; profile_id: number } | undefined;
    return { exists: !!row, ownerId: row?.profile_id ?? null, attemptId: row?.attempt_id ?? null };
  }
  return { exists: !!db.prepare('SELECT 1 FROM response WHERE id = ?').get(targetId), ownerId: null, attemptId: null };
}
