// The bundled sentence encoder (models/use-lite): loads offline with transformers.js, gives unit-length
// 512-d vectors that rank paraphrases above unrelated sentences, and (fp32) reproduces the ORIGINAL Universal
// Sentence Encoder lite TF.js model (tests/fixtures/use-reference.json, made by
// scripts/models/use-reference.mjs) token for token and vector for vector. The int8 variant the analyzer uses by
// default stays close to the original and gives a text the same vector alone, in any batch and after any padding.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCODER_DIMENSIONS, loadEncoder } from '../../electron/services/models/encoder';
import type { LocalEncoder } from '../../electron/services/models/encoder';

interface Reference {
  sentences: { text: string; ids: number[]; embedding: number[] }[];
  emptyText: number[];
}
interface ManifestEntry {
  id: string;
  bundled?: boolean;
  path: string;
  licence: string;
  size: number;
  files: { path: string; size: number; sha256: string }[];
}

const root = join(import.meta.dirname, '..', '..');
const reference = JSON.parse(readFileSync(join(root, 'tests/fixtures/use-reference.json'), 'utf8')) as Reference;
const texts = reference.sentences.map((s) => s.text);

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    na += (a[i] ?? 0) ** 2;
    nb += (b[i] ?? 0) ** 2;
  }
  return dot / Math.sqrt(na * nb);
}

const norm = (v: ArrayLike<number>) => Math.sqrt(Array.from(v).reduce((s, x) => s + x * x, 0));

describe('sentence encoder (use-lite, fp32)', () => {
  let encoder: LocalEncoder;
  let vectors: Float32Array[];
  let loadMs = 0;

  beforeAll(async () => {
    const start = performance.now();
    encoder = await loadEncoder({ dtype: 'fp32' });
    loadMs = performance.now() - start;
    vectors = await encoder.embed(texts);
  });

  afterAll(async () => {
    await encoder?.dispose();
  });

  it('loads from models/ with remote loading disabled', () => {
    expect(env.allowRemoteModels).toBe(false);
    expect(env.localModelPath).toBe(join(root, 'models') + '/');
    expect(encoder.modelId).toBe('use-lite');
    console.log(`use-lite loaded in ${loadMs.toFixed(0)} ms`);
  });

  it('is listed in models/manifest.json as bundled, with the committed files and hashes', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'models/manifest.json'), 'utf8')) as {
      models: ManifestEntry[];
    };
    const entry = manifest.models.find((m) => m.id === 'use-lite');
    expect(entry).toMatchObject({ bundled: true, path: 'models/use-lite', licence: 'Apache-2.0' });
    const paths = entry?.files.map((f) => f.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'config.json',
        'tokenizer.json',
        'tokenizer_config.json',
        'onnx/model.onnx',
        'onnx/model_quantized.onnx',
      ]),
    );
    for (const file of entry?.files ?? []) {
      const bytes = readFileSync(join(root, 'models/use-lite', file.path));
      expect(bytes.length, file.path).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex'), file.path).toBe(file.sha256);
    }
    expect(entry?.size).toBe(entry?.files.reduce((s, f) => s + f.size, 0));
  });

  it('tokenizes exactly as the original SentencePiece tokenizer', () => {
    for (const s of reference.sentences) expect(encoder.tokenize(s.text), s.text).toEqual(s.ids);
  });

  it('gives one unit-length 512-d vector per text', () => {
    expect(vectors).toHaveLength(texts.length);
    for (const v of vectors) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v).toHaveLength(ENCODER_DIMENSIONS);
      expect(norm(v)).toBeCloseTo(1, 5);
    }
  });

  it('matches the original TF.js model (cosine >= 0.999 per sentence)', () => {
    const cosines = reference.sentences.map((s, i) => cosine(vectors[i] as Float32Array, s.embedding));
    console.log('cosine with the original:', cosines.map((c) => c.toFixed(7)).join(' '));
    for (const [i, c] of cosines.entries()) expect(c, texts[i]).toBeGreaterThanOrEqual(0.999);
    const maxDiff = Math.max(
      ...reference.sentences.flatMap((s, i) => s.embedding.map((x, j) => Math.abs(x - (vectors[i]?.[j] ?? 0)))),
    );
    expect(maxDiff).toBeLessThan(1e-4);
  });

  it('ranks paraphrases above unrelated sentences', () => {
    const sim = (a: number, b: number) => cosine(vectors[a] as Float32Array, vectors[b] as Float32Array);
    // 0/1: isolated from family; 3/4: shame about therapy; 2: train timetable; 5: a question.
    expect(sim(0, 1)).toBeGreaterThan(sim(0, 2));
    expect(sim(0, 1)).toBeGreaterThan(sim(1, 2));
    expect(sim(3, 4)).toBeGreaterThan(sim(3, 2));
    expect(sim(3, 4)).toBeGreaterThan(sim(4, 5));
    expect(sim(0, 1)).toBeGreaterThan(0.5);
    expect(sim(0, 2)).toBeLessThan(0.3);
  });

  it('does not depend on batching, order or padding', async () => {
    const reversed = await encoder.embed([...texts].reverse());
    const singles = await Promise.all(texts.map(async (t) => (await encoder.embed([t]))[0] as Float32Array));
    texts.forEach((_, i) => {
      expect(cosine(reversed[texts.length - 1 - i] as Float32Array, vectors[i] as Float32Array)).toBeGreaterThan(
        0.99999,
      );
      expect(cosine(singles[i] as Float32Array, vectors[i] as Float32Array)).toBeGreaterThan(0.99999);
    });
    expect(await encoder.embed([])).toEqual([]);
  });

  it('reads only the first 128 tokens of a long text, like the original', async () => {
    const long = reference.sentences.find((s) => s.ids.length > 128);
    expect(long).toBeDefined();
    const [extended] = await encoder.embed([
      `${long?.text} And then a great deal more text that the model never reads.`,
    ]);
    const index = texts.indexOf(long?.text ?? '');
    expect(cosine(extended as Float32Array, vectors[index] as Float32Array)).toBeGreaterThan(0.99999);
  });

  it('embeds an empty text as the original does', async () => {
    const [alone] = await encoder.embed(['']);
    const [inBatch] = await encoder.embed(['', texts[0] ?? '']);
    expect(cosine(alone as Float32Array, reference.emptyText)).toBeGreaterThanOrEqual(0.999);
    expect(cosine(inBatch as Float32Array, reference.emptyText)).toBeGreaterThanOrEqual(0.999);
  });
});

