// The attempt's final score per rubric item, as it counts in grades and reports (the one resolver on
// the service side): the released supervisor rating, else the AI judges' mean where this trainee may
// see it, each with where it came from.
import { useTranslation } from 'react-i18next';
import type { FinalScore } from '../../../../shared/domain/practice';
import { findItem, getRubric } from '../../../../shared/rubrics/registry';
import { FIVE_POINT_SCALE } from '../../../../shared/rubrics/scales';
import { rubricText } from '../../../components/rubricText';
import { rubricLabels } from '../feedback/rubric-labels';
import { ScoreValue } from '../feedback/ScoreCell';
import '../../../styles/review.css';
import '../../../styles/scores.css';

export function FinalScores({ scores }: { scores: readonly FinalScore[] }) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const labels = rubricLabels(t);
  if (scores.length === 0) return null;
  const rubricIds = [...new Set(scores.map((s) => s.rubricId))];
  return (
    <section className="card sc-final" aria-labelledby="sc-final-title" data-testid="final-scores">
      <h3 id="sc-final-title">{t('scores:final.title')}</h3>
      <p className="muted">{t('scores:final.intro')}</p>
      {rubricIds.map((rubricId) => {
        const rubric = getRubric(rubricId);
        if (!rubric) return null;
        return (
          <div key={rubricId} className="rv-released-rubric">
            <h4>{text.rubricShort(rubricId)}</h4>
            <dl className="rv-ratings">
              {scores
                .filter((s) => s.rubricId === rubricId)
                .map((s) => {
                  const item = findItem(rubric, s.item);
                  if (!item) return null;
                  return (
                    <div key={s.item} data-testid={`final-score-${rubricId}-${s.item}`} data-source={s.source}>
                      <dt>
                        {text.item(item.id) === item.id ? item.name : text.item(item.id)}
                        <span className="sc-source">
                          {s.source === 'supervisor' ? t('scores:final.supervisor') : t('scores:final.judges')}
                        </span>
                      </dt>
                      <dd>
                        <ScoreValue
                          item={item}
                          display={item.scale.id === FIVE_POINT_SCALE.id ? 'number' : 'option'}
                          score={s.score}
                          option={s.option}
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
    </section>
  );
}
