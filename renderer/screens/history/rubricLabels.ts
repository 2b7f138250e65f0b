// Translated names for the history charts: rubrics, rubric items, aggregates, groups, scale options
// and cultures. Anything this UI does not know (a newer rubric) keeps the name it was given.
import type { TFunction } from 'i18next';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { rubricText } from '../../components/rubricText';
import { cultureName } from '../scenario/cultureName';

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
  const text = rubricText(t);
  // rubricText answers the id itself for names it does not know.
  const known = (name: string, id: string) => (name !== id ? name : undefined);
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });

  const isBuiltIn = (rubric: Rubric) => rubric.id === 'rubric-a' || rubric.id === 'rubric-b';
  const dimension = (rubric: Rubric, id: string) => {
    const translated = isBuiltIn(rubric) ? (known(text.item(id), id) ?? known(text.aggregate(id), id)) : undefined;
    if (translated) return translated;
    return rubric.items.find((i) => i.id === id)?.name ?? rubric.aggregates.find((a) => a.id === id)?.name ?? id;
  };
  const group = (rubric: Rubric, id: string) =>
    (isBuiltIn(rubric) ? known(text.group(id), id) : undefined) ?? rubric.groups.find((g) => g.id === id)?.name ?? id;

  return {
    rubric: (rubric) => known(text.rubric(rubric.id), rubric.id) ?? rubric.name,
    dimension,
    group,
    option: (code, fallback) => known(text.option(code), code) ?? fallback,
    set: (rubric, set, sets) => {
      if (set.kind === 'aggregates')
        return t('history:set.aggregates', { names: list.format(set.keys.map((k) => dimension(rubric, k))) });
      const alone = sets.filter((s) => s.groupId === set.groupId).length === 1;
      const names = list.format(set.keys.map((k) => dimension(rubric, k)));
      return alone && set.groupId ? t('history:set.group', { group: group(rubric, set.groupId), names }) : names;
    },
    culture: (id, storedName) => cultureName(t, id, [{ id, name: storedName }]),
  };
}
