// Runs the analyzer over every support phrase of a CultureCare annotation file (each phrase analysed as one reply) and
// scores its phrase-level strategy against the expert labels, overall and per culture.
import type { Analyzer } from '../analyzer';
import { classificationReport, type ClassificationReport } from './metrics';
import { phraseStrategy } from './phrase-strategy';
import type { SupportPhrase } from './culturecare-phrases';
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';

export interface PhrasePrediction {
  phrase: SupportPhrase;
  predicted: SupportStrategy;
  sentences: number;
  /** The language the analyzer read the phrase in (its lexicons' language). */
  language: string;
}

export interface EvalOptions {
  /** Give the analyzer the post's annotated phrases as its post (for the restatement cue); default: the phrase alone. */
  withPostPhrases?: boolean;
  /** Let sentences without any evidence vote too (see phrase-strategy.ts). */
  strictVote?: boolean;
}

export async function evaluatePhrases(
  analyzer: Analyzer,
  phrases: readonly SupportPhrase[],
  options: EvalOptions = {},
): Promise<{
  overall: ClassificationReport;
  byCulture: Record<string, ClassificationReport>;
  byLanguage: Record<string, ClassificationReport>;
  predictions: PhrasePrediction[];
}> {
  const predictions: PhrasePrediction[] = [];
  for (const phrase of phrases) {
    const result = await analyzer.analyze({
      reply: phrase.phrase,
      post: options.withPostPhrases && phrase.postPhrases ? phrase.postPhrases : null,
    });
    predictions.push({
      phrase,
      predicted: phraseStrategy(result, { strict: options.strictVote ?? false }),
      sentences: result.sentences.length,
      language: result.language.reply?.reliable ? result.language.reply.code : 'short/unsure',
    });
  }
  const pairs = (list: PhrasePrediction[]) => list.map((p) => ({ gold: p.phrase.strategy, predicted: p.predicted }));
  const byCulture: Record<string, ClassificationReport> = {};
  for (const culture of [...new Set(phrases.map((p) => p.culture))])
    byCulture[culture] = classificationReport(pairs(predictions.filter((p) => p.phrase.culture === culture)));
  const byLanguage: Record<string, ClassificationReport> = {};
  for (const language of [...new Set(predictions.map((p) => p.language))])
    byLanguage[language] = classificationReport(pairs(predictions.filter((p) => p.language === language)));
  return { overall: classificationReport(pairs(predictions)), byCulture, byLanguage, predictions };
}
