// The fast local analyzer: coaching signals for a reply (strategy per sentence, engaged post spans, safety flags, language check).
// Plain Node; loads the bundled encoder and fastText once, then answers in milliseconds. Never produces rubric scores.
import type { TextLanguage } from '../../../shared/domain/vocabulary';
import { loadEncoder, type Encoder, type EncoderOptions } from '../models/encoder';
import { defaultEncoderWorkers, loadEncoderPool } from '../models/encoder-pool';
import { contentTerms, type Terms } from './content';
import { EmbeddingCache } from './embedding-cache';
import { engageSpans, isPostSpan, phraseLanguage } from './engagement';
import { safetyFlags } from './flags';
import { postRisk } from './flags/risk';
import {
  checkLanguages,
  leansGerman,
  lexiconLanguage,
  loadLanguageIdentifier,
  scriptIdentifier,
  type LanguageIdentifier,
} from './language';
import { STRATEGY_PROTOTYPES } from './prototypes';
import { clearSplitMemo, splitSentences } from './sentences';
import {
  combineEvidence,
  isDecisive,
  lexicalLead,
  prototypeSimilarities,
  sentenceEvidence,
  type PrototypeBank,
  type SentenceEvidence,
} from './strategy';
import { clearFoldMemo, dominantScript, fold } from './text';
import { WARM_UP_INPUTS } from './warm-up';
import type { AnalysisResult, AnalysisStages, AnalyzerInput, SentenceSignal } from '../../../shared/analyzer/types';

/**
 * Bumped when labels can change for the same input (2: five-language cues, prototypes, risk levels, splitting;
 * 3: the harmful-reply flag, empty replies marked empty, "not a big deal" cues, list markers and "usw." in splitting).
 */
export const ANALYZER_VERSION = 3;

export interface AnalyzerOptions {
  /** An encoder to use; `null` for lexicon-only analysis; default: load the bundled one (falls back to lexicon-only if it cannot). */
  encoder?: Encoder | null;
  encoderOptions?: EncoderOptions;
  /**
   * Worker threads that run the bundled encoder (default defaultEncoderWorkers(): two on two cores or more); 0 runs it on
   * this thread. Two workers embed a cold analysis's two texts at the same time, with the same vectors.
   */
  encoderWorkers?: number;
  /** A language identifier; `null` for the script-based fallback; default: fastText lid.176. */
  languageIdentifier?: LanguageIdentifier | null;
  /**
   * Embed every English sentence, even those whose lexical cues already decide the strategy (default: only undecided ones,
   * which leaves the labels unchanged on the library and saves about 40% of encoder time, but lets fewer sentences engage
   * spans by encoder similarity).
   */
  embedAll?: boolean;
  /** Encoder budget per analysis (default ENCODER_BUDGET); for measuring other budgets. */
  encoderBudget?: EncoderBudget;
  /** Called when a model cannot be loaded and the analyzer falls back. */
  onWarning?: (message: string) => void;
}

export interface Analyzer {
  readonly hasEncoder: boolean;
  readonly hasLanguageId: boolean;
  analyze(input: AnalyzerInput): Promise<AnalysisResult>;
  /** Embeds a post's span phrases ahead of time (e.g. when a scenario opens), so analysing drafts only embeds their sentences. */
  prepare(input: Omit<AnalyzerInput, 'reply'>): Promise<void>;
  /** Forgets cached sentence vectors (prototype vectors stay). */
  clearCache(): void;
  dispose(): Promise<void>;
}

/** Texts the encoder reads per analysis: undecided sentences, uncached span phrases, and both together. */
export type EncoderBudget = { sentences: number; phrases: number; texts?: number };

/** A sentence is read by the encoder when it is English: the reply is English, or fastText says so for that sentence. */
const ENGLISH_SENTENCE_CONFIDENCE = 0.8;
/**
 * Encoder budget per analysis, bounding latency: at most this many undecided sentences whose vectors are not cached yet
 * (those with the least lexical evidence first; the rest keep their lexical label until a later analysis of the draft,
 * since cached vectors cost nothing and are always used) and uncached span phrases (only when some sentence is encoded,
 * since a phrase vector is compared with sentence vectors), at most `texts` in all, sentences first. The app embeds a
 * scenario's phrases ahead, when it opens (prepare). Measured with `npm run bench -- --eval` and `npm run eval:analyzer`
 * on the German CultureCare file: 16, 4, 3 and 2 sentences give the same German figures (0.634 / 0.558); library agreement
 * 0.603, 0.599, 0.589 and 0.582 with 24 tokens; spans engaged by their annotation response 0.61 in each. An encoder call
 * costs about the same at 16 tokens as at 24 (most of it is per call), so the bound is on calls: two sentences (or a
 * sentence and a phrase) per cold analysis, which is what brings library replies near the 15 ms target at p95 (README,
 * "The fast analyzer's figures"): a point of library agreement traded for speed on a first, cold analysis.
 */
