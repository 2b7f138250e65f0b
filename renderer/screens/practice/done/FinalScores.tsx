// The attempt's final score per rubric item, as it counts in grades and reports (the one resolver on
// the service side): the released supervisor rating, else the AI judges' mean where this trainee may
// see it, each with where it came from.
import { useTranslation } from 'react-i18next';
import type { FinalScore } from '../../../../shared/domain/practice';
import { RatingList } from '../feedback/RatingList';
import '../../../styles/review.css';
import '../../../styles/scores.css';

export function FinalScores({ scores }: { scores: readonly FinalScore[] }) {
  const { t } = useTranslation();
  if (scores.length === 0) return null;
  return (
    <section className="card sc-final" aria-labelledby="sc-final-title" data-testid="final-scores">
      <h3 id="sc-final-title">{t('scores:final.title')}</h3>
      <p className="muted">{t('scores:final.intro')}</p>
      <RatingList
        heading="h4"
        lines={scores.map((s) => ({
          ...s,
          testId: `final-score-${s.rubricId}-${s.item}`,
          data: { 'data-source': s.source },
          note: (
            <span className="sc-source">
              {s.source === 'supervisor' ? t('scores:final.supervisor') : t('scores:final.judges')}
            </span>
          ),
        }))}
      />
    </section>
  );
}
