// The exercise's steps as checkboxes with a short explanation each; drafting carries the number of
// feedback-and-revise rounds, tagging emotions the instructor's own emotion labels.
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXERCISE_STEPS, MAX_FEEDBACK_ROUNDS, type ExerciseStep } from '../../../shared/domain/practice';
import { EmotionChipsInput } from './EmotionChipsInput';
import type { ExerciseFormValues } from './exerciseFormValues';
import { stepLabels } from './stepLabels';
import { useExerciseValidation } from './useExerciseValidation';
import { CheckOption } from '../../components/CheckOption';

type Props = {
  control: Control<ExerciseFormValues>;
  errors: FieldErrors<ExerciseFormValues>;
  readOnly: boolean;
  /** The no-judge warning's id while it shows (the rounds field points to it). */
  warningId?: string | null;
};

export function StepsField({ control, errors, readOnly, warningId = null }: Props) {
  const { t } = useTranslation();
  const labels = stepLabels(t);
  const message = useExerciseValidation();
  const steps = useWatch({ control, name: 'steps' });
  const drafting = steps.includes('draft');
  const stepsError = message('steps', errors.steps);
  const roundsError = message('feedbackRounds', errors.feedbackRounds);
  const emotionsError = message('customEmotions', errors.customEmotions);

  return (
    <Controller
      control={control}
      name="steps"
      render={({ field }) => {
        const toggle = (step: ExerciseStep, on: boolean) =>
          field.onChange(
            on
              ? EXERCISE_STEPS.filter((s) => s === step || field.value.includes(s))
              : field.value.filter((s) => s !== step),
          );
        return (
          <fieldset className="field ex-steps" data-testid="exercise-steps" aria-describedby="ex-steps-help">
            <legend>{t('exercises:form.steps')}</legend>
            <small id="ex-steps-help">{t('exercises:form.stepsHelp')}</small>
            <ul className="bare-list ex-step-list">
              {EXERCISE_STEPS.map((step) => {
                const checked = field.value.includes(step);
                return (
                  <li key={step} className={`ex-step${checked ? ' is-on' : ''}`}>
                    <CheckOption
                      checked={checked}
                      disabled={readOnly}
                      onChange={(on) => toggle(step, on)}
                      testId={`step-${step}`}
                      label={labels[step].label}
                      help={labels[step].help}
                    />
                    {step === 'draft' && (
                      <Controller
                        control={control}
                        name="feedbackRounds"
                        render={({ field: rounds }) => (
                          <label className={`ex-rounds${drafting ? '' : ' is-off'}`}>
                            <span>{t('exercises:form.rounds')}</span>
                            <input
                              ref={rounds.ref}
                              name={rounds.name}
                              type="number"
                              min={0}
                              max={MAX_FEEDBACK_ROUNDS}
                              step={1}
                              inputMode="numeric"
                              value={Number.isNaN(rounds.value) ? '' : rounds.value}
                              onChange={(e) =>
                                rounds.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                              }
                              onBlur={rounds.onBlur}
                              disabled={!drafting || readOnly}
                              aria-invalid={roundsError ? true : undefined}
                              aria-describedby={warningId ? `ex-rounds-help ${warningId}` : 'ex-rounds-help'}
                              data-testid="feedback-rounds"
                            />
                            <small id="ex-rounds-help">
                              {drafting
                                ? t('exercises:form.roundsHelp', { max: MAX_FEEDBACK_ROUNDS })
                                : t('exercises:form.roundsOff')}
                            </small>
                            {roundsError && (
                              <span className="field-error" role="alert">
                                {roundsError}
                              </span>
                            )}
                          </label>
                        )}
                      />
                    )}
                    {step === 'emotions' && checked && (
                      <Controller
                        control={control}
                        name="customEmotions"
                        render={({ field: emotions }) => (
                          <EmotionChipsInput
                            value={emotions.value}
                            onChange={emotions.onChange}
                            readOnly={readOnly}
                            error={emotionsError}
                          />
                        )}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
            {stepsError && (
              <span className="field-error" role="alert">
                {stepsError}
              </span>
            )}
          </fieldset>
        );
      }}
    />
  );
}
