// Fast local analyzer: which annotated post spans a reply engages (content words for English and German, character n-grams for
// Arabic and Chinese, the encoder for English paraphrases) and which it leaves untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer, type SpanEngagement } from '../../electron/services/analyzer';
import { contentTerms, wordOverlap } from '../../electron/services/analyzer/content';
import { stemDe, stemEn } from '../../electron/services/analyzer/stem';
import { DE_GOOD_REPLY, EN_GOOD_REPLY, EN_SPANS, arInput, deInput, enInput, zhInput } from '../fixtures/analyzer/cases';

let analyzer: Analyzer;

beforeAll(async () => {
  analyzer = await createAnalyzer();
}, 60_000);

afterAll(async () => {
  await analyzer?.dispose();
});

const byPhrase = (spans: SpanEngagement[], phrase: string) => spans.find((s) => s.phrase === phrase);

describe('content words', () => {
  it('stems English and German inflections to the same form', () => {
    expect(stemEn('sleeping')).toBe(stemEn('sleep'));
    expect(stemEn('hoping')).toBe(stemEn('hope'));
    expect(stemEn('families')).toBe(stemEn('family'));
    expect(stemDe('erschöpft')).toBe(stemDe('erschöpfend'));
    expect(stemDe('fühle')).toBe(stemDe('fühlst'));
    expect(stemDe('leichter')).toBe(stemDe('leicht'));
  });

  it('drops stop words and weighs generic words less', () => {
    const phrase = contentTerms('My mom puts Zamzam water by my bed');
    expect([...phrase.words.keys()]).not.toContain('my');
    expect(phrase.words.get('mom')).toBeLessThan(1);
    const o = wordOverlap(phrase, contentTerms('the Zamzam by the bed'));
    expect(o.shared.sort()).toEqual(['bed', 'zamzam']);
  });
});

describe('engaged spans', () => {
  it('reports, per span, engaged or not with the sentence that engages it (English)', async () => {
    const result = await analyzer.analyze(enInput(EN_GOOD_REPLY));
    expect(result.spans).toHaveLength(EN_SPANS.length);
    const trapped = byPhrase(result.spans, 'I feel so trapped and alone');
    expect(trapped).toMatchObject({ engaged: true, method: 'words', spanId: 1, kind: 'distress', label: 'high' });
    expect(result.sentences[trapped?.sentenceIndex ?? -1]?.text).toMatch(/trapped/);
    expect(byPhrase(result.spans, 'everyone would be better off without me')).toMatchObject({ engaged: true });
    expect(byPhrase(result.spans, "lately I can't sleep")).toMatchObject({ engaged: true });
    // Nothing in the reply speaks of the restaurant.
    expect(byPhrase(result.spans, 'take over the family restaurant')).toMatchObject({ engaged: false });
  });

  it('engages nothing when the reply talks about something else', async () => {
    const result = await analyzer.analyze(enInput('Try a new recipe this weekend. Cooking with friends can be fun.'));
    expect(result.spans.filter((s) => s.engaged)).toEqual([]);
  });

  it('uses the encoder for an English paraphrase that shares no content word', async () => {
    const input = {
      reply: 'They spent their savings on your education.',
      post: 'My parents sold their flat to pay my tuition, and now I am failing.',
      postLanguage: 'en' as const,
      spans: [
        { kind: 'cultural_signal' as const, label: 'Values', phrase: 'my parents sold their flat to pay my tuition' },
      ],
    };
    const result = await analyzer.analyze(input);
    expect(result.spans[0]).toMatchObject({ engaged: true, method: 'encoder', shared: [] });
    const unrelated = await analyzer.analyze({ ...input, reply: 'The bakery on the corner sells good bread.' });
    expect(unrelated.spans[0]).toMatchObject({ engaged: false });
  });

  it('engages German spans through stemmed content words', async () => {
    const result = await analyzer.analyze(deInput(DE_GOOD_REPLY));
    expect(byPhrase(result.spans, 'Ich bin total erschöpft und fühle mich allein')).toMatchObject({
      engaged: true,
      method: 'words',
    });
    expect(byPhrase(result.spans, 'es wäre für alle leichter, wenn ich gar nicht mehr da wäre')).toMatchObject({
      engaged: true,
    });
    // The reply never speaks of family duty.
    expect(byPhrase(result.spans, 'Man kümmert sich um die Eltern, das ist Pflicht')).toMatchObject({ engaged: false });
  });

  it('engages Arabic and Chinese spans by character n-grams', async () => {
    const ar = await analyzer.analyze(arInput('قلتي إنك تعبتي من الحياة وما بدك تعيشي، وهاد بيخوفني عليكي.'));
    expect(ar.spans[0]).toMatchObject({ engaged: true, method: 'characters' });
    expect(ar.spans[1]).toMatchObject({ engaged: false });
    const zh = await analyzer.analyze(zhInput('你说你不想活了，我很担心你。你妈说你是家里的耻辱，这句话太伤人了。'));
    expect(zh.spans.map((s) => [s.engaged, s.method])).toEqual([
      [true, 'characters'],
      [true, 'characters'],
    ]);
  });

  it('ignores support spans and empty phrases', async () => {
    const result = await analyzer.analyze({
      ...enInput(EN_GOOD_REPLY),
      spans: [
        ...EN_SPANS,
        { kind: 'support', label: 'Questions', phrase: 'Have you' },
        { kind: 'distress', label: null, phrase: '  ' },
      ],
    });
    expect(result.spans).toHaveLength(EN_SPANS.length);
  });
});
