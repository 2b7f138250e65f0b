// The in-process local LLM judge on the tiny fixture model: worker, prompt, distribution, cancellation, scheduler.
import { AutoModelForCausalLM, AutoTokenizer, env, Tensor } from '@huggingface/transformers';
import type { Message } from '@huggingface/transformers';
import BetterSqlite3 from 'better-sqlite3';
import { setMaxListeners } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../electron/services/db/open';
import { JudgeRequestError } from '../../electron/services/judges/errors';
import { expandJobs } from '../../electron/services/judges/jobs';
import { createLocalLlmJudge, type LocalLlmJudge } from '../../electron/services/judges/local/judge';
import { findOptionTokens, readNextToken, topIndices } from '../../electron/services/judges/local/option-tokens';
import { PrefixCache, truncateKv } from '../../electron/services/judges/local/prefix-cache';
import { PLAIN_ANSWER_CUE, plainPrompt, promptText } from '../../electron/services/judges/local/prompt-text';
import { disableRemoteLoading } from '../../electron/services/judges/local/runtime';
import { BUNDLED_WORKER, SOURCE_WORKER, workerEntry } from '../../electron/services/judges/local/worker-entry';
import { countJudgementsByStatus, listJudgementsForText } from '../../electron/services/judges/queries';
import { JudgeScheduler } from '../../electron/services/judges/scheduler';
import { promptForJudge, scoreItemOnce } from '../../electron/services/judges/score-item';
import { sqliteJudgementStore } from '../../electron/services/judges/store';
import { runFromDistLayout } from '../helpers/dist-bundle';
import { answerInstruction, scaleLines } from '../../shared/prompts/judge-answer';
import { cultureLine, JUDGE_SYSTEM_PROMPT, quoted, type JudgeInput } from '../../shared/prompts/judge-prompt';
import { textHash } from '../../shared/prompts/hash';
import type { ChatMessage } from '../../shared/prompts/types';
import { requireItem } from '../../shared/rubrics/registry';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { RUBRIC_B } from '../../shared/rubrics/rubric-b';
import { scaleRange } from '../../shared/rubrics/scales';
import type { Rubric, RubricItem, Scale } from '../../shared/rubrics/types';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FIXTURE = join(root, 'tests/fixtures/models/tiny-causal-lm');
const never = () => new AbortController().signal;

const input: JudgeInput = {
  post: '我父母说抑郁症不存在。I am tired every day and I feel ashamed to talk about it.',
  reply: 'That sounds really hard. Being tired every day and feeling you cannot talk about it is a heavy load.',
  culture: 'Chinese',
};

/** A scale answered with 6-9: the fixture's vocabulary has no such digit. */
const SIX_TO_NINE: Scale = {
  id: 'six-to-nine',
  kind: 'points',
  options: ['6', '7', '8', '9'].map((k) => ({ code: k, key: k, label: k, value: Number(k), group: k })),
  groups: ['6', '7', '8', '9'].map((k) => ({ code: k, label: k })),
  disagreementSpread: 2,
};
const SIX_ITEM: RubricItem = {
  ...requireItem(RUBRIC_A, 'empathy'),
  id: 'six_to_nine',
  scale: SIX_TO_NINE,
  anchors: { 6: 'Poor.', 7: 'Fair.', 8: 'Good.', 9: 'Excellent.' },
};
const SIX_RUBRIC: Rubric = { ...RUBRIC_A, id: 'test-six-to-nine', items: [SIX_ITEM], aggregates: [] };

/** The prompt with the post and reply first and the item last, so items of one reply share a prefix. */
const postFirst = (item: RubricItem, i: JudgeInput): ChatMessage[] => [
  { role: 'system', content: JUDGE_SYSTEM_PROMPT },
  {
    role: 'user',
    content: [
      cultureLine(i.culture),
      '',
      quoted('Post', i.post),
      '',
      quoted('Reply', i.reply),
      '',
      `Criterion: ${item.name}`,
      `What it measures: ${item.definition}`,
      `Question: ${item.question}`,
      '',
      'Scale:',
      ...scaleLines(item, 'logprobs'),
      '',
      answerInstruction(item, 'logprobs', false),
    ].join('\n'),
  },
];

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

