// After "Check my signals": how the trainee's marks compare with the expert annotations, then Continue.
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../attempt/stepProps';
import { ContinueButton } from '../attempt/ContinueButton';
import { StepFrame } from '../attempt/StepFrame';
import { SpotReview } from './SpotReview';

type Props = StepProps;

export function SpotReviewStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  return (
    <StepFrame
      title={t('practice:review.title')}
      intro={<p>{t('practice:review.intro')}</p>}
      focus={focus}
      testId="step-spot-review"
      actions={<ContinueButton attempt={attempt} onAttempt={onAttempt} />}
    >
      {attempt.spotScore ? (
        <SpotReview attempt={attempt} score={attempt.spotScore} />
      ) : (
        <p className="muted">{t('practice:review.missing')}</p>
      )}
    </StepFrame>
  );
}
