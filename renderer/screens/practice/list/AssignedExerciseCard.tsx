// One assigned exercise: its title, the instructor's instructions, the steps it asks for, how far
// the trainee has come, and its scenarios.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture } from '../../../../shared/domain/library';
import type { AssignedExercise } from '../../../../shared/domain/practice';
import { cultureName } from '../../scenario/cultureName';
import { stepNames } from '../stageNames';
import { AssignedScenarioRow } from './AssignedScenarioRow';

export function AssignedExerciseCard({
  exercise,
  cultures,
}: {
  exercise: AssignedExercise;
  cultures: readonly Culture[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const steps = stepNames(t);
  // Scenarios removed from the exercise stay listed for their attempts but do not count towards progress.
  const current = exercise.scenarios.filter((s) => !s.removed);
  const done = current.filter((s) => s.attempt?.status === 'completed').length;
  return (
    <section className="card pr-exercise" aria-labelledby={titleId} data-testid={`exercise-${exercise.id}`}>
      <header className="spread-row baseline pr-exercise-head">
        <h2 id={titleId}>
          <bdi>{exercise.title}</bdi>
        </h2>
        <span className="pr-progress" data-testid="exercise-progress">
          {t('practice:list.progress', { done, total: current.length })}
        </span>
      </header>
      {exercise.instructions.trim() !== '' && (
        <p className="pr-exercise-instructions" dir="auto">
          {exercise.instructions}
        </p>
      )}
      <ul className="bare-list pr-steps-list" aria-label={t('practice:list.steps')}>
        {exercise.steps.map((step) => (
          <li key={step} className="badge">
            {steps[step]}
            {step === 'draft' &&
              exercise.feedbackRounds > 0 &&
              ` · ${t('practice:list.rounds', { count: exercise.feedbackRounds })}`}
          </li>
        ))}
      </ul>
      <ul className="pr-rows">
        {exercise.scenarios.map((item) => (
          <AssignedScenarioRow
            key={item.scenario.id}
            exerciseId={exercise.id}
            item={item}
            culture={cultureName(t, item.scenario.cultureId, cultures)}
          />
        ))}
      </ul>
    </section>
  );
}