let judge: LocalLlmJudge;
const withoutFloor = (j: LocalLlmJudge): LocalLlmJudge =>
  Object.assign(j, { scoring: { ...j.scoring, coverageFloor: 0 } });
beforeAll(async () => {
  // The fixture model has random weights: its next-token mass is spread over the whole vocabulary, so
  // the options never hold the coverage floor a real judge must reach. These tests are about the
  // mechanics of reading the distribution, so the floor is off for this judge (geval-reading.test.ts
  // tests the floor).
  judge = withoutFloor(createLocalLlmJudge({ id: 'tiny-local', modelDir: FIXTURE }));
  await judge.load();
});
afterAll(async () => judge.close());

describe('the fixture model', () => {
  it('its ONNX export matches the PyTorch reference, with and without past key/values', async () => {
    disableRemoteLoading();
    const model = await AutoModelForCausalLM.from_pretrained(FIXTURE, {
      local_files_only: true,
      dtype: 'fp32',
      device: 'cpu',
    });
    const reference = JSON.parse(readFileSync(join(FIXTURE, 'reference.json'), 'utf8')) as {
      cases: { input_ids: number[]; past_input_ids?: number[]; logits_head: number[] }[];
    };
    const ids = (a: number[]) =>
      new Tensor(
        'int64',
        BigInt64Array.from(a, (n) => BigInt(n)),
        [1, a.length],
      );
    const ones = (n: number) => new Tensor('int64', new BigInt64Array(n).fill(1n), [1, n]);
    for (const c of reference.cases) {
      const pastIds = c.past_input_ids ?? [];
      let past: Record<string, Tensor> | undefined;
      if (pastIds.length > 0) {
        const first = (await model.forward({
          input_ids: ids(pastIds),
          attention_mask: ones(pastIds.length),
        })) as Record<string, Tensor>;
        past = Object.fromEntries(
          Object.entries(first).flatMap(([k, v]) =>
            k.startsWith('present.') ? [[k.replace('present.', 'past_key_values.'), v]] : [],
          ),
        );
      }
      const out = (await model.forward({
        input_ids: ids(c.input_ids),
        attention_mask: ones(pastIds.length + c.input_ids.length),
        past_key_values: past,
      })) as Record<string, Tensor>;
      const [, n = 0, vocab = 0] = out.logits!.dims;
      const last = (out.logits!.data as Float32Array).subarray((n - 1) * vocab, (n - 1) * vocab + c.logits_head.length);
      c.logits_head.forEach((expected, k) => expect(last[k]).toBeCloseTo(expected, 4));
    }
    await model.dispose();
  });

  it('its tokenizer has 1-5 and A-D as single tokens (also after a space) and no 6-9', async () => {
    const tokenizer = await AutoTokenizer.from_pretrained(FIXTURE, { local_files_only: true });
    for (const key of ['1', '5', 'A', 'D', ' 3', ' B'])
      expect(tokenizer.encode(key, { add_special_tokens: false })).toHaveLength(1);
    const vocab = tokenizer.get_vocab();
    for (const key of ['0', '6', '7', '8', '9']) expect(vocab.has(key)).toBe(false);
    expect(tokenizer.chat_template).toBeTruthy();
  });

  it('remote loading is off: a hub model id is refused without any request', async () => {
    disableRemoteLoading();
    const refuse = env.fetch;
    let requests = 0;
    env.fetch = (url: string | URL, init?: unknown) => {
      requests += 1;
      return refuse(url, init);
    };
    try {
      await expect(AutoModelForCausalLM.from_pretrained('Xenova/gpt2')).rejects.toThrow(/allowRemoteModels=false/);
      await expect(AutoTokenizer.from_pretrained('Xenova/gpt2')).rejects.toThrow();
      expect(requests).toBe(0);
      await expect(env.fetch('https://huggingface.co/')).rejects.toThrow(/Remote loading is disabled/);
    } finally {
      env.fetch = refuse;
    }
  });
});

