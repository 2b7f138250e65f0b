// Names, symbols and classes of the three outcomes of the span-by-span reveal (found, missed,
// added), so text, list and legend say the same thing, and not by colour alone.
import type { TFunction } from 'i18next';
import type { SpotMatch, SpotOutcome } from '../../../../shared/practice/spot-score';
import type { Vocab } from '../../../components/vocab';

export const OUTCOMES: readonly SpotOutcome[] = ['found', 'missed', 'added'];

/** Where spans overlap, the outcome that shows: a found pair first, then a missed span. */
export const OUTCOME_RANK: Record<SpotOutcome, number> = { found: 0, missed: 1, added: 2 };

export const OUTCOME_SYMBOL: Record<SpotOutcome, string> = { found: '✓', missed: '○', added: '+' };

export function outcomeNames(t: TFunction): Record<SpotOutcome, string> {
  return {
    found: t('practice:review.outcome.found'),
    missed: t('practice:review.outcome.missed'),
    added: t('practice:review.outcome.added'),
  };
}

export function outcomeHelp(t: TFunction): Record<SpotOutcome, string> {
  return {
    found: t('practice:review.outcomeHelp.found'),
    missed: t('practice:review.outcomeHelp.missed'),
    added: t('practice:review.outcomeHelp.added'),
  };
}

/** "Found · Distress: you moderate, expert high" for tooltips and screen readers. */
export function describeMatch(t: TFunction, v: Vocab, match: SpotMatch): string {
  const kind = v.spanKind[match.kind] ?? match.kind;
  const yours = match.markLabel !== null ? v.spanLabel(match.kind, match.markLabel) : null;
  const expert = match.expertLabel !== null ? v.spanLabel(match.kind, match.expertLabel) : null;
  const labels =
    yours !== null && expert !== null
      ? t('practice:review.labelsBoth', { yours, expert })
      : yours !== null
        ? t('practice:review.labelsYours', { yours })
        : t('practice:review.labelsExpert', { expert: expert ?? v.spanLabel(match.kind, null) });
  return t('practice:review.describe', { outcome: outcomeNames(t)[match.outcome], kind, labels });
}
