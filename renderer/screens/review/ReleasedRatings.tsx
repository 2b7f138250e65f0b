// The supervisor's final rating per rubric item, grouped by rubric, as released to the trainee.
import { useTranslation } from 'react-i18next';
import type { ReleasedReview } from '../../../shared/domain/review';
import { RatingList } from '../practice/feedback/RatingList';

export function ReleasedRatings({ ratings }: { ratings: ReleasedReview['finalRatings'] }) {
  const { t } = useTranslation();
  if (ratings.length === 0) return null;
  return (
    <div className="rv-released-part" data-testid="released-ratings">
      <h4>{t('review:released.ratings')}</h4>
      <div className="rv-released-rubrics">
        <RatingList
          heading="h5"
          lines={ratings.map((r) => ({ ...r, testId: `released-rating-${r.rubricId}-${r.item}` }))}
        />
      </div>
    </div>
  );
}
