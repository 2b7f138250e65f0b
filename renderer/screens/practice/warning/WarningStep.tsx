// The first stage: the scenario's content notes and risk level, said calmly, with the choice to
// continue or to skip the scenario (recorded, never penalised).
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../attempt/stepProps';
import { ContentNotes } from '../../../components/ScenarioFacts';
import { ContinueButton } from '../attempt/ContinueButton';
import { SkipLink } from '../attempt/SkipLink';
import { StepFrame } from '../attempt/StepFrame';

type Props = StepProps;

export function WarningStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
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
        <ContentNotes
          warnings={contentWarnings}
          risk={risk}
          labels={{ warnings: t('practice:warning.notes'), risk: t('practice:warning.risk') }}
          listTestId="warning-notes"
        />
      )}
      <p>{t('practice:warning.body')}</p>
      <p className="pr-reassure">{t('practice:warning.skipNote')}</p>
    </StepFrame>
  );
}
