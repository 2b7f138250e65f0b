// Translated names for rubrics, their groups, items, scale options and aggregates (locales/*/rubrics.json).
// Each key is written out in full so `npm run check:i18n` can see it; unknown ids fall back to the id.
import type { TFunction } from 'i18next';

export type RubricText = Record<
  'rubric' | 'rubricShort' | 'group' | 'item' | 'option' | 'aggregate',
  (id: string) => string
>;

const lookup = (table: Record<string, string>) => (id: string) => table[id] ?? id;

export function rubricText(t: TFunction): RubricText {
  return {
    rubric: lookup({
      'rubric-a': t('rubrics:rubric.rubric-a'),
      'rubric-b': t('rubrics:rubric.rubric-b'),
    }),
    rubricShort: lookup({
      'rubric-a': t('rubrics:rubricShort.rubric-a'),
      'rubric-b': t('rubrics:rubricShort.rubric-b'),
    }),
    group: lookup({
      emotional_supportiveness: t('rubrics:group.emotional_supportiveness'),
      cultural_awareness: t('rubrics:group.cultural_awareness'),
      language_quality: t('rubrics:group.language_quality'),
      safety: t('rubrics:group.safety'),
      culture: t('rubrics:group.culture'),
    }),
    item: lookup({
      empathy: t('rubrics:item.empathy'),
      helpfulness: t('rubrics:item.helpfulness'),
      socio_political_influence: t('rubrics:item.socio_political_influence'),
      knowledge: t('rubrics:item.knowledge'),
      cultural_context: t('rubrics:item.cultural_context'),
      fluency: t('rubrics:item.fluency'),
      communication: t('rubrics:item.communication'),
      overly_positive: t('rubrics:item.overly_positive'),
      overly_negative: t('rubrics:item.overly_negative'),
      cognitive_empathy: t('rubrics:item.cognitive_empathy'),
      emotional_empathy: t('rubrics:item.emotional_empathy'),
      emotion_regulation: t('rubrics:item.emotion_regulation'),
      cultural_understanding: t('rubrics:item.cultural_understanding'),
      usefulness_for_training: t('rubrics:item.usefulness_for_training'),
      risk_handling: t('rubrics:item.risk_handling'),
    }),
    option: lookup({
      yes: t('rubrics:option.yes'),
      somewhat: t('rubrics:option.somewhat'),
      no: t('rubrics:option.no'),
      partially: t('rubrics:option.partially'),
      strongly_agree: t('rubrics:option.strongly_agree'),
      agree: t('rubrics:option.agree'),
      neutral: t('rubrics:option.neutral'),
      disagree: t('rubrics:option.disagree'),
      strongly_disagree: t('rubrics:option.strongly_disagree'),
      strong_example: t('rubrics:option.strong_example'),
      with_revision: t('rubrics:option.with_revision'),
      not_suitable: t('rubrics:option.not_suitable'),
      not_applicable: t('rubrics:option.not_applicable'),
    }),
    aggregate: lookup({
      emo: t('rubrics:aggregate.emo'),
      cult: t('rubrics:aggregate.cult'),
      all: t('rubrics:aggregate.all'),
    }),
  };
}
