// Turns a zod issue on an exercise form field (field + issue code) into a sentence in the user's language.
import { useTranslation } from 'react-i18next';
import { MAX_FEEDBACK_ROUNDS } from '../../../shared/domain/practice';
import { LIMITS } from './exerciseFormValues';

type FieldIssue = { type?: unknown; message?: unknown } | undefined;
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
  return (field, issue) => {
    if (!issue) return null;
    const type = typeof issue.type === 'string' ? issue.type : '';
    if (field === 'title')
      return type === 'too_big'
        ? t('exercises:validation.tooLong', { count: LIMITS.titleMax })
        : t('exercises:validation.titleRequired');
    if (field === 'instructions') return t('exercises:validation.tooLong', { count: LIMITS.instructionsMax });
    if (field === 'scenarioIds')
      return type === 'too_big'
        ? t('exercises:validation.tooManyScenarios', { count: LIMITS.scenariosMax })
        : t('exercises:validation.scenarioRequired');
    if (field === 'steps') return t('exercises:validation.stepRequired');
    if (field === 'feedbackRounds') return t('exercises:validation.rounds', { max: MAX_FEEDBACK_ROUNDS });
    if (field === 'customEmotions') return t('exercises:validation.emotions', { count: LIMITS.emotionsMax });
    if (field === 'rubricIds') return t('exercises:validation.rubricRequired');
    if (field === 'judgeIds') return t('exercises:validation.tooManyJudges', { count: LIMITS.judgesMax });
    return t('exercises:validation.invalid');
  };
}
