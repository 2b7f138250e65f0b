// Translated names of the rubrics, their items, aggregates and scale options for the feedback step:
// the shared rubric names (rubricText) plus the aggregates' explanations; unknown ids fall back to the rubric's English name.
import type { TFunction } from 'i18next';
import { getRubric } from '../../../../shared/rubrics/registry';
import { rubricText } from '../../../components/rubricText';

export function rubricLabels(t: TFunction) {
  const text = rubricText(t);
  // rubricText answers the id itself for names it does not know.
  const known = (name: string, id: string) => (name !== id ? name : null);
  const aggregateHelp: Record<string, string> = {
    emo: t('coaching:rubric.aggregateHelp.emo'),
    cult: t('coaching:rubric.aggregateHelp.cult'),
    all: t('coaching:rubric.aggregateHelp.all'),
  };
  return {
    rubric: (id: string) => known(text.rubric(id), id) ?? getRubric(id)?.name ?? id,
    item: (id: string, fallback: string) => known(text.item(id), id) ?? fallback,
    aggregate: (id: string, fallback: string) => known(text.aggregate(id), id) ?? fallback,
    aggregateHelp: (id: string) => aggregateHelp[id] ?? null,
    /** Numeric option codes ('1'..'5') are their own label. */
    option: (code: string) => text.option(code),
  };
}

export type RubricLabels = ReturnType<typeof rubricLabels>;
