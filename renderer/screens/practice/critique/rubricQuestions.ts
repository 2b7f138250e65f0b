// The questions of the Rubric B items as the critique asks them, translated (names of items, groups
// and options come from components/rubricText); unknown items keep the rubric's English question.
import type { TFunction } from 'i18next';

export function rubricQuestions(t: TFunction): Record<string, string> {
  return {
    overly_positive: t('practice:rubricB.question.overly_positive'),
    overly_negative: t('practice:rubricB.question.overly_negative'),
    cognitive_empathy: t('practice:rubricB.question.cognitive_empathy'),
    emotional_empathy: t('practice:rubricB.question.emotional_empathy'),
    emotion_regulation: t('practice:rubricB.question.emotion_regulation'),
    cultural_understanding: t('practice:rubricB.question.cultural_understanding'),
    usefulness_for_training: t('practice:rubricB.question.usefulness_for_training'),
    risk_handling: t('practice:rubricB.question.risk_handling'),
  };
}
