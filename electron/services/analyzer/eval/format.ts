// Prints an analyzer evaluation as a plain-text table: accuracy, macro-F1, majority baseline, per-strategy P/R/F1 and the
// confusion matrix (rows gold, columns predicted, strategies abbreviated).
import { SUPPORT_STRATEGIES, type SupportStrategy } from '../../../../shared/domain/vocabulary';
import type { ClassificationReport } from './metrics';

export const STRATEGY_ABBREVIATIONS: Record<SupportStrategy, string> = {
  Questions: 'Qu',
  'Restatement or Paraphrasing': 'Re',
  'Reflection of Feelings': 'RF',
  'Self-disclosure': 'SD',
  'Affirmation and Reassurance': 'AR',
  'Providing Suggestions': 'PS',
  Information: 'In',
  Others: 'Ot',
};

const f = (x: number) => x.toFixed(3);

export function formatReport(title: string, r: ClassificationReport): string {
  const lines: string[] = [];
  lines.push(`${title}: ${r.n} phrases`);
  lines.push(
    `accuracy ${f(r.accuracy)}   macro-F1 ${f(r.macroF1)}   majority baseline ${f(r.majority.accuracy)} (${r.majority.strategy ?? '-'})   accuracy - baseline ${f(r.accuracy - r.majority.accuracy)}`,
  );
  lines.push('');
  lines.push(`${'strategy'.padEnd(34)}precision  recall     F1   gold  predicted`);
  for (const s of SUPPORT_STRATEGIES) {
    const c = r.perClass[s];
    lines.push(
      `${`${s} (${STRATEGY_ABBREVIATIONS[s]})`.padEnd(34)}${f(c.precision).padStart(9)}${f(c.recall).padStart(8)}${f(c.f1).padStart(7)}${String(c.support).padStart(7)}${String(c.predicted).padStart(11)}`,
    );
  }
  lines.push('');
  lines.push('confusion matrix (rows: expert label, columns: analyzer)');
  lines.push(
    `${'gold \\ pred'.padEnd(12)}${SUPPORT_STRATEGIES.map((s) => STRATEGY_ABBREVIATIONS[s].padStart(5)).join('')}`,
  );
  for (const g of SUPPORT_STRATEGIES)
    lines.push(
      `${STRATEGY_ABBREVIATIONS[g].padEnd(12)}${SUPPORT_STRATEGIES.map((p) => String(r.confusion[g][p]).padStart(5)).join('')}`,
    );
  return lines.join('\n');
}
