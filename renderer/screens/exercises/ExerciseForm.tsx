// The exercise form (react-hook-form + zod): title and instructions, scenarios in order, steps and
// feedback rounds, rubrics and judges, who sees the AI scores, and who the exercise is assigned to.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExerciseScenarioRef } from '../../../shared/domain/practice';
import { ErrorText } from '../../components/ErrorText';
import { textFields } from '../../components/FormField';
import { cultureNamer } from '../library/cultureNames';
import { rubricNamer } from '../settings/judges/rubricNames';
import { AssigneesField } from './AssigneesField';
import { exerciseFormSchema, LIMITS, type ExerciseFormValues } from './exerciseFormValues';
import { JudgesField } from './JudgesField';
import { NO_JUDGE_WARNING_ID, NoJudgeWarning, noJudgeWarning } from './NoJudgeWarning';
import { RubricsField } from './RubricsField';
import { ScenariosField } from './ScenariosField';
import { ScoreVisibilityField } from './ScoreVisibilityField';
import { CoachSettingsField } from './CoachSettingsField';
import { StepsField } from './StepsField';
import type { EditorData } from './useEditorData';
import { useExerciseValidation } from './useExerciseValidation';

type Props = {
  mode: 'new' | 'edit';
  defaultValues: ExerciseFormValues;
  initialScenarios: readonly ExerciseScenarioRef[];
  data: EditorData;
  readOnly: boolean;
  onSubmit: (values: ExerciseFormValues) => Promise<void>;
};

type ControlledName = 'scenarioIds' | 'rubricIds' | 'judgeIds' | 'aiScoresVisible' | 'assignees';
type Bound<N extends ControlledName> = {
  value: ExerciseFormValues[N];
  onChange: (next: ExerciseFormValues[N]) => void;
  readOnly: boolean;
  error: string | null;
};

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card ex-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="muted ex-section-intro">{intro}</p>}
      {children}
    </section>
  );
}

export function ExerciseForm({ mode, defaultValues, initialScenarios, data, readOnly, onSubmit }: Props) {
  const { t } = useTranslation();
  const message = useExerciseValidation();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, control, formState } = useForm<ExerciseFormValues>({
    resolver: zodResolver(exerciseFormSchema),
    defaultValues,
  });
  const { errors } = formState;
  const fields = textFields({ register, errors, message });
  const [steps, feedbackRounds, rubricIds, judgeIds] = useWatch({
    control,
    name: ['steps', 'feedbackRounds', 'rubricIds', 'judgeIds'],
  });
  const judgeCheck = {
    feedbackOn: steps.includes('draft') && Number(feedbackRounds) > 0,
    rubricIds,
    judgeIds,
    judges: data.judges,
  };
  const warningId = noJudgeWarning(judgeCheck) ? NO_JUDGE_WARNING_ID : null;
  const cultureName = cultureNamer(t, data.cultures);
  const rubricName = rubricNamer(t, data.rubrics);

  // A field the form controls gets its value, its change handler, read-only and its own error (the
  // fields that cannot be wrong ignore the last), and its ref for focus when the form reports it.
  const controlled = <N extends ControlledName>(
    name: N,
    render: (bound: Bound<N>, ref: RefCallBack) => ReactElement,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        render(
          { value: field.value, onChange: field.onChange, readOnly, error: message(name, errors[name]) },
          field.ref,
        )
      }
    />
  );

  const submit = async (values: ExerciseFormValues) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <form className="ex-form" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="exercise-form">
      <fieldset className="ex-form-body" disabled={readOnly}>
        <Section id="ex-about" title={t('exercises:form.about')}>
          {fields.line('title', {
            label: t('exercises:form.title'),
            help: t('exercises:form.titleHelp'),
            maxLength: LIMITS.titleMax,
            testId: 'exercise-title',
          })}
          {fields.area('instructions', {
            label: t('exercises:form.instructions'),
            help: t('exercises:form.instructionsHelp'),
            rows: 4,
            maxLength: LIMITS.instructionsMax,
            testId: 'exercise-instructions',
          })}
        </Section>

        <Section id="ex-scenarios" title={t('exercises:form.scenarios')} intro={t('exercises:form.scenariosIntro')}>
          {controlled('scenarioIds', (bound, ref) => (
            <ScenariosField
              initial={initialScenarios}
              cultures={data.cultures}
              cultureName={cultureName}
              {...bound}
              focusRef={ref}
            />
          ))}
        </Section>

        <Section id="ex-steps" title={t('exercises:form.stepsTitle')}>
          <StepsField control={control} errors={errors} readOnly={readOnly} warningId={warningId} />
        </Section>

        <Section id="ex-feedback" title={t('exercises:form.feedback')} intro={t('exercises:form.feedbackIntro')}>
          {controlled('rubricIds', (bound) => (
            <RubricsField rubrics={data.rubrics} {...bound} />
          ))}
          {controlled('judgeIds', (bound) => (
            <JudgesField judges={data.judges} rubricName={rubricName} {...bound} warningId={warningId} />
          ))}
          <NoJudgeWarning {...judgeCheck} rubricName={rubricName} />
          {controlled('aiScoresVisible', (bound) => (
            <ScoreVisibilityField {...bound} />
          ))}
          <CoachSettingsField control={control} judges={data.judges} readOnly={readOnly} />
        </Section>

        <Section id="ex-assign" title={t('exercises:form.assign')} intro={t('exercises:form.assignIntro')}>
          {controlled('assignees', (bound) => (
            <AssigneesField profiles={data.profiles} {...bound} />
          ))}
        </Section>
      </fieldset>

      {!readOnly && (
        <div className="panel ex-form-actions">
          <ErrorText error={serverError} />
          {Object.keys(errors).length > 0 && (
            <span className="ex-form-problems" role="status">
              {t('exercises:form.fixProblems')}
            </span>
          )}
          <Link to="/exercises" className="button secondary" data-testid="exercise-cancel">
            {t('exercises:form.cancel')}
          </Link>
          <button
            type="submit"
            className="button primary"
            disabled={formState.isSubmitting}
            data-testid="exercise-save"
          >
            {mode === 'new' ? t('exercises:form.create') : t('exercises:form.save')}
          </button>
        </div>
      )}
    </form>
  );
}
