// The attempt's steps in order with the current one highlighted; the content warning and the
// closing summary are not numbered steps.
import { useTranslation } from 'react-i18next';
import type { AttemptStage, ExerciseConfig } from '../../../../shared/domain/practice';
import { stagesFor } from '../../../../shared/practice/stages';
import { stageNames } from '../stageNames';

const HIDDEN: readonly AttemptStage[] = ['warning', 'done'];

export function Stepper({ config, stage }: { config: ExerciseConfig; stage: AttemptStage }) {
  const { t } = useTranslation();
  const names = stageNames(t);
  const all = stagesFor(config);
  const at = all.indexOf(stage);
  const shown = all.filter((s) => !HIDDEN.includes(s));
  return (
    <nav className="pr-stepper" aria-label={t('practice:attempt.steps')} data-testid="stepper">
      <ol>
        {shown.map((s, index) => {
          const position = all.indexOf(s);
          const state = position < at ? 'is-done' : position === at ? 'is-current' : 'is-upcoming';
          const stateText =
            position < at
              ? t('practice:attempt.stepDone')
              : position === at
                ? t('practice:attempt.stepCurrent')
                : t('practice:attempt.stepUpcoming');
          return (
            <li
              key={s}
              className={`pr-step ${state}`}
              aria-current={position === at ? 'step' : undefined}
              data-stage={s}
            >
              <span className="pr-step-number" aria-hidden="true">
                {position < at ? '✓' : index + 1}
              </span>
              <span className="pr-step-name">{names[s]}</span>
              <span className="visually-hidden">{stateText}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
