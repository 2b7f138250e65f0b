// Turns a zod issue on an exercise form field (field + issue code) into a sentence in the user's language.
import { useTranslation } from 'react-i18next';
import { MAX_FEEDBACK_ROUNDS } from '../../../shared/domain/practice';
import { issueMessage, type FieldIssue } from '../../components/FormField';
import { LIMITS } from './exerciseFormValues';

export type ExerciseField =
  | 'title'
  | 'instructions'
  | 'scenarioIds'
  | 'steps'
  | 'feedbackRounds'
  | 'customEmotions'
  | 'rubricIds'
  | 'judgeIds'
  | 'aiScoresVisible'
  | 'assignees';

export function useExerciseValidation(): (field: ExerciseField, issue: FieldIssue) => string | null {
  const { t } = useTranslation();
  return issueMessage<ExerciseField>(
    {
      title: {
        tooBig: t('exercises:validation.tooLong', { count: LIMITS.titleMax }),
        other: t('exercises:validation.titleRequired'),
      },
      instructions: t('exercises:validation.tooLong', { count: LIMITS.instructionsMax }),
      scenarioIds: {
        tooBig: t('exercises:validation.tooManyScenarios', { count: LIMITS.scenariosMax }),
        other: t('exercises:validation.scenarioRequired'),
      },
      steps: t('exercises:validation.stepRequired'),
      feedbackRounds: t('exercises:validation.rounds', { max: MAX_FEEDBACK_ROUNDS }),
      customEmotions: t('exercises:validation.emotions', { count: LIMITS.emotionsMax }),
      rubricIds: t('exercises:validation.rubricRequired'),
      judgeIds: t('exercises:validation.tooManyJudges', { count: LIMITS.judgesMax }),
    },
    t('exercises:validation.invalid'),
  );
}
