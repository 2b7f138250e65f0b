// The questions of the Rubric A items as the blind rating asks them, translated (Rubric B's come
// from the practice critique); unknown items keep the rubric's English question.
import type { TFunction } from 'i18next';

export function reviewQuestions(t: TFunction): Record<string, string> {
  return {
    empathy: t('review:question.empathy'),
    helpfulness: t('review:question.helpfulness'),
    socio_political_influence: t('review:question.socio_political_influence'),
    knowledge: t('review:question.knowledge'),
    cultural_context: t('review:question.cultural_context'),
    fluency: t('review:question.fluency'),
    communication: t('review:question.communication'),
  };
}
