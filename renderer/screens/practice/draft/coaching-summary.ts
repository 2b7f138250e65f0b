// Pure summaries of the analyzer's coaching signals for the panel: strategy counts in the
// vocabulary's order, engaged annotated signals, flags ordered by how much they matter, and what the
// flag section says (nothing to check yet for an empty draft, no flags, or the flags).
import type {
  AnalysisResult,
  FlagSeverity,
  SafetyFlag,
  SentenceSignal,
  SpanEngagement,
} from '../../../../shared/analyzer/types';
import { SUPPORT_STRATEGIES, type RiskLevel, type SupportStrategy } from '../../../../shared/domain/vocabulary';

export type StrategyCount = { strategy: SupportStrategy; count: number; share: number };

/** How many reply sentences use each strategy (only strategies present), in the vocabulary's order. */
export function strategyMix(sentences: readonly SentenceSignal[]): StrategyCount[] {
  const counts = new Map<SupportStrategy, number>();
  for (const s of sentences) counts.set(s.strategy, (counts.get(s.strategy) ?? 0) + 1);
  const total = sentences.length;
  return SUPPORT_STRATEGIES.flatMap((strategy) => {
    const count = counts.get(strategy) ?? 0;
    return count > 0 ? [{ strategy, count, share: count / total }] : [];
  });
}

export type EngagementSummary = { engaged: number; total: number; items: SpanEngagement[] };

/** The post's distress and cultural-signal spans, distress first, each kind in post order; how many the reply engages. */
export function engagementSummary(spans: readonly SpanEngagement[]): EngagementSummary {
  const order = (s: SpanEngagement) => (s.kind === 'distress' ? 0 : 1);
  const items = spans
    .map((s, i) => ({ s, i }))
    .sort((a, b) => order(a.s) - order(b.s) || a.i - b.i)
    .map(({ s }) => s);
  return { engaged: items.filter((s) => s.engaged).length, total: items.length, items };
}

const SEVERITY_RANK: Record<FlagSeverity, number> = { alert: 0, warning: 1, info: 2 };

/** Alerts first, then warnings, then notes; otherwise in the analyzer's order. */
export function orderedFlags(flags: readonly SafetyFlag[]): SafetyFlag[] {
  return flags
    .map((f, i) => ({ f, i }))
    .sort((a, b) => SEVERITY_RANK[a.f.severity] - SEVERITY_RANK[b.f.severity] || a.i - b.i)
    .map(({ f }) => f);
}

export type FlagsView =
  /** The draft is empty: nothing was checked; a risky post's level is still worth showing. */
  | { state: 'nothing_to_check'; postRisk: Exclude<RiskLevel, 'none'> | null }
  | { state: 'none' }
  | { state: 'flags'; flags: SafetyFlag[] };

/**
 * What the flag section shows. An empty draft is never "no safety flags": the analyzer marks it `empty` (a result from
 * before that mark, with no sentence and no flag, counts as empty too).
 */
export function flagsView(
  result: Pick<AnalysisResult, 'empty' | 'flags' | 'sentences'>,
  postRisk: RiskLevel | null,
): FlagsView {
  const empty = result.empty ?? (result.sentences.length === 0 && result.flags.length === 0);
  if (empty) return { state: 'nothing_to_check', postRisk: postRisk && postRisk !== 'none' ? postRisk : null };
  const flags = orderedFlags(result.flags);
  return flags.length ? { state: 'flags', flags } : { state: 'none' };
}
