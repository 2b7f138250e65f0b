// Fast local analyzer: sentence splitting with offsets, strategy labels of clear sentences (English with the encoder, German,
// Arabic and Chinese from the lexicons), the language check with fastText, fallbacks and the result shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyze,
  createAnalyzer,
  disposeSharedAnalyzer,
  scriptIdentifier,
  warmUpAnalyzer,
  type Analyzer,
} from '../../electron/services/analyzer';
import { splitSentences } from '../../electron/services/analyzer/sentences';
import {
  DE_GOOD_REPLY,
  DE_GOOD_SENTENCES,
  EN_GOOD_REPLY,
  EN_GOOD_SENTENCES,
  arInput,
  deInput,
  enInput,
  zhInput,
} from '../fixtures/analyzer/cases';

let analyzer: Analyzer;

beforeAll(async () => {
  analyzer = await createAnalyzer();
}, 60_000);

afterAll(async () => {
  await analyzer?.dispose();
});

describe('sentence splitting', () => {
  it('gives offsets into the original text and keeps abbreviations inside a sentence', () => {
    const text = 'Talk to Dr. Weber first.  Then rest!\nAre you sleeping?';
    const parts = splitSentences(text);
    expect(parts.map((p) => p.text)).toEqual(['Talk to Dr. Weber first.', 'Then rest!', 'Are you sleeping?']);
    for (const p of parts) expect(text.slice(p.start, p.end)).toBe(p.text);
  });

  it('splits Chinese, Arabic and Hebrew on their own punctuation', () => {
    expect(splitSentences('我很累。你还好吗？', 'zh').map((p) => p.text)).toEqual(['我很累。', '你还好吗？']);
    expect(splitSentences('أنا تعبانة. كيف حالك؟', 'ar')).toHaveLength(2);
    expect(splitSentences('אני עייפה. מה שלומך?', 'he')).toHaveLength(2);
  });
});