export const ENCODER_BUDGET = { sentences: 2, phrases: 1, texts: 2 } as const;
/**
 * Tokens of a sentence the analyzer's encoder reads (the model's own limit is 128): the strategy of a sentence shows in its
 * opening words, and encoder time grows with tokens (about 0.1 ms a token on one core). Measured (npm run eval:analyzer on
 * the German CultureCare file, and the library agreement of npm run bench -- --eval): the same figures at 48 as at 128,
 * with a quarter less CPU on long replies; at 32 and at 24 the same German figures, library agreement 0.599 and 0.597.
 */
export const ANALYZER_ENCODER_TOKENS = 24;

class LocalAnalyzer implements Analyzer {
  private readonly postTermsCache = new Map<string, Terms>();

  constructor(
    private readonly encoder: Encoder | null,
    private readonly cache: EmbeddingCache | null,
    private readonly bank: PrototypeBank | null,
    private readonly languageId: LanguageIdentifier,
    readonly hasLanguageId: boolean,
    private readonly embedAll: boolean,
    private readonly budget: EncoderBudget,
  ) {}

  get hasEncoder(): boolean {
    return this.encoder !== null;
  }

  private postTerms(post: string, language: string): Terms {
    const key = `${language}\u0000${post}`;
    let terms = this.postTermsCache.get(key);
    if (!terms) {
      terms = contentTerms(post, language);
      if (this.postTermsCache.size > 50) this.postTermsCache.clear();
      this.postTermsCache.set(key, terms);
    }
    return terms;
  }

  private isEnglish(text: string, replyLanguage: string): boolean {
    if (dominantScript(text) !== 'latin') return false;
    if (replyLanguage === 'en') return true;
    // A sentence of a German reply with at least as many German as English function words is German: no need for fastText.
    if (replyLanguage === 'de' && leansGerman(text)) return false;
    const guess = this.languageId.identify(text);
    return !!guess && guess.reliable && guess.code === 'en' && guess.confidence >= ENGLISH_SENTENCE_CONFIDENCE;
  }

