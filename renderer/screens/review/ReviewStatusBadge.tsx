// This reviewer's status on an attempt as a badge: awaiting the blind rating, rated, or released.
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../../../shared/domain/review';

export function useStatusText(): Record<ReviewStatus, string> {
  const { t } = useTranslation();
  return {
    awaiting: t('review:status.awaiting'),
    blind_done: t('review:status.blind_done'),
    released: t('review:status.released'),
  };
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const text = useStatusText();
  return (
    <span className={`badge rv-status is-${status}`} data-testid="review-status" data-status={status}>
      {text[status]}
    </span>
  );
}
