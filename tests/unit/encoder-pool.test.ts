// The encoder on worker threads: texts are shared out evenly, the vectors are the same as the in-process encoder's, in
// input order, and a pool that cannot load its model says so.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEncoder, type LocalEncoder, type Encoder } from '../../electron/services/models/encoder';
import { loadEncoderPool, shareTexts } from '../../electron/services/models/encoder-pool';

describe('sharing texts between encoder threads', () => {
  it('gives every text to exactly one thread and balances the characters', () => {
    const texts = ['a'.repeat(90), 'b'.repeat(10), 'c'.repeat(50), 'd'.repeat(40), 'e'.repeat(5)];
    const shares = shareTexts(texts, 2);
    expect(shares.flat().sort()).toEqual([0, 1, 2, 3, 4]);
    const load = shares.map((s) => s.reduce((sum, i) => sum + (texts[i]?.length ?? 0), 0));
    expect(Math.abs((load[0] ?? 0) - (load[1] ?? 0))).toBeLessThanOrEqual(40);
  });

  it('leaves threads without work when there are fewer texts than threads', () => {
    expect(shareTexts(['only one'], 3).filter((s) => s.length > 0)).toEqual([[0]]);
    expect(shareTexts([], 2)).toEqual([[], []]);
  });
});

describe('encoder pool (two threads)', () => {
  let pool: Encoder;
  let local: LocalEncoder;
  const texts = [
    'That sounds really hard, and it makes sense that you feel alone.',
    'Have you been able to talk to anyone at home?',
    'You are not alone.',
    'Maybe a counsellor at the university could help you find your feet.',
    '',
  ];

  beforeAll(async () => {
    [pool, local] = await Promise.all([loadEncoderPool(2, { maxTokens: 32 }), loadEncoder({ maxTokens: 32 })]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([pool?.dispose(), local?.dispose()]);
  });

  it('returns the in-process vectors, in input order', async () => {
    const [fromPool, inProcess] = await Promise.all([pool.embed(texts), local.embed(texts)]);
    expect(fromPool).toHaveLength(texts.length);
    fromPool.forEach((v, i) => {
      expect(v).toBeInstanceOf(Float32Array);
      expect(Array.from(v)).toEqual(Array.from(inProcess[i] as Float32Array));
    });
  });

  it('answers requests made at the same time, each with its own texts', async () => {
    const [a, b] = await Promise.all([
      pool.embed([texts[0] as string]),
      pool.embed([texts[2] as string, texts[1] as string]),
    ]);
    const [expectedA, ...expectedB] = await local.embed([texts[0] as string, texts[2] as string, texts[1] as string]);
    expect(Array.from(a?.[0] as Float32Array)).toEqual(Array.from(expectedA as Float32Array));
    expect(b?.map((v) => Array.from(v))).toEqual(expectedB.map((v) => Array.from(v)));
  });

  it('returns nothing for no texts', async () => {
    expect(await pool.embed([])).toEqual([]);
  });
});

describe('encoder pool without its model', () => {
  it('fails to load with the reason', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-model-'));
    await expect(loadEncoderPool(2, { modelsDir: empty })).rejects.toThrow(/could not be loaded/);
  }, 60_000);
});
