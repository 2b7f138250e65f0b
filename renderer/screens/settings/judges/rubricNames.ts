// Translated names of the rubrics a judge can be the default for; a rubric this UI does not know keeps its own name.
import type { TFunction } from 'i18next';
import type { Rubric } from '../../../../shared/rubrics/types';

export function rubricNamer(t: TFunction, rubrics: readonly Rubric[]): (id: string) => string {
  const known: Record<string, string> = {
    'rubric-a': t('judges:rubric.rubricA'),
    'rubric-b': t('judges:rubric.rubricB'),
  };
  return (id) => known[id] ?? rubrics.find((r) => r.id === id)?.name ?? id;
}
