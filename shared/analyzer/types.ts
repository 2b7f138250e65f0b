// Types of the fast local analyzer: its input (a reply, optionally its post and annotations) and the coaching signals it returns.
import type { SpanKind } from '../domain/library';
import type { SupportStrategy, TextLanguage } from '../domain/vocabulary';

/** An annotated post span; the shared `Span` type fits, and so does a library annotation with `label`. */
export interface AnalyzerSpan {
  id?: number | null;
  phrase: string;
  kind: SpanKind;
  /** Intensity for distress spans, signal type for cultural-signal spans. */
  label: string | null;
  start?: number | null;
  end?: number | null;
}

export interface AnalyzerInput {
  reply: string;
  post?: string | null;
  /** The post's declared language, when known (the post is then not identified again: `language.post` is null). */
  postLanguage?: TextLanguage | null;
  /** Post spans; support spans (which belong to replies) are ignored. */
  spans?: readonly AnalyzerSpan[] | null;
}

export type StrategySource = 'lexicon' | 'encoder' | 'lexicon+encoder' | 'default';

export interface SentenceSignal {
  index: number;
  text: string;
  /** Offsets into the reply, end exclusive, trailing whitespace excluded. */
  start: number;
  end: number;
  strategy: SupportStrategy;
  /** 0-1; lower for languages the encoder cannot read. */
  confidence: number;
  source: StrategySource;
  /** The runner-up label and its share, to show when the call is close. */
  alternative: { strategy: SupportStrategy; confidence: number } | null;
  /** Ids of the lexical cues that fired (for explanations and tests). */
  cues: string[];
}

export type EngagementMethod = 'words' | 'characters' | 'encoder';

export interface SpanEngagement {
  spanId: number | null;
  phrase: string;
  kind: 'distress' | 'cultural_signal';
  label: string | null;
  engaged: boolean;
  /** The reply sentence that engages the span best (also reported, with its score, when below threshold). */
  sentenceIndex: number | null;
  method: EngagementMethod | null;
  /** The strongest evidence: word coverage, character-n-gram coverage or cosine similarity. */
  score: number;
  /** Content words (or character n-grams) shared by the span and that sentence. */
  shared: string[];
}

export type FlagSeverity = 'info' | 'warning' | 'alert';
export type FlagCode = 'harmful_reply' | 'risk_ignored' | 'minimising' | 'toxic_positivity' | 'frame_clash';

export interface Evidence {
  where: 'reply' | 'post';
  text: string;
  start: number;
  end: number;
}

export interface SafetyFlag {
  code: FlagCode;
  severity: FlagSeverity;
  /** A machine-readable refinement, e.g. 'no_help' or 'cut_off_family'. */
  kind: string;
  /** A short English explanation for logs and the CLI; the UI shows its own translated text per code and kind. */
  message: string;
  evidence: Evidence[];
}

export interface LanguageGuess {
  /** A TextLanguage where the guess maps to one, else the fastText code (e.g. 'fr'). */
  code: string;
  confidence: number;
  /** False for very short or ambiguous texts. */
  reliable: boolean;
}

export interface LanguageCheck {
  reply: LanguageGuess | null;
  /** The post's detected language; null without a post or when its language is declared. */
  post: LanguageGuess | null;
  /** The language the reply is compared with: the declared post language if given, else the detected one. */
  expected: string | null;
  /** Null when either side is unknown or unreliable. */
  matches: boolean | null;
}

export interface AnalysisStages {
  split: number;
  languageId: number;
  encoder: number;
  cues: number;
}

export interface AnalysisResult {
  /**
   * True when the reply is empty or only whitespace: nothing was checked, so an empty `flags` says nothing about the reply's
   * safety (the UI says there is nothing to check yet instead of "no safety flags"). Absent for a reply with text.
   */
  empty?: boolean;
  sentences: SentenceSignal[];
  spans: SpanEngagement[];
  flags: SafetyFlag[];
  language: LanguageCheck;
  meta: {
    version: number;
    encoder: boolean;
    languageId: boolean;
    ms: number;
    /** Where the time went (ms): sentence splitting, language identification, the encoder, and cues (lexicons, overlap, flags). */
    stages?: AnalysisStages;
  };
}
