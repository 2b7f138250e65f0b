// Above every step: back to practice, the exercise and scenario names, culture, language and risk,
// and the instructor's instructions.
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { ScenarioBadges } from '../../../components/ScenarioFacts';
import { cultureName } from '../../scenario/cultureName';
import { PracticeBackLink } from '../PracticeBackLink';

export function AttemptHeader({ attempt }: { attempt: AttemptState }) {
  const { t } = useTranslation();
  const { scenario } = attempt;
  // Built-in cultures have translated names; others keep the name the attempt copied.
  const translated = cultureName(t, scenario.cultureId, []);
  const culture = translated === scenario.cultureId ? scenario.cultureName : translated;
  return (
    <header className="pr-attempt-header">
      <PracticeBackLink />
      <p className="pr-exercise-name">
        <bdi>{attempt.exerciseTitle}</bdi>
      </p>
      <h1 className="pr-scenario-title" data-testid="attempt-title">
        <bdi>{scenario.title}</bdi>
      </h1>
      <ScenarioBadges scenario={scenario} culture={culture} />
      {attempt.instructions.trim() !== '' && (
        <details className="pr-instructions" open={attempt.stage === 'warning'} data-testid="attempt-instructions">
          <summary>{t('practice:attempt.instructions')}</summary>
          <p dir="auto">{attempt.instructions}</p>
        </details>
      )}
    </header>
  );
}
