// Checks the analyzer against the library's expert annotations: strategy agreement per sentence, and how often spans count as
// engaged by an unrelated reply (another scenario's), which calibrates the engagement thresholds.
import { SUPPORT_STRATEGIES, type SupportStrategy } from '../../../shared/domain/vocabulary';
import type { Encoder } from '../models/encoder';
import type { Analyzer } from './analyzer';
import type { LibraryReply } from './library-replies';
import { splitSentences } from './sentences';
import type { AnalysisResult } from '../../../shared/analyzer/types';

export interface AgreementCount {
  sentences: number;
  agree: number;
}

export interface StrategyAgreement {
  overall: AgreementCount;
  byLanguage: Record<string, AgreementCount>;
  /** Per gold strategy: sentences carrying it, and how many were labelled with it. */
  recall: Record<SupportStrategy, AgreementCount>;
  /** Per predicted strategy: predictions, and how many matched a gold label. */
  precision: Record<SupportStrategy, AgreementCount>;
  /** Share of sentences whose most frequent gold label is the majority class (the trivial baseline). */
  majorityBaseline: number;
}

const emptyCounts = (): Record<SupportStrategy, AgreementCount> =>
  Object.fromEntries(SUPPORT_STRATEGIES.map((s) => [s, { sentences: 0, agree: 0 }])) as Record<
    SupportStrategy,
    AgreementCount
  >;

/** Gold labels per sentence: the strategies of the annotated phrases that start inside it. */
export function goldLabels(reply: LibraryReply, result: AnalysisResult): Set<SupportStrategy>[] {
  const gold = result.sentences.map(() => new Set<SupportStrategy>());
  let from = 0;
  for (const a of reply.support) {
    let at = reply.input.reply.indexOf(a.phrase, from);
    if (at < 0) at = reply.input.reply.indexOf(a.phrase);
    if (at < 0) continue;
    from = at;
    const i = result.sentences.findIndex((s) => at >= s.start && at < s.end);
    if (i >= 0) gold[i]?.add(a.strategy);
  }
  return gold;
}

export function strategyAgreement(
  pairs: readonly { reply: LibraryReply; result: AnalysisResult }[],
): StrategyAgreement {
  const overall: AgreementCount = { sentences: 0, agree: 0 };
  const byLanguage: Record<string, AgreementCount> = {};
  const recall = emptyCounts();
  const precision = emptyCounts();
  const goldTally = new Map<SupportStrategy, number>();
  for (const { reply, result } of pairs) {
    const gold = goldLabels(reply, result);
    result.sentences.forEach((s, i) => {
      const g = gold[i];
      if (!g || g.size === 0) return;
      const ok = g.has(s.strategy);
      overall.sentences++;
      if (ok) overall.agree++;
      const lang = (byLanguage[reply.language] ??= { sentences: 0, agree: 0 });
      lang.sentences++;
      if (ok) lang.agree++;
      for (const label of g) {
        recall[label].sentences++;
        if (s.strategy === label) recall[label].agree++;
        goldTally.set(label, (goldTally.get(label) ?? 0) + 1);
      }
      precision[s.strategy].sentences++;
      if (ok) precision[s.strategy].agree++;
    });
  }
  const majority = [...goldTally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  let majorityHits = 0;
  for (const { reply, result } of pairs)
    for (const g of goldLabels(reply, result)) if (majority && g.has(majority)) majorityHits++;
  return {
    overall,
    byLanguage,
    recall,
    precision,
    majorityBaseline: overall.sentences ? majorityHits / overall.sentences : 0,
  };
}

export interface EngagementRates {
  /** Span engaged by its own scenario's replies, per reply kind. */
  matched: Record<string, { spans: number; engaged: number }>;
  /** Span engaged by a reply of another scenario (same culture): the false-positive rate. */
  mismatched: { spans: number; engaged: number; byMethod: Record<string, number> };
}

/** Engagement of spans by their own replies vs by another scenario's reply (the next scenario of the same culture). */
export async function engagementRates(analyzer: Analyzer, replies: readonly LibraryReply[]): Promise<EngagementRates> {
  const matched: EngagementRates['matched'] = {};
  const mismatched: EngagementRates['mismatched'] = { spans: 0, engaged: 0, byMethod: {} };
  const scenarios = [...new Set(replies.map((r) => r.scenarioId))];
  for (const reply of replies) {
    const own = await analyzer.analyze(reply.input);
    const m = (matched[reply.kind] ??= { spans: 0, engaged: 0 });
    m.spans += own.spans.length;
    m.engaged += own.spans.filter((s) => s.engaged).length;
    const sameCulture = scenarios.filter((id) => replies.find((r) => r.scenarioId === id)?.culture === reply.culture);
    const next = sameCulture[(sameCulture.indexOf(reply.scenarioId) + 1) % sameCulture.length];
    const other = replies.find((r) => r.scenarioId === next && r.kind === reply.kind);
    if (!other || other.scenarioId === reply.scenarioId) continue;
    const crossed = await analyzer.analyze({ ...reply.input, reply: other.input.reply });
    mismatched.spans += crossed.spans.length;
    for (const s of crossed.spans) {
      if (!s.engaged) continue;
      mismatched.engaged++;
      mismatched.byMethod[s.method ?? 'none'] = (mismatched.byMethod[s.method ?? 'none'] ?? 0) + 1;
    }
  }
  return { matched, mismatched };
}

export interface EncoderCalibration {
  /** Per English span: the best cosine with a sentence of an unrelated reply (another scenario, same culture and reply kind). */
  mismatched: number[];
  /** Per English span: the best cosine with a sentence of its own scenario's +annotation response (which names most spans). */
  matched: number[];
  /** Thresholds at which this share of unrelated spans would pass. */
  quantiles: Record<string, number>;
}

/** The distribution behind ENGAGEMENT_TUNING.encoderThreshold: span-vs-unrelated-reply similarities. */
export async function calibrateEncoderThreshold(
  encoder: Encoder,
  replies: readonly LibraryReply[],
): Promise<EncoderCalibration> {
  const english = replies.filter((r) => r.language === 'en');
  const scenarios = [...new Set(english.map((r) => r.scenarioId))];
  const best = async (phrases: string[], reply: string): Promise<number[]> => {
    const sentences = splitSentences(reply).map((s) => s.text);
    const [pv, sv] = [await encoder.embed(phrases), await encoder.embed(sentences)];
    return pv.map((p) => Math.max(...sv.map((s) => p.reduce((sum, x, i) => sum + x * (s[i] ?? 0), 0))));
  };
  const mismatched: number[] = [];
  const matched: number[] = [];
  for (const reply of english) {
    const phrases = (reply.input.spans ?? []).map((s) => s.phrase);
    const culture = scenarios.filter((id) => english.find((r) => r.scenarioId === id)?.culture === reply.culture);
    const next = culture[(culture.indexOf(reply.scenarioId) + 1) % culture.length];
    const other = english.find((r) => r.scenarioId === next && r.kind === reply.kind);
    if (other && other.scenarioId !== reply.scenarioId) mismatched.push(...(await best(phrases, other.input.reply)));
    if (reply.kind === 'annotation') matched.push(...(await best(phrases, reply.input.reply)));
  }
  const sorted = [...mismatched].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 1000) / 1000;
  return { mismatched, matched, quantiles: { '0.90': at(0.9), '0.95': at(0.95), '0.97': at(0.97), '0.99': at(0.99) } };
}
