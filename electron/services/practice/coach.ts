// Live coaching while a trainee drafts: the fast local analyzer on the working text against the
// attempt's post. One analyzer per service, loaded on first use; each post is prepared once.
import type { AnalysisResult, AnalyzerInput, SpanEngagement } from '../../../shared/analyzer/types';
import type { ScenarioSnapshot } from '../../../shared/domain/practice';
import { ANALYZER_VERSION, createAnalyzer, type Analyzer } from '../analyzer';

export type AnalyzerFactory = () => Promise<Analyzer>;

/** Posts prepared (span phrases embedded) are remembered for this many attempts. */
const PREPARED_LIMIT = 200;

type PostInput = Required<Omit<AnalyzerInput, 'reply'>>;

/** What an empty draft gets at once, without waiting for the models: marked empty (nothing checked), nothing engaged or flagged. */
export function emptyAnalysis(input: PostInput, encoder: boolean, languageId: boolean): AnalysisResult {
  const spans: SpanEngagement[] = (input.spans ?? [])
    .filter((s) => (s.kind === 'distress' || s.kind === 'cultural_signal') && s.phrase.trim())
    .map((s) => ({
      spanId: s.id ?? null,
      phrase: s.phrase,
      kind: s.kind as SpanEngagement['kind'],
      label: s.label,
      engaged: false,
      sentenceIndex: null,
      method: null,
      score: 0,
      shared: [],
    }));
  return {
    empty: true,
    sentences: [],
    spans,
    flags: [],
    language: { reply: null, post: null, expected: input.postLanguage ?? null, matches: null },
    meta: { version: ANALYZER_VERSION, encoder, languageId, ms: 0 },
  };
}

export class Coach {
  private analyzer: Promise<Analyzer> | null = null;
  private loaded: Analyzer | null = null;
  private readonly prepared = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private readonly factory: AnalyzerFactory = () => createAnalyzer()) {}

  private load(): Promise<Analyzer> {
    this.analyzer ??= this.factory().then(
      (analyzer) => (this.loaded = analyzer),
      (error: unknown) => {
        this.analyzer = null;
        throw error;
      },
    );
    return this.analyzer;
  }

  /** Loads the analyzer if needed and prepares this attempt's post once. */
  private async ready(key: string, input: PostInput): Promise<Analyzer> {
    const analyzer = await this.load();
    let preparing = this.prepared.get(key);
    if (!preparing) {
      if (this.prepared.size >= PREPARED_LIMIT) this.prepared.clear();
      preparing = analyzer.prepare(input).catch((error: unknown) => {
        this.prepared.delete(key);
        throw error;
      });
      this.prepared.set(key, preparing);
    }
    await preparing;
    return analyzer;
  }

  /**
   * Coaching signals for the text. An empty text answers at once (and warms the analyzer up for
   * the first words); spans are left out while the trainee may not see them yet.
   */
  async analyze(
    attemptId: number,
    snapshot: ScenarioSnapshot,
    spansVisible: boolean,
    text: string,
  ): Promise<AnalysisResult> {
    const input: PostInput = {
      post: snapshot.postText,
      postLanguage: snapshot.language,
      spans: spansVisible ? snapshot.expertSpans : [],
    };
    const key = `${attemptId}:${spansVisible ? 'spans' : 'plain'}`;
    if (!text.trim()) {
      // Warm up after this answer has gone out, so the empty draft never waits for the models.
      setImmediate(() => {
        if (!this.stopped) this.ready(key, input).catch(() => undefined);
      });
      return emptyAnalysis(input, this.loaded?.hasEncoder ?? false, this.loaded?.hasLanguageId ?? false);
    }
    const analyzer = await this.ready(key, input);
    return analyzer.analyze({ ...input, reply: text });
  }

  async dispose(): Promise<void> {
    this.stopped = true;
    const current = this.analyzer;
    this.analyzer = null;
    this.loaded = null;
    this.prepared.clear();
    const analyzer = current ? await current.catch(() => null) : null;
    await analyzer?.dispose();
  }
}
