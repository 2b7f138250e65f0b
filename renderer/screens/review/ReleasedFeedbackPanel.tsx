// The trainee's view of feedback their supervisor released on one attempt: who and when, the
// overall comment, the comments as numbered highlights on their reply and critique, and the final
// rating per rubric item. Nothing is shown while no feedback has been released.
import '../../styles/practice.css';
import '../../styles/coaching.css';
import '../../styles/review.css';
import { useTranslation } from 'react-i18next';
import type { ReleasedReview } from '../../../shared/domain/review';
import { useDateFormat } from '../library/useDateFormat';
import { useApiQuery } from '../../api/hooks';
import { ReleasedComments } from './ReleasedComments';
import { ReleasedRatings } from './ReleasedRatings';
import { textLangAttrs } from '../../../shared/i18n/text-language';

export function ReleasedFeedbackPanel({ attemptId }: { attemptId: number }) {
  // Feedback is an addition to the page: if it cannot be loaded the rest stays usable.
  const reviews = useApiQuery('review.released', { attemptId }).data ?? [];
  if (reviews.length === 0) return null;
  return (
    <div className="rv-released-stack" data-testid={`released-feedback-${attemptId}`}>
      {reviews.map((review, index) => (
        <ReleasedReviewCard key={`${review.releasedAt}-${index}`} review={review} />
      ))}
    </div>
  );
}

function ReleasedReviewCard({ review }: { review: ReleasedReview }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const headingId = `rv-released-${review.attemptId}-${review.releasedAt}`;
  const overall = review.overallComment.trim();
  return (
    <section className="card rv-released" aria-labelledby={headingId} data-testid="released-feedback">
      <header className="rv-released-head">
        <h3 id={headingId}>{t('review:released.title')}</h3>
        <p className="muted pr-small" data-testid="released-meta">
          {review.supervisorName ? (
            <>
              {t('review:released.by')} <bdi>{review.supervisorName}</bdi>
              {' · '}
            </>
          ) : null}
          {t('review:released.on', { date: date(review.releasedAt) })}
        </p>
      </header>
      {overall !== '' && (
        <blockquote className="rv-overall-quote" {...textLangAttrs(overall)} data-testid="released-overall">
          {overall}
        </blockquote>
      )}
      <ReleasedComments review={review} />
      <ReleasedRatings ratings={review.finalRatings} />
    </section>
  );
}
