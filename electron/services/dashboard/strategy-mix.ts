// Support strategies in trainees' final replies against the adapted exemplars (+culture, +guided,
// +annotation, +cga) of the same scenarios: the fast analyzer's strategy per sentence, counted and
// shared out per source. Each text's strategies are remembered by a hash of post, language and text,
// so a dashboard opened again analyses only what is new.
import { createHash } from 'node:crypto';
import type { ClassDashboard } from '../../../shared/domain/review';
import { SUPPORT_STRATEGIES, type SupportStrategy, type TextLanguage } from '../../../shared/domain/vocabulary';
import type { Analyzer } from '../analyzer';

export type AnalyzerFactory = () => Promise<Analyzer>;
export type StrategyText = { source: 'trainees' | 'exemplars'; text: string; post: string; language: TextLanguage };

/** The adaptation strategies whose exemplars the trainees' replies are compared with. */
export const ADAPTED_STRATEGIES = ['culture', 'guided', 'annotation', 'cga'] as const;

/** Texts remembered at most; beyond it the memory starts afresh. */
const CACHE_LIMIT = 5000;

export class StrategyMix {
  private analyzer: Promise<Analyzer> | null = null;
  private readonly cache = new Map<string, SupportStrategy[]>();

  constructor(private readonly factory: AnalyzerFactory) {}

  private load(): Promise<Analyzer> {
    this.analyzer ??= this.factory().catch((error: unknown) => {
      this.analyzer = null;
      throw error;
    });
    return this.analyzer;
  }

  /** The strategy of each sentence of the text (from memory when it was analysed before). */
  async strategies(t: Omit<StrategyText, 'source'>): Promise<SupportStrategy[]> {
    const key = createHash('sha256').update(`${t.language}\u0000${t.post}\u0000${t.text}`).digest('hex');
    const known = this.cache.get(key);
    if (known) return known;
    const analysis = await (await this.load()).analyze({ reply: t.text, post: t.post, postLanguage: t.language });
    const strategies = analysis.sentences.map((s) => s.strategy);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, strategies);
    return strategies;
  }

  /** Texts analysed so far (for tests and diagnostics). */
  get remembered(): number {
    return this.cache.size;
  }

  async mix(texts: readonly StrategyText[]): Promise<ClassDashboard['strategyMix']> {
    const counts = { trainees: new Map<SupportStrategy, number>(), exemplars: new Map<SupportStrategy, number>() };
    for (const t of texts) {
      if (!t.text.trim()) continue;
      for (const strategy of await this.strategies(t))
        counts[t.source].set(strategy, (counts[t.source].get(strategy) ?? 0) + 1);
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
