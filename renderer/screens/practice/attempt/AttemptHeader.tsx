// Above every step: back to practice, the exercise and scenario names, culture, language and risk,
// and the instructor's instructions.
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { vocab } from '../../../components/vocab';
import { isolate } from '../../../i18n/isolate';
import { cultureName } from '../../scenario/cultureName';
import { PracticeBackLink } from '../PracticeBackLink';

export function AttemptHeader({ attempt }: { attempt: AttemptState }) {
  const { t } = useTranslation();
  const v = vocab(t);
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
      <ul className="bare-list scenario-badges" aria-label={t('practice:attempt.badges')}>
        <li className="badge scenario-badge-culture">{t('practice:attempt.culture', { name: isolate(culture) })}</li>
        <li className="badge">
          {t('practice:attempt.language', { language: v.textLanguage[scenario.language] ?? scenario.language })}
        </li>
        <li className={`badge scenario-risk risk-${scenario.risk}`}>{v.risk[scenario.risk]}</li>
      </ul>
      {attempt.instructions.trim() !== '' && (
        <details className="pr-instructions" open={attempt.stage === 'warning'} data-testid="attempt-instructions">
          <summary>{t('practice:attempt.instructions')}</summary>
          <p dir="auto">{attempt.instructions}</p>
        </details>
      )}
    </header>
  );
}