describe('helpers', () => {
  it('finds the worker: the source bootstrap under vitest/tsx, dist/judge-worker.js in the bundle', () => {
    const source = workerEntry(pathToFileURL(join(root, 'electron/services/judges/local/worker-client.ts')).href);
    expect(fileURLToPath(source)).toBe(join(root, 'electron/services/judges/local', SOURCE_WORKER));
    expect(readFileSync(source, 'utf8')).toContain("tsImport('./worker.ts'");
    const bundled = workerEntry(pathToFileURL(join(root, 'dist/main.js')).href);
    expect(fileURLToPath(bundled)).toBe(join(root, 'dist', BUNDLED_WORKER));
    expect(readFileSync(join(root, 'scripts/build.js'), 'utf8')).toContain(
      "'judge-worker': join(root, 'electron/services/judges/local/worker.ts')",
    );
  });

  it('uses the chat template when there is one, else the messages as paragraphs and an answer cue', () => {
    const messages: ChatMessage[] = [
      { role: 'system', content: 'S' },
      { role: 'user', content: 'U' },
    ];
    expect(promptText(messages, (m) => m.map((x) => `<${x.role}>${x.content}`).join(''))).toEqual({
      text: '<system>S<user>U',
      chatTemplate: true,
    });
    expect(promptText(messages, null)).toEqual({ text: `S\n\nU\n\n${PLAIN_ANSWER_CUE}`, chatTemplate: false });
    expect(() => promptText([], null)).toThrow();
  });

  it('reads full-softmax log-probs of the option tokens, merging tokens that decode alike', () => {
    const vocab: [string, number][] = [
      ['4', 0],
      ['Ġ4', 1],
      ['▁4', 2],
      ['hello', 3],
      ['B.', 4],
      ['45', 5],
    ];
    const texts = ['4', ' 4', '4', 'hello', 'B.', '45'];
    const options = findOptionTokens(vocab, (id) => texts[id]!);
    expect(options.map((o) => o.id)).toEqual([0, 1, 2, 4]);
    const row = Float32Array.from([2, 1, 0, 3, -1, 0.5]);
    const z = Array.from(row).reduce((a, b) => a + Math.exp(b), 0);
    const next = readNextToken(row, options, 1, (id) => texts[id]!);
    expect(next.text).toBe('hello');
    const byToken = Object.fromEntries(next.logprobs.map((l) => [l.token, Math.exp(l.logprob)]));
    expect(byToken['4']).toBeCloseTo((Math.exp(2) + Math.exp(0)) / z, 10);
    expect(byToken[' 4']).toBeCloseTo(Math.exp(1) / z, 10);
    expect(byToken.hello).toBeCloseTo(Math.exp(3) / z, 10);
    expect(byToken['45']).toBeUndefined();
    expect(topIndices([1, 5, 3, 5, 0], 3)).toEqual([1, 3, 2]);
  });

  it('keeps prompt prefixes within the budget and cuts key/values to the shared length', () => {
    const kv = (length: number, fill: number) => ({
      'past_key_values.0.key': new Tensor(
        'float32',
        Float32Array.from({ length: 2 * length * 3 }, (_, i) => fill + i),
        [1, 2, length, 3],
      ),
    });
    const cut = truncateKv(kv(4, 0), 2)['past_key_values.0.key']!;
    expect(cut.dims).toEqual([1, 2, 2, 3]);
    expect(Array.from(cut.data as Float32Array)).toEqual([0, 1, 2, 3, 4, 5, 12, 13, 14, 15, 16, 17]);

    const cache = new PrefixCache(2 * 2 * 4 * 3 * 4); // room for two 4-token entries
    expect(cache.take([1, 2, 3])).toEqual({ reused: 0, kv: null });
    cache.put([1, 2, 3, 4], kv(4, 0));
    const hit = cache.take([1, 2, 9, 9]);
    expect(hit.reused).toBe(2);
    expect(hit.kv!['past_key_values.0.key']!.dims).toEqual([1, 2, 2, 3]);
    // The same prompt again: everything but the last token is reused.
    expect(cache.take([1, 2, 3, 4]).reused).toBe(3);
    cache.put([5, 6, 7, 8], kv(4, 100));
    cache.put([7, 7, 7, 7], kv(4, 200));
    expect(cache.size).toBe(2);
    expect(cache.take([1, 2, 3, 4]).reused).toBe(0); // evicted as least recently used
    cache.put([7, 7, 7, 7, 7], kv(5, 0)); // too big for what is left: the older entries make room
    expect(cache.take([7, 7, 7, 7, 7, 1]).reused).toBe(5);
    expect(new PrefixCache(0).take([1])).toEqual({ reused: 0, kv: null });
  });
});

