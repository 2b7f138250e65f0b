// The reveal: the trainee's final version next to the Standard response, the four adapted responses
// and the peer reply, each with its annotations. Then Continue.
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../attempt/stepProps';
import { vocab } from '../../../components/vocab';
import { ContinueButton } from '../attempt/ContinueButton';
import { StepFrame } from '../attempt/StepFrame';
import { ExemplarCard } from './ExemplarCard';
import { FinalVersion } from './FinalVersion';
import { JumpList } from './JumpList';
import { revealOrder } from './revealOrder';

type Props = StepProps;

export function RevealStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  const options = revealOrder(attempt.exemplars ?? [], t, vocab(t));
  return (
    <StepFrame
      title={t('practice:reveal.title')}
      intro={<p>{t('practice:reveal.intro')}</p>}
      focus={focus}
      testId="step-reveal"
      actions={<ContinueButton attempt={attempt} onAttempt={onAttempt} />}
    >
      <div className="pr-reveal">
        <div className="pr-reveal-yours">
          <FinalVersion attempt={attempt} />
          {options.length > 1 && <JumpList options={options} />}
        </div>
        <div className="pr-reveal-list">
          {options.length === 0 ? (
            <p className="card muted">{t('practice:reveal.none')}</p>
          ) : (
            options.map((option) => (
              <ExemplarCard key={option.response.id} option={option} lang={attempt.scenario.language} />
            ))
          )}
        </div>
      </div>
    </StepFrame>
  );
}
