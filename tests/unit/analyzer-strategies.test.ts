// Strategy labels per language and per strategy on sentences written for these tests (tests/fixtures/analyzer/strategy-*.ts),
// with floors that fail when quality drops: accuracy and macro-F1 per language, recall per strategy. Non-English sentences
// are labelled from cues alone (the encoder reads English only), and negated cues do not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../electron/services/analyzer';
import { classificationReport } from '../../electron/services/analyzer/eval/metrics';
import { phraseStrategy } from '../../electron/services/analyzer/eval/phrase-strategy';
import { SUPPORT_STRATEGIES, TEXT_LANGUAGES, type SupportStrategy } from '../../shared/domain/vocabulary';
import { STRATEGY_SENTENCES } from '../fixtures/analyzer/strategy-sentences';

let analyzer: Analyzer;
const results = new Map<string, { strategy: SupportStrategy; sources: string[] }>();

beforeAll(async () => {
  analyzer = await createAnalyzer();
  for (const language of TEXT_LANGUAGES)
    for (const list of Object.values(STRATEGY_SENTENCES[language]))
      for (const text of list) {
        const r = await analyzer.analyze({ reply: text, post: null, postLanguage: language });
        results.set(`${language}\u0000${text}`, {
          strategy: phraseStrategy(r),
          sources: r.sentences.map((s) => s.source),
        });
      }
}, 120_000);

afterAll(async () => {
  await analyzer?.dispose();
});

/** Floors per language: overall accuracy, macro-F1 and the recall every single strategy must reach (measured values are
 * higher; the margins absorb small lexicon edits, not a lost cue family). */
const FLOORS = {
  en: { accuracy: 0.9, macroF1: 0.9, recall: 0.7 },
  de: { accuracy: 0.75, macroF1: 0.75, recall: 0.5 },
  ar: { accuracy: 0.85, macroF1: 0.85, recall: 0.6 },
  he: { accuracy: 0.85, macroF1: 0.85, recall: 0.6 },
  zh: { accuracy: 0.85, macroF1: 0.85, recall: 0.6 },
} as const;

describe.each(TEXT_LANGUAGES)('strategy labels in %s', (language) => {
  const pairs = () =>
    SUPPORT_STRATEGIES.flatMap((gold) =>
      STRATEGY_SENTENCES[language][gold].map((text) => ({
        gold,
        predicted: results.get(`${language}\u0000${text}`)?.strategy ?? 'Others',
      })),
    );

  it('reaches the accuracy and macro-F1 floors', () => {
    const report = classificationReport(pairs());
    expect(report.n).toBeGreaterThanOrEqual(64);
    expect(report.accuracy).toBeGreaterThanOrEqual(FLOORS[language].accuracy);
    expect(report.macroF1).toBeGreaterThanOrEqual(FLOORS[language].macroF1);
  });

  it.each(SUPPORT_STRATEGIES)('finds %s', (strategy) => {
    const report = classificationReport(pairs());
    expect(report.perClass[strategy].recall).toBeGreaterThanOrEqual(FLOORS[language].recall);
  });

  it(language === 'en' ? 'reads English with the encoder where cues do not decide' : 'labels from cues alone', () => {
    const sources = SUPPORT_STRATEGIES.flatMap((s) =>
      STRATEGY_SENTENCES[language][s].flatMap((text) => results.get(`${language}\u0000${text}`)?.sources ?? []),
    );
    if (language === 'en') expect(sources.some((s) => s === 'encoder' || s === 'lexicon+encoder')).toBe(true);
    else expect(sources.every((s) => s === 'lexicon' || s === 'default')).toBe(true);
  });
});

describe('negation', () => {
  const label = async (reply: string, postLanguage: 'en' | 'de' | 'ar' | 'he' | 'zh') =>
    (await analyzer.analyze({ reply, post: null, postLanguage })).sentences[0];

  it('reads a negated feeling as reassurance, not as a reflection, in each language', async () => {
    const cases: [string, 'en' | 'de' | 'ar' | 'he' | 'zh'][] = [
      ["You're not crazy and you're not alone.", 'en'],
      ['Du bist nicht verrückt und du bist nicht allein.', 'de'],
      ['أنت مش لوحدك ولست مجنونا.', 'ar'],
      ['את לא לבד ואת לא משתגעת.', 'he'],
      ['你不是一个人，也不是矫情。', 'zh'],
    ];
    for (const [text, language] of cases) {
      const s = await label(text, language);
      expect(s?.strategy, text).toBe('Affirmation and Reassurance');
      expect(
        s?.cues.some((c) => c.startsWith('rf.')),
        text,
      ).toBe(false);
    }
  });

  it('reads "do not blame yourself" as reassurance, although it is an imperative', async () => {
    for (const [text, language] of [
      ["Don't blame yourself for any of this.", 'en'],
      ['Mach dir keine Vorwürfe deswegen.', 'de'],
      ['لا تلومي نفسك على شي.', 'ar'],
      ['אל תאשימי את עצמך.', 'he'],
      ['别自责了。', 'zh'],
    ] as const) {
      expect((await label(text, language))?.strategy, text).toBe('Affirmation and Reassurance');
    }
  });
});