  async analyze(input: AnalyzerInput): Promise<AnalysisResult> {
    const started = performance.now();
    const stages: AnalysisStages = { split: 0, languageId: 0, encoder: 0, cues: 0 };
    const timed = <T>(stage: keyof AnalysisStages, run: () => T): T => {
      const t = performance.now();
      const value = run();
      stages[stage] += performance.now() - t;
      return value;
    };
    const reply = input.reply ?? '';
    const post = input.post?.trim() ? input.post : null;
    const language = timed('languageId', () =>
      checkLanguages(this.languageId, reply, post, input.postLanguage ?? null),
    );
    const replyLanguage: TextLanguage = lexiconLanguage(language.reply, reply);
    const postLanguage = input.postLanguage ?? (post ? lexiconLanguage(language.post, post) : replyLanguage);
    const parts = timed('split', () => splitSentences(reply, replyLanguage));
    const spans = (input.spans ?? []).filter(isPostSpan);
    const phraseTerms = new Map<string, Terms>();
    const termsOf = (phrase: string, lang: string): Terms => {
      const key = `${lang}\u0000${phrase}`;
      let terms = phraseTerms.get(key);
      if (!terms) phraseTerms.set(key, (terms = contentTerms(phrase, lang)));
      return terms;
    };

    // Lexical evidence first: a sentence whose cues already decide its strategy does not need the encoder for it.
    const { sentenceTerms, lexical } = timed('cues', () => {
      const postTerms = post ? this.postTerms(post, postLanguage) : null;
      const sentenceTerms = parts.map((p) => contentTerms(p.text, replyLanguage));
      const folded = parts.map((p) => fold(p.text).text);
      const lexical = parts.map((_, i) =>
        sentenceEvidence(folded[i] as string, {
          language: replyLanguage,
          postTerms,
          sentenceTerms: sentenceTerms[i] as Terms,
          vector: null,
          bank: null,
        }),
      );
      return { sentenceTerms, lexical };
    });
    const english = timed('languageId', () =>
      parts.map((p) => this.cache !== null && this.isEnglish(p.text, replyLanguage)),
    );
    // Sentences whose vectors are cached (an earlier analysis of the draft embedded them) cost nothing and are always used;
    // of the others, the budget's worth, least lexical evidence first.
    const undecided = parts
      .map((_, i) => i)
      .filter((i) => english[i] === true && (this.embedAll || !isDecisive(lexical[i] as SentenceEvidence)));
    const cached: number[] = [];
    const notCached: number[] = [];
    for (const i of undecided) (this.cache?.has(parts[i]?.text ?? '') ? cached : notCached).push(i);
    const uncached = notCached
      .sort(
        (a, b) => lexicalLead(lexical[a] as SentenceEvidence) - lexicalLead(lexical[b] as SentenceEvidence) || a - b,
      )
      .slice(0, this.embedAll ? parts.length : this.budget.sentences);
    const chosen = new Set([...cached, ...uncached]);
    const needsVector = parts.map((_, i) => chosen.has(i));

    // Encoder input: undecided English sentences, and English span phrases that shared words do not already show engaged;
    // embedded in one go (cached).
    const lexicalEngagement = timed('cues', () =>
      engageSpans(
        spans,
        parts.map((_, i) => ({ terms: sentenceTerms[i] as Terms, vector: null })),
        postLanguage,
        new Map(),
        termsOf,
      ),
    );
    const engagedByWords = new Set(lexicalEngagement.filter((e) => e.engaged).map((e) => e.phrase));
    const englishPhrases =
      this.cache && chosen.size > 0
        ? timed('languageId', () => [
            ...new Set(
              spans
                .map((s) => s.phrase)
                .filter(
                  (p) =>
                    !engagedByWords.has(p) &&
                    phraseLanguage(p, postLanguage) === 'en' &&
                    this.isEnglish(p, postLanguage),
                ),
            ),
          ])
        : [];
    // Phrases embedded earlier (prepare) cost nothing; of the others, only the budget's worth, in the room sentences leave.
    const phraseRoom = Math.min(this.budget.phrases, (this.budget.texts ?? Infinity) - uncached.length);
    let uncachedPhrases = 0;
    const phrasesToUse = englishPhrases.filter(
      (p) => this.embedAll || this.cache?.has(p) || uncachedPhrases++ < phraseRoom,
    );
    const toEmbed = [...parts.filter((_, i) => needsVector[i]).map((p) => p.text), ...phrasesToUse];
    const encoderStart = performance.now();
    const embedding = this.cache && toEmbed.length ? this.cache.embed(toEmbed) : null;
    // While the encoder's worker threads run, this thread reads what the flags need and the labels do not change.
    const cuesBefore = stages.cues;
    const replyFolded = timed('cues', () => fold(reply));
    const postFolded = post ? timed('cues', () => fold(post)) : null;
    const risk = timed('cues', () =>
      postRisk({ reply, replyFolded, post, postFolded, postLanguage, sentences: [], spans }),
    );
    const vectors = embedding ? await embedding : [];
    stages.encoder += performance.now() - encoderStart - (stages.cues - cuesBefore);
    const vectorOf = new Map<string, Float32Array>();
    toEmbed.forEach((t, i) => vectorOf.set(t, vectors[i] as Float32Array));
    const sentenceVector = (i: number): Float32Array | null =>
      needsVector[i] ? (vectorOf.get(parts[i]?.text ?? '') ?? null) : null;

    const sentences: SentenceSignal[] = timed('encoder', () =>
      parts.map((p, index) => {
        const evidence = lexical[index] as SentenceEvidence;
        const vector = sentenceVector(index);
        const withEncoder =
          vector && this.bank
            ? { ...evidence, similarities: prototypeSimilarities(vector, this.bank), lexiconOnly: false }
            : { ...evidence, lexiconOnly: !english[index] };
        return { index, text: p.text, start: p.start, end: p.end, ...combineEvidence(withEncoder) };
      }),
    );

    const phraseVectors = new Map<string, Float32Array>();
    for (const phrase of phrasesToUse) phraseVectors.set(phrase, vectorOf.get(phrase) as Float32Array);
    const engagement = timed('cues', () =>
      engageSpans(
        spans,
        parts.map((_, i) => ({ terms: sentenceTerms[i] as Terms, vector: sentenceVector(i) })),
        postLanguage,
        phraseVectors,
        termsOf,
      ),
    );

    // An empty reply has nothing to check: it is marked empty rather than given flags (or none) it has not earned.
    const empty = !reply.trim();
    const flags = empty
      ? []
      : timed('cues', () =>
          safetyFlags({ reply, replyFolded, post, postFolded, postLanguage, sentences, spans, postRisk: risk }),
        );
    const round = (x: number) => Math.round(x * 100) / 100;
    return {
      ...(empty ? { empty: true } : {}),
      sentences,
      spans: engagement,
      flags,
      language,
      meta: {
        version: ANALYZER_VERSION,
        encoder: this.encoder !== null,
        languageId: this.hasLanguageId,
        ms: round(performance.now() - started),
        stages: {
          split: round(stages.split),
          languageId: round(stages.languageId),
          encoder: round(stages.encoder),
          cues: round(stages.cues),
        },
      },
    };
  }

