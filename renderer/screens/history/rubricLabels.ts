// Translated names for the history charts: rubrics, rubric items, aggregates, groups, scale options
// and cultures. Anything this UI does not know (a newer rubric) keeps the name it was given.
import type { TFunction } from 'i18next';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';

export type Labels = {
  rubric: (rubric: Rubric) => string;
  /** An item or aggregate id of the rubric. */
  dimension: (rubric: Rubric, id: string) => string;
  group: (rubric: Rubric, id: string) => string;
  option: (code: string, fallback: string) => string;
  set: (rubric: Rubric, set: ChartSet, sets: readonly ChartSet[]) => string;
  culture: (id: string, storedName: string) => string;
};

export function makeLabels(t: TFunction, language: string): Labels {
  const rubrics: Record<string, string> = {
    'rubric-a': t('rubrics:rubric.rubric-a'),
    'rubric-b': t('rubrics:rubric.rubric-b'),
  };
  const dimensions: Record<string, string> = {
    empathy: t('rubrics:item.empathy'),
    helpfulness: t('rubrics:item.helpfulness'),
    socio_political_influence: t('rubrics:item.socio_political_influence'),
    knowledge: t('rubrics:item.knowledge'),
    cultural_context: t('rubrics:item.cultural_context'),
    fluency: t('rubrics:item.fluency'),
    communication: t('rubrics:item.communication'),
    emo: t('rubrics:aggregate.emo'),
    cult: t('rubrics:aggregate.cult'),
    all: t('rubrics:aggregate.all'),
    overly_positive: t('rubrics:item.overly_positive'),
    overly_negative: t('rubrics:item.overly_negative'),
    cognitive_empathy: t('rubrics:item.cognitive_empathy'),
    emotional_empathy: t('rubrics:item.emotional_empathy'),
    emotion_regulation: t('rubrics:item.emotion_regulation'),
    cultural_understanding: t('rubrics:item.cultural_understanding'),
    usefulness_for_training: t('rubrics:item.usefulness_for_training'),
    risk_handling: t('rubrics:item.risk_handling'),
  };
  const groups: Record<string, string> = {
    emotional_supportiveness: t('rubrics:group.emotional_supportiveness'),
    cultural_awareness: t('rubrics:group.cultural_awareness'),
    language_quality: t('rubrics:group.language_quality'),
    safety: t('rubrics:group.safety'),
    culture: t('rubrics:group.culture'),
  };
  const options: Record<string, string> = {
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
  };
  const cultures: Record<string, string> = {
    arabic: t('scenario:culture.arabic'),
    chinese: t('scenario:culture.chinese'),
    german: t('scenario:culture.german'),
    jewish: t('scenario:culture.jewish'),
  };
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });

  const isBuiltIn = (rubric: Rubric) => rubric.id === 'rubric-a' || rubric.id === 'rubric-b';
  const dimension = (rubric: Rubric, id: string) => {
    if (isBuiltIn(rubric) && dimensions[id]) return dimensions[id];
    return rubric.items.find((i) => i.id === id)?.name ?? rubric.aggregates.find((a) => a.id === id)?.name ?? id;
  };
  const group = (rubric: Rubric, id: string) => (isBuiltIn(rubric) && groups[id] ? groups[id] : (rubric.groups.find((g) => g.id === id)?.name ?? id));

  return {
    rubric: (rubric) => rubrics[rubric.id] ?? rubric.name,
    dimension,
    group,
    option: (code, fallback) => options[code] ?? fallback,
    set: (rubric, set, sets) => {
      if (set.kind === 'aggregates') return t('history:set.aggregates', { names: list.format(set.keys.map((k) => dimension(rubric, k))) });
      const alone = sets.filter((s) => s.groupId === set.groupId).length === 1;
      const names = list.format(set.keys.map((k) => dimension(rubric, k)));
      return alone && set.groupId ? t('history:set.group', { group: group(rubric, set.groupId), names }) : names;
    },
    culture: (id, storedName) => cultures[id] ?? storedName,
  };
}
