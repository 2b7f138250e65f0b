// After the blind rating: how the trainee rated the Standard response in their critique, beside the
// supervisor's own blind rating of it, item by item.
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { getRubric } from '../../../shared/rubrics/registry';
import { rubricText } from '../../components/rubricText';
import type { RubricLabels } from '../practice/feedback/rubric-labels';
import { CardSection } from '../../components/CardSection';
import { named } from '../../components/RubricRating';

export function TraineeCritiqueRatings({ state, labels }: { state: ReviewState; labels: RubricLabels }) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const rubric = getRubric('rubric-b');
  if (!rubric || !state.critique) return null;
  const trainee = state.critique.traineeRatings;
  const mine = state.blind.critique;
  const shown = (code: string | undefined) => (code ? labels.option(code) : t('review:reconcile.notRated'));
  return (
    <CardSection
      className="rv-rec-rubric"
      titleId="rv-rec-critique"
      title={t('review:reconcile.critiqueTitle')}
      testId="reconcile-critique"
    >
      <p className="muted pr-small">{t('review:reconcile.critiqueHelp')}</p>
      <div className="table-scroll">
        <table className="table rv-compare">
          <thead>
            <tr>
              <th scope="col">{t('review:reconcile.item')}</th>
              <th scope="col">{t('review:reconcile.traineeRating')}</th>
              <th scope="col">{t('review:reconcile.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rubric.items.map((item) => {
              const same = trainee[item.id] !== undefined && trainee[item.id] === mine[item.id];
              return (
                <tr key={item.id} data-testid={`critique-compare-${item.id}`}>
                  <th scope="row">{named(text.item(item.id), item.id, item.name)}</th>
                  <td className={same ? 'rv-same' : undefined}>{shown(trainee[item.id])}</td>
                  <td>{shown(mine[item.id])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </CardSection>
  );
}