describe('LocalLlmJudge in its worker', () => {
  it('loads the fixture and describes it', async () => {
    const info = await judge.load();
    expect(info).toMatchObject({
      modelType: 'gpt2',
      vocabSize: 482,
      maxPositions: 4096,
      chatTemplate: true,
      prefixCacheOff: null,
    });
    expect(info.optionTokens).toBeGreaterThanOrEqual(9 * 2);
    expect(judge).toMatchObject({
      kind: 'local',
      capabilities: { logprobs: true, structuredOutput: false },
      provider: { maxConcurrency: 1 },
    });
    expect(JSON.parse(judge.settingsFingerprint)).toMatchObject({
      api: 'transformers.js',
      model: 'tiny-causal-lm',
      mode: 'logprobs',
    });
  });

  it('an unusable model folder fails with the folder named, and keeps failing fast', async () => {
    const broken = createLocalLlmJudge({ id: 'broken', modelDir: join(root, 'tests/fixtures/models/no-such-model') });
    await expect(broken.load()).rejects.toThrow(/Could not load the local model from .*no-such-model/);
    const error = await broken
      .complete({ messages: [{ role: 'user', content: 'x' }], mode: 'logprobs' }, never())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeRequestError);
    expect((error as JudgeRequestError).retryable).toBe(false);
    await broken.close();
  });

  it('the prompt reaches the model through its chat template, tokenised in full', async () => {
    const item = requireItem(RUBRIC_A, 'empathy');
    const prompt = promptForJudge(judge, item, input);
    const completion = await judge.complete({ messages: prompt.messages, mode: 'logprobs' }, never());
    const tokenizer = await AutoTokenizer.from_pretrained(FIXTURE, { local_files_only: true });
    const templated = tokenizer.apply_chat_template(prompt.messages as Message[], {
      tokenize: false,
      add_generation_prompt: true,
    }) as string;
    expect(templated.endsWith('<|im_start|>assistant\n')).toBe(true);
    expect(completion.promptTokens).toBeGreaterThan(0);
    expect(completion.promptTokens).toBe(tokenizer.encode(templated, { add_special_tokens: false }).length);
    expect(completion.completionTokens).toBe(0);
    expect(completion.text).toEqual(expect.any(String));
    // Every option token is read, with and without a leading space; gEvalScore adds "4" and " 4" up.
    const tokens = completion.topLogprobs!.map((t) => t.token);
    expect(tokens).toEqual(
      expect.arrayContaining(['1', '2', '3', '4', '5', ' 1', ' 2', ' 3', ' 4', ' 5', 'A', 'B', 'C', 'D', ' A', ' D']),
    );
    const p = (token: string) => Math.exp(completion.topLogprobs!.find((t) => t.token === token)!.logprob);
    const mass = [1, 2, 3, 4, 5].map((k) => p(String(k)) + p(` ${k}`));
    const outcome = await scoreItemOnce(judge, item, prompt, never());
    mass.forEach((m, k) =>
      expect(outcome.distribution![String(k + 1)]).toBeCloseTo(m / mass.reduce((a, b) => a + b, 0), 5),
    );
    // A different reply changes what the model sees, and so its distribution.
    const other = await judge.complete(
      { messages: promptForJudge(judge, item, { ...input, reply: 'Cheer up!' }).messages, mode: 'logprobs' },
      never(),
    );
    expect(other.topLogprobs).not.toEqual(completion.topLogprobs);
  });

  it('without a chat template, the messages reach the model as plain paragraphs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tiny-plain-'));
    try {
      cpSync(FIXTURE, dir, { recursive: true });
      const config = JSON.parse(readFileSync(join(dir, 'tokenizer_config.json'), 'utf8')) as Record<string, unknown>;
      delete config.chat_template;
      writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify(config));
      const plain = createLocalLlmJudge({ id: 'tiny-plain', modelDir: dir });
      expect((await plain.load()).chatTemplate).toBe(false);
      const prompt = promptForJudge(plain, requireItem(RUBRIC_A, 'empathy'), input);
      const completion = await plain.complete({ messages: prompt.messages, mode: 'logprobs' }, never());
      const tokenizer = await AutoTokenizer.from_pretrained(dir, { local_files_only: true });
      expect(completion.promptTokens).toBe(tokenizer.encode(plainPrompt(prompt.messages)).length);
      await plain.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a distribution over the options that sums to 1 and an expected value within the scale', async () => {
    for (const item of [...RUBRIC_A.items, ...RUBRIC_B.items]) {
      const outcome = await scoreItemOnce(judge, item, promptForJudge(judge, item, input), never());
      expect(outcome.status, item.id).toBe('ok');
      expect(Object.keys(outcome.distribution!).sort()).toEqual(item.scale.options.map((o) => o.code).sort());
      expect(sum(outcome.distribution!)).toBeCloseTo(1, 10);
      for (const p of Object.values(outcome.distribution!)) expect(p).toBeGreaterThan(0);
      const best = item.scale.options.find((o) => o.code === outcome.option)!;
      if (best.value === null) expect(outcome.score).toBeNull();
      else {
        const { min, max } = scaleRange(item.scale);
        expect(outcome.score).toBeGreaterThanOrEqual(min);
        expect(outcome.score).toBeLessThanOrEqual(max);
      }
    }
  });

  it('is deterministic: the same input gives the same result, with or without a shared prefix', async () => {
    const item = requireItem(RUBRIC_A, 'cultural_context');
    const prompt = promptForJudge(judge, item, input);
    const a = await scoreItemOnce(judge, item, prompt, never());
    const before = await judge.stats();
    const b = await scoreItemOnce(judge, item, prompt, never());
    expect((await judge.stats()).reusedTokens - before.reusedTokens).toBe(b.promptTokens! - 1); // all but the last token
    const fresh = withoutFloor(createLocalLlmJudge({ id: 'tiny-fresh', modelDir: FIXTURE, prefixCacheMb: 0 }));
    const c = await scoreItemOnce(fresh, item, prompt, never());
    const d = await scoreItemOnce(fresh, item, prompt, never());
    expect(d).toEqual(c);
    for (const other of [b, c]) {
      expect(other.option).toBe(a.option);
      expect(other.score).toBeCloseTo(a.score!, 5);
      for (const code of Object.keys(a.distribution!))
        expect(other.distribution![code]).toBeCloseTo(a.distribution![code]!, 5);
    }
    expect((await fresh.stats()).reusedTokens).toBe(0);
    await fresh.close();
  });

  it('is missing (never 0) when no option token exists in the vocabulary', async () => {
    const outcome = await scoreItemOnce(judge, SIX_ITEM, promptForJudge(judge, SIX_ITEM, input), never());
    expect(outcome).toMatchObject({
      status: 'missing',
      score: null,
      option: null,
      distribution: null,
      missingReason: 'no option of the scale among the top tokens',
    });
    expect(outcome.rawOutput).toEqual(expect.any(String));
  });

  it('refuses the structured and text modes (it never generates)', async () => {
    const error = await judge
      .complete({ messages: [{ role: 'user', content: 'x' }], mode: 'structured' }, never())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeRequestError);
    expect((error as JudgeRequestError).retryable).toBe(false);
  });
});

