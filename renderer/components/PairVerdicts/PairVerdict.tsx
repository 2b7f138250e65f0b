// One pairwise verdict (first better, second better, a tie, two orders that disagreed, or no verdict)
// as a styled label. The caller names the two sides and says what "no verdict" means; the role-play
// and the library comparisons colour it their own way.
import { useTranslation } from 'react-i18next';
import type { PairOutcome } from '../../../shared/scoring/pairwise';

/** The words for a missing verdict and for each side winning. */
export type VerdictLabels = { missing: string; x: string; y: string };

const LOOKS = {
  roleplay: { base: 'rp-verdict', missing: 'is-missing', tie: 'is-tie', x: 'is-better', y: 'is-worse' },
  pairwise: { base: 'pairwise-verdict', missing: 'missing', tie: 'tie', x: 'left', y: 'right' },
} as const;

type Props = { outcome: PairOutcome; labels: VerdictLabels; look: keyof typeof LOOKS };

export function PairVerdict({ outcome, labels, look }: Props) {
  const { t } = useTranslation();
  const classes = LOOKS[look];
  const [kind, text] =
    outcome.status === 'missing'
      ? (['missing', labels.missing] as const)
      : outcome.winner === 'tie'
        ? (['tie', outcome.consistent ? t('scenario:pairwise.tie') : t('scenario:pairwise.inconsistent')] as const)
        : ([outcome.winner, labels[outcome.winner]] as const);
  return <span className={`${classes.base} ${classes[kind]}`}>{text}</span>;
}
