// What keeps the fast analyzer fast (npm run bench measures the time itself): the encoder reads at most a budget of sentences
// and span phrases per reply and at most ANALYZER_ENCODER_TOKENS tokens of each, and fastText reads a bounded sample of a
// long text (its start, middle and end), so the language of a long reply is still its bulk's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYZER_ENCODER_TOKENS,
  ENCODER_BUDGET,
  createAnalyzer,
  type Analyzer,
} from '../../electron/services/analyzer/analyzer';
import { LANGUAGE_SAMPLE_CHARS, languageSample } from '../../electron/services/analyzer/language';
import { loadEncoder, type Encoder, type LocalEncoder } from '../../electron/services/models/encoder';

describe('language sample', () => {
  it('keeps a short text whole', () => {
    expect(languageSample('Ich bin heute sehr müde.')).toBe('Ich bin heute sehr müde.');
  });

  it('reads a long text from its start, middle and end, cut at spaces', () => {
    const words = Array.from({ length: 600 }, (_, i) => `w${i}`);
    const sample = languageSample(words.join(' '));
    expect(sample.length).toBeLessThanOrEqual(LANGUAGE_SAMPLE_CHARS + 2);
    const kept = sample.split(' ');
    for (const w of kept) expect(words).toContain(w);
    expect(kept[0]).toBe('w0');
    expect(kept).toContain('w300');
    expect(kept.at(-1)).toBe('w599');
  });

  it('samples a text without spaces (Chinese) from its middle and end too', () => {
    const text = '我'.repeat(700) + '你'.repeat(700) + '他'.repeat(700);
    const sample = languageSample(text);
    expect(sample.startsWith('我')).toBe(true);
    expect(sample).toContain('你');
    expect(sample.endsWith('他')).toBe(true);
  });
});

describe('encoder budget', () => {
  let encoder: LocalEncoder;
  let analyzer: Analyzer;
  const seen: string[][] = [];

  beforeAll(async () => {
    encoder = await loadEncoder({ maxTokens: ANALYZER_ENCODER_TOKENS });
    const counting: Encoder = {
      modelId: encoder.modelId,
      dimensions: encoder.dimensions,
      dispose: () => encoder.dispose(),
      embed: (texts) => {
        seen.push([...texts]);
        return encoder.embed(texts);
      },
    };
    analyzer = await createAnalyzer({ encoder: counting });
  }, 60_000);

  afterAll(async () => {
    await analyzer?.dispose();
  });

  it('embeds at most the budget of sentences and span phrases of a long reply, and labels every sentence', async () => {
    const sentences = Array.from(
      { length: 12 },
      (_, i) => `The river near the old mill number ${i + 1} was quiet that morning in spring.`,
    );
    const spans = ['lonely since the move', 'my parents argue', 'no friends at work', 'cannot sleep well'].map(
      (phrase) => ({ phrase, kind: 'distress' as const, label: 'moderate' }),
    );
    analyzer.clearCache();
    seen.length = 0;
    const result = await analyzer.analyze({
      reply: sentences.join(' '),
      post: 'Since the move I feel lonely, my parents argue and I cannot sleep well.',
      postLanguage: 'en',
      spans,
    });
    const embedded = seen.flat();
    expect(result.sentences).toHaveLength(12);
    expect(embedded.filter((t) => sentences.includes(t)).length).toBe(ENCODER_BUDGET.sentences);
    expect(embedded.filter((t) => spans.some((s) => s.phrase === t)).length).toBeLessThanOrEqual(
      ENCODER_BUDGET.phrases,
    );
    // Undecided sentences fill the budget of texts: no uncached phrase on top.
    expect(embedded).toHaveLength(ENCODER_BUDGET.texts);
    expect(result.sentences.filter((s) => s.source === 'encoder' || s.source === 'lexicon+encoder').length).toBe(
      ENCODER_BUDGET.sentences,
    );
  });

  it('embeds the next undecided sentences of the same draft on its next analysis: cached ones do not count against the budget', async () => {
    const sentences = Array.from(
      { length: 8 },
      (_, i) => `The bus to the station number ${i + 1} left late on a grey afternoon.`,
    );
    const reply = sentences.join(' ');
    analyzer.clearCache();
    seen.length = 0;
    const first = await analyzer.analyze({ reply });
    const firstEmbedded = seen.flat();
    expect(firstEmbedded).toHaveLength(ENCODER_BUDGET.sentences);
    seen.length = 0;
    const second = await analyzer.analyze({ reply: `${reply} And then it rained.` });
    const secondEmbedded = seen.flat().filter((t) => sentences.includes(t));
    // Only new sentences go to the encoder, and none of the first analysis's again.
    expect(secondEmbedded.length).toBeGreaterThan(0);
    expect(secondEmbedded.length).toBeLessThanOrEqual(ENCODER_BUDGET.sentences);
    for (const t of secondEmbedded) expect(firstEmbedded).not.toContain(t);
    const encoded = (r: typeof first) =>
      r.sentences.filter((s) => s.source === 'encoder' || s.source === 'lexicon+encoder').length;
    expect(encoded(second)).toBeGreaterThan(encoded(first));
  });

  it('reads only the first ANALYZER_ENCODER_TOKENS tokens of a sentence', async () => {
    const head = Array.from({ length: 40 }, (_, i) => `step ${i}`).join(' then ');
    expect(encoder.tokenize(head).length).toBeGreaterThan(ANALYZER_ENCODER_TOKENS);
    const [a, b] = await encoder.embed([head, `${head} and a different ending about something else entirely`]);
    let dot = 0;
    for (let i = 0; i < (a?.length ?? 0); i++) dot += (a?.[i] ?? 0) * (b?.[i] ?? 0);
    expect(dot).toBeGreaterThan(0.99999);
  });
});
