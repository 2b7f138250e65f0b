// Rubric B (the experts' safety and training sheet) from the rubric registry.
import type { Rubric } from '../../../../shared/rubrics/types';
import { useApiQuery } from '../../../api/hooks';

export type RubricLoad =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; rubric: Rubric | null };

const rubricB = (rubrics: Rubric[]) => rubrics.find((r) => r.id === 'rubric-b') ?? null;

export function useRubricB(): RubricLoad {
  const query = useApiQuery('rubrics.list', {}, { select: rubricB });
  if (query.data === undefined) return query.error ? { status: 'error', error: query.error } : { status: 'loading' };
  return { status: 'ready', rubric: query.data };
}