  async prepare(input: Omit<AnalyzerInput, 'reply'>): Promise<void> {
    const post = input.post?.trim() ? input.post : null;
    const postLanguage =
      input.postLanguage ?? (post ? lexiconLanguage(this.languageId.identify(post), post) : ('en' as TextLanguage));
    if (post) this.postTerms(post, postLanguage);
    if (!this.cache) return;
    // Every English span phrase (the per-analysis budget does not apply): drafts then only embed their own sentences.
    const phrases = [
      ...new Set(
        (input.spans ?? [])
          .filter(isPostSpan)
          .map((s) => s.phrase)
          .filter((p) => phraseLanguage(p, postLanguage) === 'en' && this.isEnglish(p, postLanguage)),
      ),
    ];
    if (phrases.length) await this.cache.embed(phrases);
  }

  clearCache(): void {
    this.cache?.clear();
    this.postTermsCache.clear();
    clearFoldMemo();
    clearSplitMemo();
  }

  async dispose(): Promise<void> {
    await this.encoder?.dispose();
  }
}

/** Warm-up rounds over the five languages' texts: V8 compiles an expression to machine code when it runs again. */
const WARM_UP_ROUNDS = 4;

/**
 * Loads the models (unless given) and embeds the strategy prototypes once; then analyses a short text in each app
 * language a few times (warm-up.ts), so the cues those use are compiled before the first draft.
 */
export async function createAnalyzer(options: AnalyzerOptions = {}): Promise<Analyzer> {
  const warn = options.onWarning ?? ((message: string) => console.warn(`[analyzer] ${message}`));
  let encoder: Encoder | null = null;
  if (options.encoder !== undefined) encoder = options.encoder;
  else {
    const encoderOptions = { maxTokens: ANALYZER_ENCODER_TOKENS, ...options.encoderOptions };
    const workers = options.encoderWorkers ?? defaultEncoderWorkers();
    try {
      encoder =
        workers > 0
          ? await loadEncoderPool({ ...encoderOptions, workers }).catch((error: unknown) => {
              warn(
                `The encoder's worker threads could not start, so it runs in this thread: ${(error as Error).message}`,
              );
              return loadEncoder(encoderOptions);
            })
          : await loadEncoder(encoderOptions);
    } catch (error) {
      warn(
        `The sentence encoder could not be loaded, so strategy labels use the lexicons only: ${(error as Error).message}`,
      );
    }
  }
  let languageId: LanguageIdentifier = scriptIdentifier;
  let hasLanguageId = false;
  if (options.languageIdentifier !== undefined) {
    languageId = options.languageIdentifier ?? scriptIdentifier;
    hasLanguageId = options.languageIdentifier !== null;
  } else {
    try {
      languageId = await loadLanguageIdentifier();
      hasLanguageId = true;
    } catch (error) {
      warn(
        `fastText language identification could not be loaded; guessing the language from the script: ${(error as Error).message}`,
      );
    }
  }
  let bank: PrototypeBank | null = null;
  let cache: EmbeddingCache | null = null;
  if (encoder) {
    const strategies = Object.entries(STRATEGY_PROTOTYPES).flatMap(([strategy, list]) =>
      list.map(() => strategy),
    ) as PrototypeBank['strategies'];
    const vectors = await encoder.embed(Object.values(STRATEGY_PROTOTYPES).flat());
    bank = { strategies, vectors };
    cache = new EmbeddingCache(encoder);
  }
  const analyzer = new LocalAnalyzer(
    encoder,
    cache,
    bank,
    languageId,
    hasLanguageId,
    options.embedAll ?? false,
    options.encoderBudget ?? ENCODER_BUDGET,
  );
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const input of WARM_UP_INPUTS) {
      await analyzer.analyze(input);
      analyzer.clearCache();
    }
  }
  return analyzer;
}

let shared: Promise<Analyzer> | null = null;

/** Loads the shared analyzer once (encoder + fastText + prototypes); later calls return the same one. */
export function warmUpAnalyzer(options?: AnalyzerOptions): Promise<Analyzer> {
  shared ??= createAnalyzer(options).catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** Analyses one reply with the shared analyzer (warming it up on first use). */
export async function analyze(input: AnalyzerInput): Promise<AnalysisResult> {
  return (await warmUpAnalyzer()).analyze(input);
}

/** Disposes the shared analyzer (tests, shutdown). */
export async function disposeSharedAnalyzer(): Promise<void> {
  const current = shared;
  shared = null;
  if (current) await (await current).dispose();
}
