// Classification metrics for the analyzer's strategy labels: confusion matrix, per-class precision/recall/F1, accuracy,
// macro-F1 and the majority-class baseline. Pure functions over (gold, predicted) pairs.
import { SUPPORT_STRATEGIES, type SupportStrategy } from '../../../../shared/domain/vocabulary';

export interface ClassScores {
  support: number;
  predicted: number;
  correct: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ClassificationReport {
  n: number;
  accuracy: number;
  /** Mean F1 over the strategies that occur as gold labels or predictions. */
  macroF1: number;
  /** The most frequent gold strategy and the accuracy of always predicting it. */
  majority: { strategy: SupportStrategy | null; accuracy: number };
  perClass: Record<SupportStrategy, ClassScores>;
  /** confusion[gold][predicted] = count. */
  confusion: Record<SupportStrategy, Record<SupportStrategy, number>>;
}

const zeroRow = (): Record<SupportStrategy, number> =>
  Object.fromEntries(SUPPORT_STRATEGIES.map((s) => [s, 0])) as Record<SupportStrategy, number>;

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);

export function classificationReport(
  pairs: readonly { gold: SupportStrategy; predicted: SupportStrategy }[],
): ClassificationReport {
  const confusion = Object.fromEntries(SUPPORT_STRATEGIES.map((s) => [s, zeroRow()])) as Record<
    SupportStrategy,
    Record<SupportStrategy, number>
  >;
  for (const { gold, predicted } of pairs) confusion[gold][predicted]++;
  const perClass = {} as Record<SupportStrategy, ClassScores>;
  let correctTotal = 0;
  const f1s: number[] = [];
  for (const s of SUPPORT_STRATEGIES) {
    const support = SUPPORT_STRATEGIES.reduce((sum, p) => sum + confusion[s][p], 0);
    const predicted = SUPPORT_STRATEGIES.reduce((sum, g) => sum + confusion[g][s], 0);
    const correct = confusion[s][s];
    const precision = ratio(correct, predicted);
    const recall = ratio(correct, support);
    const f1 = ratio(2 * precision * recall, precision + recall);
    perClass[s] = { support, predicted, correct, precision, recall, f1 };
    correctTotal += correct;
    if (support > 0 || predicted > 0) f1s.push(f1);
  }
  let majority: SupportStrategy | null = null;
  for (const s of SUPPORT_STRATEGIES)
    if (perClass[s].support > (majority ? perClass[majority].support : 0)) majority = s;
  return {
    n: pairs.length,
    accuracy: ratio(correctTotal, pairs.length),
    macroF1: f1s.length ? f1s.reduce((a, b) => a + b, 0) / f1s.length : 0,
    majority: { strategy: majority, accuracy: majority ? ratio(perClass[majority].support, pairs.length) : 0 },
    perClass,
    confusion,
  };
}