describe('cancellation and the event loop', () => {
  const longInput: JudgeInput = {
    ...input,
    reply: 'I hear how heavy this is for you, and it makes sense to feel tired. '.repeat(40),
  };

  it('an aborted signal rejects at once and runs nothing', async () => {
    const before = await judge.stats();
    const controller = new AbortController();
    controller.abort();
    const messages = promptForJudge(judge, requireItem(RUBRIC_A, 'empathy'), input).messages;
    await expect(judge.complete({ messages, mode: 'logprobs' }, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect((await judge.stats()).forwardPasses).toBe(before.forwardPasses);
  });

  it('cancelling drops the queued passes in the worker', async () => {
    const solo = createLocalLlmJudge({ id: 'tiny-cancel', modelDir: FIXTURE, prefixCacheMb: 0 });
    await solo.load();
    const controller = new AbortController();
    setMaxListeners(20, controller.signal);
    const messages = RUBRIC_A.items.map((item) => promptForJudge(solo, item, longInput).messages);
    const calls = [...messages, ...messages].map((m) =>
      solo.complete({ messages: m, mode: 'logprobs' }, controller.signal),
    );
    void calls[0]!.then(() => controller.abort());
    const settled = await Promise.allSettled(calls);
    expect(settled[0]!.status).toBe('fulfilled');
    expect(settled.slice(1).every((s) => s.status === 'rejected')).toBe(true);
    const stats = await solo.stats();
    expect(stats.forwardPasses).toBeLessThanOrEqual(4);
    expect(stats.cancelledBeforeStart).toBeGreaterThanOrEqual(calls.length - 4);
    await solo.close();
  });

  it('close fails what is pending, and the next request starts a new worker', async () => {
    const solo = createLocalLlmJudge({ id: 'tiny-close', modelDir: FIXTURE });
    const messages = promptForJudge(solo, requireItem(RUBRIC_A, 'empathy'), input).messages;
    const pending = solo.complete({ messages, mode: 'logprobs' }, never()).catch((e: unknown) => e);
    await solo.close(); // while the worker is still loading the model
    expect(await pending).toMatchObject({ message: 'The local judge was closed.' });
    const again = await solo.complete({ messages, mode: 'logprobs' }, never());
    expect(again.promptTokens).toBeGreaterThan(0);
    await solo.close();
  });

  it('loading and scoring never block the main thread', async () => {
    // Long prompts (over 3,000 tokens) so that one pass takes far longer than a timer tick.
    const long: JudgeInput = {
      ...input,
      reply: 'I hear how heavy this is for you, and it makes sense to feel tired. '.repeat(90),
    };
    // A 5 ms timer: any time it fires more than 20 ms late counts as time the main thread was stalled.
    let last = performance.now();
    let stalledMs = 0;
    let longestMs = 0;
    const ticker = setInterval(() => {
      const late = performance.now() - last - 5;
      if (late > 20) stalledMs += late;
      longestMs = Math.max(longestMs, late);
      last = performance.now();
    }, 5);
    const solo = createLocalLlmJudge({ id: 'tiny-loop', modelDir: FIXTURE, prefixCacheMb: 0 });
    const started = performance.now();
    await solo.load();
    const loadMs = performance.now() - started;
    const passMs: number[] = [];
    for (const item of RUBRIC_A.items.slice(0, 2)) {
      const t = performance.now();
      const completion = await solo.complete(
        { messages: promptForJudge(solo, item, long).messages, mode: 'logprobs' },
        never(),
      );
      passMs.push(performance.now() - t);
      expect(completion.promptTokens).toBeGreaterThan(3000);
    }
    clearInterval(ticker);
    await solo.close();
    const workMs = loadMs + passMs.reduce((a, b) => a + b, 0);
    console.log(
      `event loop: worker start and load ${loadMs.toFixed(0)} ms, passes of over 3,000 tokens ${passMs.map((ms) => ms.toFixed(0)).join(' and ')} ms; main thread stalled ${stalledMs.toFixed(0)} ms in all (longest ${longestMs.toFixed(0)} ms)`,
    );
    // Work done on the main thread would stall it for about as long as the work took; a GC pause or
    // a busy machine may stall it briefly.
    expect(stalledMs).toBeLessThan(workMs / 2);
  });
});

describe('through the scheduler and the judgement store', () => {
  // A post no earlier test used, so the shared-prefix counts below come from this run alone.
  const fresh: JudgeInput = {
    ...input,
    post: 'Meine Eltern sagen, ich soll mich nicht so anstellen. I cannot sleep and I feel I am failing everyone.',
  };
  const texts = [
    { input: fresh },
    { input: { ...fresh, reply: 'You should just tell your parents to see a doctor.' } },
    {
      input: {
        ...fresh,
        reply: 'Maybe rest more. Many people in your place feel torn between family and their own needs.',
      },
    },
  ];

  it('stores ok judgements with a distribution, latency and tokens, then serves them from the cache', async () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const scheduler = new JudgeScheduler({ store: sqliteJudgementStore(db) });
    const before = await judge.stats();
    const jobs = expandJobs({ judges: [judge], rubric: RUBRIC_A, texts });
    const started = performance.now();
    const report = await scheduler.run(jobs);
    const wall = performance.now() - started;
    expect(report.counts).toMatchObject({
      total: 21,
      done: 21,
      ok: 21,
      missing: 0,
      error: 0,
      cancelled: 0,
      fromCache: 0,
    });
    for (const text of texts) {
      const stored = listJudgementsForText(db, textHash(text.input.reply), { judgeId: judge.id });
      expect(stored).toHaveLength(7);
      for (const j of stored) {
        expect(j).toMatchObject({
          status: 'ok',
          rubricId: 'rubric-a',
          rubricVersion: RUBRIC_A.version,
          completionTokens: 0,
          errorMessage: null,
        });
        expect(sum(j.distribution!)).toBeCloseTo(1, 9);
        expect(j.score).toBeGreaterThanOrEqual(1);
        expect(j.score).toBeLessThanOrEqual(5);
        expect(j.latencyMs).toBeGreaterThan(0);
        expect(j.promptTokens).toBeGreaterThan(0);
      }
    }
    const after = await judge.stats();
    const passes = after.forwardPasses - before.forwardPasses;
    const reused = after.reusedTokens - before.reusedTokens;
    const tokens = after.promptTokens - before.promptTokens;
    expect(passes).toBe(21);
    // With the current prompt layout (item first), items share the system prompt, and the second and
    // third reply share each item's text and the post with the first reply's pass for that item.
    expect(reused).toBeGreaterThan(0);
    console.log(
      `scheduler: 21 items in ${wall.toFixed(0)} ms (${(wall / 21).toFixed(1)} ms per item), ${tokens} prompt tokens, ${reused} reused from shared prefixes (${((100 * reused) / tokens).toFixed(0)}%)`,
    );

    const again = await scheduler.run(jobs);
    expect(again.counts).toMatchObject({ done: 21, fromCache: 21 });
    expect((await judge.stats()).forwardPasses).toBe(after.forwardPasses);
    expect(countJudgementsByStatus(db)).toEqual({ ok: 21, missing: 0, error: 0 });
    db.close();
  });

  it('stores missing and too-long prompts without a score', async () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const scheduler = new JudgeScheduler({ store: sqliteJudgementStore(db) });
    const tooLong = { input: { ...input, reply: 'x '.repeat(5000) } };
    const report = await scheduler.run([
      ...expandJobs({ judges: [judge], rubric: SIX_RUBRIC, texts: [{ input }] }),
      ...expandJobs({ judges: [judge], rubric: RUBRIC_A, items: ['empathy'], texts: [tooLong] }),
    ]);
    const [missing, failed] = report.results.map((r) => (r.status === 'done' ? r.judgement : null));
    expect(missing).toMatchObject({ status: 'missing', score: null, distribution: null });
    expect(failed).toMatchObject({ status: 'error', score: null });
    expect(failed!.errorMessage).toMatch(
      /The prompt has \d+ tokens; this model reads at most 4096.*gave up after 1 attempt/,
    );
    db.close();
  });

  it('a cancelled run stops early and stores only what finished', async () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const scheduler = new JudgeScheduler({ store: sqliteJudgementStore(db) });
    const controller = new AbortController();
    const jobs = expandJobs({
      judges: [judge],
      rubric: RUBRIC_B,
      texts: texts.map((t) => ({ input: { ...t.input, culture: 'German' } })),
    });
    const report = await scheduler.run(jobs, {
      signal: controller.signal,
      onProgress: (p) => p.done >= 2 && controller.abort(),
    });
    expect(report.cancelled).toBe(true);
    expect(report.counts.cancelled).toBeGreaterThan(0);
    expect(report.counts.done).toBeLessThan(jobs.length);
    const stored = countJudgementsByStatus(db);
    expect(stored.ok + stored.missing + stored.error).toBe(report.counts.done);
  });
});

