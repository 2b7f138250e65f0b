// The four steps of a review as tabs: blind rating, reconcile, comments, release. The last three
// open only once the blind rating is submitted, so no AI score is seen before.
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../../../shared/domain/review';

export const REVIEW_STEPS = ['blind', 'reconcile', 'comments', 'release'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

export const firstStep = (status: ReviewStatus): ReviewStep =>
  status === 'awaiting' ? 'blind' : status === 'released' ? 'release' : 'reconcile';

type Props = { step: ReviewStep; status: ReviewStatus; onStep: (step: ReviewStep) => void };

export function ReviewStepper({ step, status, onStep }: Props) {
  const { t } = useTranslation();
  const labels: Record<ReviewStep, string> = {
    blind: t('review:steps.blind'),
    reconcile: t('review:steps.reconcile'),
    comments: t('review:steps.comments'),
    release: t('review:steps.release'),
  };
  const locked = (s: ReviewStep) => s !== 'blind' && status === 'awaiting';
  return (
    <nav className="panel rv-stepper" aria-label={t('review:steps.label')} data-testid="review-steps">
      <ol>
        {REVIEW_STEPS.map((s, index) => {
          const done = s === 'blind' ? status !== 'awaiting' : s === 'release' && status === 'released';
          return (
            <li key={s}>
              <button
                type="button"
                className={`rv-step${s === step ? ' is-current' : ''}${done ? ' is-done' : ''}`}
                aria-current={s === step ? 'step' : undefined}
                disabled={locked(s)}
                title={locked(s) ? t('review:steps.lockedHint') : undefined}
                onClick={() => onStep(s)}
                data-testid={`review-step-${s}`}
              >
                <span className="rv-step-num" aria-hidden="true">
                  {done ? '✓' : index + 1}
                </span>
                <span>{labels[s]}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {status === 'awaiting' && <p className="muted pr-small rv-stepper-note">{t('review:steps.lockedHint')}</p>}
    </nav>
  );
}
