// Translated names of the rubrics, their items, aggregates and scale options. Each key is written
// out in full so `npm run check:i18n` can see it; unknown ids fall back to the rubric's English name.
import type { TFunction } from 'i18next';
import { getRubric } from '../../../../shared/rubrics/registry';

export function rubricLabels(t: TFunction) {
  const rubric: Record<string, string> = {
    'rubric-a': t('rubrics:rubric.rubric-a'),
    'rubric-b': t('rubrics:rubric.rubric-b'),
  };
  const item: Record<string, string> = {
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
  };
  const aggregate: Record<string, string> = {
    emo: t('rubrics:aggregate.emo'),
    cult: t('rubrics:aggregate.cult'),
    all: t('rubrics:aggregate.all'),
  };
  const aggregateHelp: Record<string, string> = {
    emo: t('coaching:rubric.aggregateHelp.emo'),
    cult: t('coaching:rubric.aggregateHelp.cult'),
    all: t('coaching:rubric.aggregateHelp.all'),
  };
  const option: Record<string, string> = {
    strongly_agree: t('rubrics:option.strongly_agree'),
    agree: t('rubrics:option.agree'),
    neutral: t('rubrics:option.neutral'),
    disagree: t('rubrics:option.disagree'),
    strongly_disagree: t('rubrics:option.strongly_disagree'),
    yes: t('rubrics:option.yes'),
    somewhat: t('rubrics:option.somewhat'),
    partially: t('rubrics:option.partially'),
    no: t('rubrics:option.no'),
    strong_example: t('rubrics:option.strong_example'),
    with_revision: t('rubrics:option.with_revision'),
    not_suitable: t('rubrics:option.not_suitable'),
    not_applicable: t('rubrics:option.not_applicable'),
  };
  return {
    rubric: (id: string) => rubric[id] ?? getRubric(id)?.name ?? id,
    item: (id: string, fallback: string) => item[id] ?? fallback,
    aggregate: (id: string, fallback: string) => aggregate[id] ?? fallback,
    aggregateHelp: (id: string) => aggregateHelp[id] ?? null,
    /** Numeric option codes ('1'..'5') are their own label. */
    option: (code: string) => option[code] ?? code,
  };
}

export type RubricLabels = ReturnType<typeof rubricLabels>;
