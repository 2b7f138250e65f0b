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
  const awaiting = status === 'awaiting';
  /** Each step: its name; done (the blind rating once submitted, the release once released); locked
   * (every step after the blind rating, until it is submitted). */
  const steps: Record<ReviewStep, { label: string; done: boolean; locked: boolean }> = {
    blind: { label: t('review:steps.blind'), done: !awaiting, locked: false },
    reconcile: { label: t('review:steps.reconcile'), done: false, locked: awaiting },
    comments: { label: t('review:steps.comments'), done: false, locked: awaiting },
    release: { label: t('review:steps.release'), done: status === 'released', locked: awaiting },
  };
  return (
    <nav className="panel rv-stepper" aria-label={t('review:steps.label')} data-testid="review-steps">
      <ol>
        {REVIEW_STEPS.map((s, index) => {
          const { label, done, locked } = steps[s];
          return (
            <li key={s}>
              <button
                type="button"
                className={`rv-step${s === step ? ' is-current' : ''}${done ? ' is-done' : ''}`}
                aria-current={s === step ? 'step' : undefined}
                disabled={locked}
                title={locked ? t('review:steps.lockedHint') : undefined}
                onClick={() => onStep(s)}
                data-testid={`review-step-${s}`}
              >
                <span className="rv-step-num" aria-hidden="true">
                  {done ? '✓' : index + 1}
                </span>
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {awaiting && <p className="muted pr-small rv-stepper-note">{t('review:steps.lockedHint')}</p>}
    </nav>
  );
}