describe('prefix sharing', () => {
  const longPost = `${input.post} ${'My mother says I should be grateful and stop complaining, and my father does not speak about feelings at all. '.repeat(12)}`;
  const shared: JudgeInput = { ...input, post: longPost };

  it('with the post and reply first, every item after the first reuses their key/values and scores the same', async () => {
    const noCache = withoutFloor(createLocalLlmJudge({ id: 'tiny-no-cache', modelDir: FIXTURE, prefixCacheMb: 0 }));
    await noCache.load();
    const before = await judge.stats();
    const timed = async (j: LocalLlmJudge) => {
      const started = performance.now();
      const results = [];
      for (const item of RUBRIC_A.items)
        results.push(
          await scoreItemOnce(
            j,
            item,
            { mode: 'logprobs', rationaleFirst: false, messages: postFirst(item, shared), responseFormat: null },
            never(),
          ),
        );
      return { results, ms: performance.now() - started };
    };
    const withCache = await timed(judge);
    const after = await judge.stats();
    const withoutCache = await timed(noCache);
    await noCache.close();

    const tokens = after.promptTokens - before.promptTokens;
    const reused = after.reusedTokens - before.reusedTokens;
    expect(reused / tokens).toBeGreaterThan(0.5);
    withCache.results.forEach((r, k) => {
      const plain = withoutCache.results[k]!;
      expect(r.option).toBe(plain.option);
      expect(r.score).toBeCloseTo(plain.score!, 5);
    });
    console.log(
      `post-first prompts, 7 items of one reply (${Math.round(tokens / 7)} tokens each): ${(withCache.ms / 7).toFixed(1)} ms per item sharing ${((100 * reused) / tokens).toFixed(0)}% of tokens, ${(withoutCache.ms / 7).toFixed(1)} ms per item without`,
    );
  });
});

describe('the esbuild bundle', () => {
  it('runs the worker from dist-style output (judge-worker.js beside the bundled caller) and lets Node exit when idle', async () => {
    const stdout = await runFromDistLayout(
      {
        main: 'electron/services/judges/local/judge.ts',
        'judge-worker': 'electron/services/judges/local/worker.ts',
      },
      (main) => [
        `const { createLocalLlmJudge } = await import(${JSON.stringify(main)});`,
        `const judge = createLocalLlmJudge({ id: 'bundled', modelDir: ${JSON.stringify(FIXTURE)} });`,
        `const c = await judge.complete({ messages: [{ role: 'user', content: 'Rate 1 to 5.' }], mode: 'logprobs' }, new AbortController().signal);`,
        `console.log(JSON.stringify({ promptTokens: c.promptTokens, options: c.topLogprobs.length }));`,
        // No close(): an idle worker must not keep the process alive.
      ],
      { timeoutMs: 15_000 },
    );
    const result = JSON.parse(stdout) as { promptTokens: number; options: number };
    expect(result.promptTokens).toBeGreaterThan(0);
    expect(result.options).toBeGreaterThan(0);
  });
});
