// Support strategies in trainees' final replies against the adapted exemplars (+culture, +guided,
// +annotation, +cga) of the same scenarios: the fast analyzer's strategy per sentence, counted and
// shared out per source. Each text's strategies are remembered by a hash of post, language and text,
// so a dashboard opened again analyses only what is new. What is new goes as one batch to `batch`
// when given (the app runs it in a worker thread, off the request path), else to an analyzer here.
import { createHash } from 'node:crypto';
import type { ClassDashboard } from '../../../shared/domain/review';
import { SUPPORT_STRATEGIES, type SupportStrategy, type TextLanguage } from '../../../shared/domain/vocabulary';
import type { Analyzer } from '../analyzer';

export type AnalyzerFactory = () => Promise<Analyzer>;
export type StrategyText = { source: 'trainees' | 'exemplars'; text: string; post: string; language: TextLanguage };
/** Strategies per sentence for each text, in order (the analysis of texts not remembered yet). */
export type StrategyBatch = (texts: Omit<StrategyText, 'source'>[]) => Promise<SupportStrategy[][]>;

/** The adaptation strategies whose exemplars the trainees' replies are compared with. */
export const ADAPTED_STRATEGIES = ['culture', 'guided', 'annotation', 'cga'] as const;

/** Texts remembered at most; beyond it the memory starts afresh. */
const CACHE_LIMIT = 5000;

export class StrategyMix {
  private analyzer: Promise<Analyzer> | null = null;
  private readonly cache = new Map<string, SupportStrategy[]>();

  constructor(
    private readonly factory: AnalyzerFactory,
    private readonly batch?: StrategyBatch,
  ) {}

  private static key(t: Omit<StrategyText, 'source'>): string {
    return createHash('sha256').update(`${t.language}\u0000${t.post}\u0000${t.text}`).digest('hex');
  }

  private remember(key: string, strategies: SupportStrategy[]): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, strategies);
  }

  private load(): Promise<Analyzer> {
    this.analyzer ??= this.factory().catch((error: unknown) => {
      this.analyzer = null;
      throw error;
    });
    return this.analyzer;
  }

  /** The strategy of each sentence of the text (from memory when it was analysed before). */
  async strategies(t: Omit<StrategyText, 'source'>): Promise<SupportStrategy[]> {
    const key = StrategyMix.key(t);
    const known = this.cache.get(key);
    if (known) return known;
    const analysis = await (await this.load()).analyze({ reply: t.text, post: t.post, postLanguage: t.language });
    const strategies = analysis.sentences.map((s) => s.strategy);
    this.remember(key, strategies);
    return strategies;
  }

  /** Texts analysed so far (for tests and diagnostics). */
  get remembered(): number {
    return this.cache.size;
  }

  async mix(texts: readonly StrategyText[]): Promise<ClassDashboard['strategyMix']> {
    const counts = { trainees: new Map<SupportStrategy, number>(), exemplars: new Map<SupportStrategy, number>() };
    const keyed = texts.filter((t) => t.text.trim()).map((t) => ({ t, key: StrategyMix.key(t) }));
    const missing = new Map<string, Omit<StrategyText, 'source'>>();
    for (const { t, key } of keyed)
      if (!this.cache.has(key)) missing.set(key, { text: t.text, post: t.post, language: t.language });
    const analysed = new Map<string, SupportStrategy[]>();
    if (this.batch && missing.size > 0) {
      const results = await this.batch([...missing.values()]);
      [...missing.keys()].forEach((key, i) => {
        analysed.set(key, results[i] ?? []);
        this.remember(key, results[i] ?? []);
      });
    }
    for (const { t, key } of keyed) {
      // (strategies() remembers what it analyses; a known text is not stored again)
      const strategies = analysed.get(key) ?? this.cache.get(key) ?? (await this.strategies(t));
      for (const strategy of strategies) counts[t.source].set(strategy, (counts[t.source].get(strategy) ?? 0) + 1);
    }
    return (['trainees', 'exemplars'] as const).flatMap((source) => {
      const total = [...counts[source].values()].reduce((s, n) => s + n, 0);
      if (total === 0) return [];
      return SUPPORT_STRATEGIES.map((strategy) => {
        const sentences = counts[source].get(strategy) ?? 0;
        return { source, strategy, share: sentences / total, sentences };
      });
    });
  }

  async dispose(): Promise<void> {
    const current = this.analyzer;
    this.analyzer = null;
    if (current) await (await current.catch(() => null))?.dispose();
  }
}
