// One strategy for a whole analysed phrase: the most frequent sentence strategy; ties go to the larger summed confidence,
// then to the earlier sentence. Sentences the analyzer labelled without any evidence (source 'default': no cue fired and
// the encoder could not read them) do not vote unless no sentence has evidence; `strict` counts them too. A phrase without
// sentences (no letters) counts as Others.
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';
import type { AnalysisResult } from '../../../../shared/analyzer/types';

export function phraseStrategy(
  result: Pick<AnalysisResult, 'sentences'>,
  options: { strict?: boolean } = {},
): SupportStrategy {
  const withEvidence = result.sentences.filter((s) => s.source !== 'default');
  const voters = options.strict || withEvidence.length === 0 ? result.sentences : withEvidence;
  const tally = new Map<SupportStrategy, { count: number; confidence: number; first: number }>();
  voters.forEach((s, i) => {
    const t = tally.get(s.strategy) ?? { count: 0, confidence: 0, first: i };
    t.count++;
    t.confidence += s.confidence;
    tally.set(s.strategy, t);
  });
  let best: SupportStrategy = 'Others';
  let top: { count: number; confidence: number; first: number } | null = null;
  for (const [strategy, t] of tally) {
    const wins =
      !top ||
      t.count > top.count ||
      (t.count === top.count &&
        (t.confidence > top.confidence || (t.confidence === top.confidence && t.first < top.first)));
    if (wins) {
      best = strategy;
      top = t;
    }
  }
  return best;
}
