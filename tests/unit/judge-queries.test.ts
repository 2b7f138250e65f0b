// Judgement queries: save (upsert by cache key), find, list by target and by text, counts, delete.
import BetterSqlite3 from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../electron/services/db/open';
import { judgementCacheKey } from '../../electron/services/judges/cache-key';
import {
  countJudgementsByStatus,
  deleteJudgement,
  findJudgementByCacheKey,
  listJudgementsForTarget,
  listJudgementsForText,
  saveJudgement,
} from '../../electron/services/judges/queries';
import { sqliteJudgementStore } from '../../electron/services/judges/store';
import { textHash } from '../../shared/prompts/hash';
import type { NewJudgement } from '../../shared/scoring/judgement';

let db: BetterSqlite3.Database;
beforeEach(() => {
  db = new BetterSqlite3(':memory:');
  migrate(db);
});

const judgement = (overrides: Partial<NewJudgement> = {}): NewJudgement => ({
  target: { type: 'response', id: 5 },
  textHash: textHash('a reply'),
  judgeId: 'judge-1',
  rubricId: 'rubric-a',
  rubricVersion: 1,
  item: 'empathy',
  score: 4.1,
  option: '4',
  distribution: { '1': 0, '2': 0, '3': 0.1, '4': 0.7, '5': 0.2 },
  rationale: null,
  rawOutput: '4',
  status: 'ok',
  errorMessage: null,
  latencyMs: 12.6,
  promptTokens: 300,
  completionTokens: 1,
  promptHash: 'f'.repeat(64),
  contextHash: 'c'.repeat(64),
  coverage: 0.97,
  cacheKey: 'key-1',
  ...overrides,
});

describe('judgement queries', () => {
  it('saves and reads back every field (distribution as an object, latency rounded)', () => {
    const saved = saveJudgement(db, judgement());
    expect(saved).toMatchObject({ ...judgement(), latencyMs: 13 });
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.createdAt).toMatch(/Z$/);
    expect(findJudgementByCacheKey(db, 'key-1')).toEqual(saved);
    expect(findJudgementByCacheKey(db, 'other')).toBeUndefined();
  });

  it('replaces the row with the same cache key (keeping its id)', () => {
    const first = saveJudgement(
      db,
      judgement({ status: 'error', score: null, option: null, distribution: null, errorMessage: 'HTTP 500' }),
    );
    const second = saveJudgement(db, judgement());
    expect(second.id).toBe(first.id);
    expect(second.status).toBe('ok');
    expect(countJudgementsByStatus(db)).toEqual({ ok: 1, missing: 0, error: 0 });
  });

  it('lists by target and by text hash, with filters', () => {
    saveJudgement(db, judgement());
    saveJudgement(
      db,
      judgement({
        cacheKey: 'key-2',
        item: 'helpfulness',
        status: 'missing',
        score: null,
        option: null,
        distribution: null,
        errorMessage: 'no option',
      }),
    );
    saveJudgement(
      db,
      judgement({
        cacheKey: 'key-3',
        target: { type: 'text', id: null },
        textHash: textHash('other'),
        rubricId: 'rubric-b',
        item: 'overly_positive',
      }),
    );
    expect(listJudgementsForTarget(db, { type: 'response', id: 5 }).map((j) => j.item)).toEqual([
      'empathy',
      'helpfulness',
    ]);
    expect(listJudgementsForTarget(db, { type: 'response', id: 5 }, { status: 'ok' }).map((j) => j.item)).toEqual([
      'empathy',
    ]);
    expect(listJudgementsForTarget(db, { type: 'text', id: null }).map((j) => j.item)).toEqual(['overly_positive']);
    expect(listJudgementsForTarget(db, { type: 'draft_version', id: 5 })).toEqual([]);
    expect(
      listJudgementsForText(db, textHash('a reply'), { rubricId: 'rubric-a', rubricVersion: 1, judgeId: 'judge-1' }),
    ).toHaveLength(2);
    expect(listJudgementsForText(db, textHash('a reply'), { item: 'helpfulness', rubricId: undefined })).toHaveLength(
      1,
    );
    expect(countJudgementsByStatus(db)).toEqual({ ok: 2, missing: 1, error: 0 });
  });

  it('deletes by id', () => {
    const saved = saveJudgement(db, judgement());
    expect(deleteJudgement(db, saved.id)).toBe(true);
    expect(deleteJudgement(db, saved.id)).toBe(false);
  });

  it('the SQLite store finds and saves through the same queries', () => {
    const store = sqliteJudgementStore(db);
    const saved = store.save(judgement());
    expect(store.find('key-1')).toEqual(saved);
  });
});

describe('judgementCacheKey', () => {
  const parts = {
    judgeId: 'j',
    judgeSettings: '{"model":"m"}',
    rubricId: 'rubric-a',
    rubricVersion: 1,
    item: 'empathy',
    promptHash: 'p'.repeat(64),
    textHash: 't'.repeat(64),
  };

  it('is a stable hex hash that changes with every part', () => {
    const key = judgementCacheKey(parts);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(judgementCacheKey({ ...parts })).toBe(key);
    const variants = [
      { judgeId: 'k' },
      { judgeSettings: '{"model":"n"}' },
      { rubricId: 'rubric-b' },
      { rubricVersion: 2 },
      { item: 'helpfulness' },
      { promptHash: 'q'.repeat(64) },
      { textHash: 'u'.repeat(64) },
    ];
    const keys = variants.map((v) => judgementCacheKey({ ...parts, ...v }));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
  });
});
