// Loads Rubric B (the experts' safety and training sheet) from the rubric registry.
import { useEffect, useState } from 'react';
import type { Rubric } from '../../../../shared/rubrics/types';
import { api } from '../../../api/client';

export type RubricLoad =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; rubric: Rubric | null };

export function useRubricB(): RubricLoad {
  const [load, setLoad] = useState<RubricLoad>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api.call('rubrics.list', {}).then(
      (rubrics) => {
        if (current) setLoad({ status: 'ready', rubric: rubrics.find((r) => r.id === 'rubric-b') ?? null });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return load;
}
