// The configured judges, where API keys are kept and the rubric list. `reload` waits until the judge
// list on screen is the fresh one (so focus can move to a judge just saved).
import { useCallback } from 'react';
import type { ResponseOf } from '../../../../shared/api/contract';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { Rubric } from '../../../../shared/rubrics/types';
import { useApiQuery } from '../../../api/hooks';

export type KeyStorage = ResponseOf<'secrets.info'>['storage'];

export type JudgesData = {
  judges: JudgeProvider[] | null;
  storage: KeyStorage | null;
  rubrics: readonly Rubric[];
  error: unknown;
  reload: () => Promise<void>;
};

const NO_RUBRICS: Rubric[] = [];

export function useJudgesData(): JudgesData {
  const judges = useApiQuery('judges.list', {});
  const secrets = useApiQuery('secrets.info', {});
  const rubrics = useApiQuery('rubrics.list', {});
  const { refetch } = judges;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return {
    judges: judges.data ?? null,
    storage: secrets.data?.storage ?? null,
    rubrics: rubrics.data ?? NO_RUBRICS,
    error: judges.error ?? secrets.error ?? rubrics.error ?? null,
    reload,
  };
}
