// Which annotated post spans a reply engages: content-word or character-n-gram overlap with a reply sentence, and for English the encoder's similarity.
import { contentTerms, gramOverlap, wordOverlap, type Terms } from './content';
import { dominantScript } from './text';
import type { AnalyzerSpan, EngagementMethod, SpanEngagement } from '../../../shared/analyzer/types';

export const ENGAGEMENT_TUNING = {
  /** Words: engaged when shared content weight >= minWeight and coverage >= minCoverage ... */
  minWeight: 2,
  minCoverage: 0.3,
  /** ... or, for short phrases, coverage >= shortCoverage with at least one full-weight word shared. */
  shortCoverage: 0.5,
  /** Characters (Arabic, Hebrew, Chinese): n-gram coverage and count. */
  gramCoverage: 0.34,
  minGrams: 2,
  /** Encoder (English): cosine similarity between span phrase and sentence; calibrated so that a span and an unrelated reply
   * (another scenario of the library) pass in about 2% of spans (see scripts/bench-analyzer.ts --calibrate). */
  encoderThreshold: 0.56,
} as const;

export interface EngagementSentence {
  terms: Terms;
  vector: Float32Array | null;
}

const dot = (a: Float32Array, b: Float32Array): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
};

/** The language to read an annotated phrase in: by its script, and for Latin script the post's language. */
export function phraseLanguage(phrase: string, postLanguage: string): string {
  const script = dominantScript(phrase);
  if (script === 'arabic') return 'ar';
  if (script === 'hebrew') return 'he';
  if (script === 'han') return 'zh';
  return postLanguage === 'de' ? 'de' : 'en';
}

export const isPostSpan = (span: AnalyzerSpan): span is AnalyzerSpan & { kind: 'distress' | 'cultural_signal' } =>
  (span.kind === 'distress' || span.kind === 'cultural_signal') && span.phrase.trim().length > 0;

interface Candidate {
  sentenceIndex: number;
  method: EngagementMethod;
  score: number;
  passed: boolean;
  shared: string[];
}

function lexicalCandidate(
  spanTerms: Terms,
  sentence: EngagementSentence,
  index: number,
  byCharacters: boolean,
): Candidate {
  const t = ENGAGEMENT_TUNING;
  if (byCharacters) {
    const o = gramOverlap(spanTerms, sentence.terms);
    return {
      sentenceIndex: index,
      method: 'characters',
      score: o.coverage,
      passed: o.coverage >= t.gramCoverage && o.weight >= t.minGrams,
      shared: o.shared,
    };
  }
  const o = wordOverlap(spanTerms, sentence.terms);
  const fullWordShared = o.shared.some((w) => (spanTerms.words.get(w) ?? 0) >= 1);
  const passed =
    (o.weight >= t.minWeight && o.coverage >= t.minCoverage) || (o.coverage >= t.shortCoverage && fullWordShared);
  return { sentenceIndex: index, method: 'words', score: o.coverage, passed, shared: o.shared };
}

const better = (a: Candidate | null, b: Candidate): boolean =>
  !a || (b.passed && !a.passed) || (b.passed === a.passed && b.score > a.score);

/**
 * For each post span: engaged or not, and the reply sentence that engages it best.
 * `spanVectors` holds encoder vectors of English phrases (by phrase); sentences carry vectors when they are English.
 */
export function engageSpans(
  spans: readonly AnalyzerSpan[],
  sentences: readonly EngagementSentence[],
  postLanguage: string,
  spanVectors: ReadonlyMap<string, Float32Array>,
  /** Content terms of a phrase (pass a memo to compute each phrase once per analysis). */
  termsOf: (phrase: string, language: string) => Terms = contentTerms,
): SpanEngagement[] {
  const out: SpanEngagement[] = [];
  for (const span of spans) {
    if (!isPostSpan(span)) continue;
    const language = phraseLanguage(span.phrase, postLanguage);
    const spanTerms = termsOf(span.phrase, language);
    const byCharacters = language === 'zh' || language === 'ar' || language === 'he';
    const spanVector = spanVectors.get(span.phrase) ?? null;
    let lexicalBest: Candidate | null = null;
    let encoderBest: Candidate | null = null;
    sentences.forEach((sentence, index) => {
      const lexical = lexicalCandidate(spanTerms, sentence, index, byCharacters);
      if (better(lexicalBest, lexical)) lexicalBest = lexical;
      if (spanVector && sentence.vector) {
        const cos = dot(spanVector, sentence.vector);
        const candidate: Candidate = {
          sentenceIndex: index,
          method: 'encoder',
          score: cos,
          passed: cos >= ENGAGEMENT_TUNING.encoderThreshold,
          shared: lexical.shared,
        };
        if (better(encoderBest, candidate)) encoderBest = candidate;
      }
    });
    const lex = lexicalBest as Candidate | null;
    const enc = encoderBest as Candidate | null;
    // Shared words are the easier evidence to show a trainee: a lexical pass wins, then an encoder pass, then the closest miss.
    const found = lex?.passed ? lex : enc?.passed ? enc : lex && lex.score > 0 ? lex : enc;
    out.push({
      spanId: span.id ?? null,
      phrase: span.phrase,
      kind: span.kind,
      label: span.label,
      engaged: found?.passed ?? false,
      sentenceIndex: found && (found.passed || found.score > 0) ? found.sentenceIndex : null,
      method: found && (found.passed || found.score > 0) ? found.method : null,
      score: Math.round((found?.score ?? 0) * 1000) / 1000,
      shared: found?.shared ?? [],
    });
  }
  return out;
}