describe('support strategy per sentence', () => {
  it('labels clear English sentences with the strategy they show (lexicon and encoder together)', async () => {
    const result = await analyzer.analyze(enInput(EN_GOOD_REPLY));
    const label = (text: string) => result.sentences.find((s) => s.text === text);
    expect(result.sentences).toHaveLength(Object.keys(EN_GOOD_SENTENCES).length);
    expect(label(EN_GOOD_SENTENCES.reflection)?.strategy).toBe('Reflection of Feelings');
    expect(label(EN_GOOD_SENTENCES.restatement)?.strategy).toBe('Restatement or Paraphrasing');
    expect(label(EN_GOOD_SENTENCES.suggestion)?.strategy).toBe('Providing Suggestions');
    expect(label(EN_GOOD_SENTENCES.selfDisclosure)?.strategy).toBe('Self-disclosure');
    expect(label(EN_GOOD_SENTENCES.question)?.strategy).toBe('Questions');
    expect(label(EN_GOOD_SENTENCES.information)?.strategy).toBe('Information');
    expect(label(EN_GOOD_SENTENCES.affirmation)?.strategy).toBe('Affirmation and Reassurance');
    expect(label(EN_GOOD_SENTENCES.others)?.strategy).toBe('Others');
    // These sentences carry decisive cues, so the encoder is not needed for their labels.
    for (const s of result.sentences) {
      expect(['lexicon', 'lexicon+encoder']).toContain(s.source);
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
      expect(EN_GOOD_REPLY.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it('lets the encoder label English sentences that no cue decides (nearest prototypes)', async () => {
    const result = await analyzer.analyze({
      reply: 'Sending a big hug your way. A walk each morning could lift your mood a little.',
    });
    expect(result.sentences.map((s) => [s.strategy, s.source])).toEqual([
      ['Others', 'encoder'],
      ['Providing Suggestions', 'encoder'],
    ]);
    const lexiconOnly = await createAnalyzer({ encoder: null });
    const fallback = await lexiconOnly.analyze({ reply: 'Sending a big hug your way.' });
    expect(fallback.sentences[0]).toMatchObject({ source: 'default', strategy: 'Others' });
  });

  it('labels clear German sentences from the German lexicon, with lower confidence than the encoder gives', async () => {
    const result = await analyzer.analyze(deInput(DE_GOOD_REPLY));
    const byText = new Map(result.sentences.map((s) => [s.text, s]));
    const expected: Record<keyof typeof DE_GOOD_SENTENCES, string> = {
      reflection: 'Reflection of Feelings',
      restatement: 'Restatement or Paraphrasing',
      suggestion: 'Providing Suggestions',
      selfDisclosure: 'Self-disclosure',
      question: 'Questions',
      information: 'Information',
      affirmation: 'Affirmation and Reassurance',
      others: 'Others',
    };
    for (const [key, strategy] of Object.entries(expected)) {
      const s = byText.get(DE_GOOD_SENTENCES[key as keyof typeof DE_GOOD_SENTENCES]);
      expect(s?.strategy, key).toBe(strategy);
      expect(s?.source).toBe('lexicon');
      expect(s?.confidence).toBeLessThanOrEqual(0.75);
    }
  });

  it('labels clear Arabic and Chinese sentences from their basic lexicons', async () => {
    const ar = await analyzer.analyze(
      arInput('جربي تمارين التنفس كل يوم. هل في حدا بالعيلة بتثقي فيه؟ الله يسهل عليكي.'),
    );
    expect(ar.sentences.map((s) => s.strategy)).toEqual(['Providing Suggestions', 'Questions', 'Others']);
    const zh = await analyzer.analyze(zhInput('听起来你真的很累。你可以试试跟班主任聊聊。你觉得谁能站在你这边？'));
    expect(zh.sentences.map((s) => s.strategy)).toEqual([
      'Reflection of Feelings',
      'Providing Suggestions',
      'Questions',
    ]);
  });

  it('falls back to Others with a low confidence when nothing points anywhere (lexicon-only)', async () => {
    const lexiconOnly = await createAnalyzer({ encoder: null });
    const result = await lexiconOnly.analyze({ reply: 'Der Bus fährt um acht.' });
    expect(result.sentences[0]).toMatchObject({ strategy: 'Others', source: 'default' });
    expect(result.sentences[0]?.confidence).toBeLessThan(0.3);
    expect(result.meta.encoder).toBe(false);
  });
});

describe('language check (fastText lid.176)', () => {
  it('detects the reply and post languages and whether they match', async () => {
    const same = await analyzer.analyze(deInput(DE_GOOD_REPLY));
    // The post's language is declared, so the post is not identified again (the undeclared cases below are).
    expect(same.language).toMatchObject({
      reply: { code: 'de', reliable: true },
      post: null,
      expected: 'de',
      matches: true,
    });
    const english = await analyzer.analyze(
      deInput('That sounds exhausting, and you deserve help with caring for your mother.'),
    );
    expect(english.language.reply?.code).toBe('en');
    expect(english.language.matches).toBe(false);
    const chinese = await analyzer.analyze({
      ...enInput('听起来你真的很累。你可以试试跟班主任聊聊。'),
      postLanguage: null,
    });
    expect(chinese.language).toMatchObject({ reply: { code: 'zh' }, post: { code: 'en' }, matches: false });
    const hebrew = await analyzer.analyze({
      reply: 'אני כל כך מבינה אותך, זה נשמע קשה מאוד.',
      post: 'אני מרגישה לבד לגמרי מאז שאבא שלי נפטר, ואף אחד לא מדבר על זה.',
    });
    expect(hebrew.language).toMatchObject({ reply: { code: 'he' }, post: { code: 'he' }, matches: true });
  });

  it('compares with the declared post language and says "cannot tell" for very short replies', async () => {
    const declared = await analyzer.analyze({
      reply: 'Das klingt wirklich schwer, und du bist damit nicht allein.',
      post: null,
      postLanguage: 'en',
    });
    expect(declared.language).toMatchObject({ expected: 'en', matches: false });
    const short = await analyzer.analyze(enInput('ok'));
    expect(short.language.reply?.reliable).toBe(false);
    expect(short.language.matches).toBeNull();
  });

  it('maps dialect labels to the app language and guesses from the script without fastText', async () => {
    const egyptian = await analyzer.analyze({
      reply: 'يا حبيبتي الناس مش هتسكت أبدًا، فسيبك منهم خالص وركزي في نفسك.',
      post: null,
      postLanguage: 'ar',
    });
    expect(egyptian.language).toMatchObject({ reply: { code: 'ar' }, matches: true });
    expect(scriptIdentifier.identify('我真的很累，不知道怎么办')?.code).toBe('zh');
    expect(scriptIdentifier.identify('Ich weiß nicht, wie es mit der Pflege weitergehen soll')?.code).toBe('de');
    expect(scriptIdentifier.identify('...')).toBeNull();
  });
});

describe('result', () => {
  it('is coaching signals only: no score fields, and meta says what ran', async () => {
    const result = await analyzer.analyze(enInput(EN_GOOD_REPLY));
    expect(Object.keys(result).sort()).toEqual(['flags', 'language', 'meta', 'sentences', 'spans']);
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          keys.add(k);
          walk(v);
        }
      }
    };
    walk(result);
    for (const rubricKey of ['rubricId', 'rubric', 'empathy', 'helpfulness', 'aggregates', 'judgements'])
      expect(keys.has(rubricKey)).toBe(false);
    expect(result.meta).toMatchObject({ version: 3, encoder: true, languageId: true });
  });

  it('handles an empty reply and a reply without a post', async () => {
    const empty = await analyzer.analyze(enInput(''));
    expect(empty.sentences).toEqual([]);
    expect(empty.language.reply).toBeNull();
    const alone = await analyzer.analyze({ reply: 'Have you talked to anyone about this?' });
    expect(alone.sentences[0]?.strategy).toBe('Questions');
    expect(alone.spans).toEqual([]);
    expect(alone.flags).toEqual([]);
    expect(alone.language.post).toBeNull();
  });
});

describe('shared analyzer', () => {
  it('warms up once and answers analyze() from the same instance; a cached draft re-analyses quickly', async () => {
    const first = warmUpAnalyzer();
    expect(warmUpAnalyzer()).toBe(first);
    const warmed = await first;
    expect(warmed.hasEncoder).toBe(true);
    const draft = enInput(EN_GOOD_REPLY);
    await warmed.prepare(draft);
    const once = await analyze(draft);
    const edited = await analyze({ ...draft, reply: `${EN_GOOD_REPLY} Take care.` });
    expect(edited.sentences.slice(0, once.sentences.length).map((s) => s.strategy)).toEqual(
      once.sentences.map((s) => s.strategy),
    );
    expect(edited.sentences.at(-1)?.text).toBe('Take care.');
    await disposeSharedAnalyzer();
  }, 60_000);
});