describe('sentence encoder (use-lite, int8: the default)', () => {
  let encoder: LocalEncoder;
  let vectors: Float32Array[];

  beforeAll(async () => {
    encoder = await loadEncoder();
    vectors = await encoder.embed(texts);
  });

  afterAll(async () => {
    await encoder?.dispose();
  });

  it('stays close to the original TF.js model (cosine >= 0.95 per text; measured 0.96 to 0.99) with unit-length vectors', () => {
    const cosines = reference.sentences.map((s, i) => cosine(vectors[i] as Float32Array, s.embedding));
    console.log('int8 cosine with the original:', cosines.map((c) => c.toFixed(4)).join(' '));
    for (const [i, c] of cosines.entries()) expect(c, texts[i]).toBeGreaterThanOrEqual(0.95);
    for (const v of vectors) expect(norm(v)).toBeCloseTo(1, 5);
  });

  it('ranks paraphrases above unrelated sentences', () => {
    const sim = (a: number, b: number) => cosine(vectors[a] as Float32Array, vectors[b] as Float32Array);
    expect(sim(0, 1)).toBeGreaterThan(sim(0, 2));
    expect(sim(3, 4)).toBeGreaterThan(sim(3, 2));
    expect(sim(3, 4)).toBeGreaterThan(sim(4, 5));
  });

  it('gives a text the same vector alone, in a batch in any order, and next to longer texts', async () => {
    const reversed = await encoder.embed([...texts].reverse());
    const withLong = await encoder.embed([texts[0] ?? '', `${texts[1] ?? ''} ${texts[2] ?? ''} ${texts[3] ?? ''}`]);
    for (const [i, t] of texts.entries()) {
      const [alone] = await encoder.embed([t]);
      expect(cosine(alone as Float32Array, vectors[i] as Float32Array), t).toBeGreaterThan(0.99999);
      expect(cosine(reversed[texts.length - 1 - i] as Float32Array, vectors[i] as Float32Array), t).toBeGreaterThan(
        0.99999,
      );
    }
    expect(cosine(withLong[0] as Float32Array, vectors[0] as Float32Array)).toBeGreaterThan(0.99999);
  });
});
