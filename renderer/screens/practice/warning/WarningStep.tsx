// The first stage: the scenario's content notes and risk level, said calmly, with the choice to
// continue or to skip the scenario (recorded, never penalised).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../attempt/stepProps';
import { vocab } from '../../../components/vocab';
import { ContinueButton } from '../attempt/ContinueButton';
import { StepFrame } from '../attempt/StepFrame';
import { SkipDialog } from './SkipDialog';

type Props = StepProps;

export function WarningStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const [skipping, setSkipping] = useState(false);
  const { contentWarnings, risk } = attempt.scenario;
  const calm = contentWarnings.length === 0 && risk === 'none';
  return (
    <StepFrame
      title={t('practice:warning.title')}
      focus={focus}
      testId="step-warning"
      className="card pr-warning"
      actions={
        <>
          <button
            type="button"
            className="button secondary"
            onClick={() => setSkipping(true)}
            data-testid="warning-skip"
          >
            {t('practice:warning.skip')}
          </button>
          <ContinueButton attempt={attempt} onAttempt={onAttempt} testId="warning-continue" />
        </>
      }
    >
      <p>{calm ? t('practice:warning.noNotes') : t('practice:warning.intro')}</p>
      {!calm && (
        <dl className="scenario-gate-facts">
          {contentWarnings.length > 0 && (
            <div>
              <dt>{t('practice:warning.notes')}</dt>
              <dd>
                <ul className="scenario-gate-list" data-testid="warning-notes">
                  {contentWarnings.map((w) => (
                    <li key={w}>{v.warning[w] ?? w}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('practice:warning.risk')}</dt>
            <dd>
              <span className={`badge scenario-risk risk-${risk}`}>{v.risk[risk]}</span>
            </dd>
          </div>
        </dl>
      )}
      <p>{t('practice:warning.body')}</p>
      <p className="pr-reassure">{t('practice:warning.skipNote')}</p>
      {skipping && <SkipDialog attempt={attempt} onAttempt={onAttempt} onClose={() => setSkipping(false)} />}
    </StepFrame>
  );
}
