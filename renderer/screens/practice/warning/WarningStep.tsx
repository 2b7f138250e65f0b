// The first stage: the scenario's content notes and risk level, said calmly, with the choice to
// continue or to skip the scenario (recorded, never penalised).
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { vocab } from '../../../components/vocab';
import { ContinueButton } from '../attempt/ContinueButton';
import { SkipLink } from '../attempt/SkipLink';
import { StepFrame } from '../attempt/StepFrame';

type Props = { attempt: AttemptState; onAttempt: (next: AttemptState) => void; focus: boolean };

export function WarningStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
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
          <SkipLink attempt={attempt} onAttempt={onAttempt} className="button secondary" testId="warning-skip" />
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
    </StepFrame>
  );
}
