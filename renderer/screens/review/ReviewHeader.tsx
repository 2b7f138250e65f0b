// The top of a review: back to the queue, the exercise, the trainee (with cohort), the scenario and
// its culture, and this reviewer's status.
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink/BackLink';
import type { ReviewState } from '../../../shared/domain/review';
import { useDateFormat } from '../library/useDateFormat';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { textLangAttrs } from '../../../shared/i18n/text-language';

export function ReviewHeader({ state, cultureName }: { state: ReviewState; cultureName: string }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <header className="rv-review-head">
      <BackLink to="/review" label={t('review:review.back')} testId="review-back" />
      <p className="rv-eyebrow" dir="auto">
        {state.exerciseTitle}
      </p>
      <h1 {...textLangAttrs(state.scenario.title)}>{state.scenario.title}</h1>
      <p className="rv-meta">
        <span className="rv-trainee">
          {t('review:review.trainee')} <bdi className="rv-name">{state.trainee.name}</bdi>
          {state.trainee.cohort && (
            <>
              {' · '}
              <bdi>{state.trainee.cohort}</bdi>
            </>
          )}
        </span>
        <span className="badge rv-culture">{cultureName}</span>
        <ReviewStatusBadge status={state.status} />
        {state.finalVersion && (
          <span className="muted">
            {t('review:review.finalVersion', {
              number: state.finalVersion.number,
              date: date(state.finalVersion.submittedAt),
            })}
          </span>
        )}
      </p>
    </header>
  );
}
