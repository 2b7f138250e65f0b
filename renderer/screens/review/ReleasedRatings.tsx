// The supervisor's final rating per rubric item, grouped by rubric, as released to the trainee.
import { useTranslation } from 'react-i18next';
import type { ReleasedReview } from '../../../shared/domain/review';
import { getRubric, findItem } from '../../../shared/rubrics/registry';
import { FIVE_POINT_SCALE } from '../../../shared/rubrics/scales';
import { rubricText } from '../../components/rubricText';
import { rubricLabels } from '../practice/feedback/rubric-labels';
import { ScoreValue } from '../practice/feedback/ScoreCell';

export function ReleasedRatings({ ratings }: { ratings: ReleasedReview['finalRatings'] }) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const labels = rubricLabels(t);
  const rubricIds = [...new Set(ratings.map((r) => r.rubricId))];
  if (ratings.length === 0) return null;
  return (
    <div className="rv-released-part" data-testid="released-ratings">
      <h4>{t('review:released.ratings')}</h4>
      <div className="rv-released-rubrics">
        {rubricIds.map((rubricId) => {
          const rubric = getRubric(rubricId);
          if (!rubric) return null;
          return (
            <div key={rubricId} className="rv-released-rubric">
              <h5>{text.rubricShort(rubricId)}</h5>
              <dl className="rv-ratings">
                {ratings
                  .filter((r) => r.rubricId === rubricId)
                  .map((rating) => {
                    const item = findItem(rubric, rating.item);
                    if (!item) return null;
                    return (
                      <div key={rating.item} data-testid={`released-rating-${rubricId}-${rating.item}`}>
                        <dt>{text.item(item.id) === item.id ? item.name : text.item(item.id)}</dt>
                        <dd>
                          <ScoreValue
                            item={item}
                            display={item.scale.id === FIVE_POINT_SCALE.id ? 'number' : 'option'}
                            score={rating.score}
                            option={rating.option}
                            state="scored"
                            running={false}
                            labels={labels}
                            compact
                          />
                        </dd>
                      </div>
                    );
                  })}
              </dl>
            </div>
          );
        })}
      </div>
    </div>
  );
}
