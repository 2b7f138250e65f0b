// The signed-in trainee's history (practice.history) and the rubric definitions (latest versions).
import { useMemo } from 'react';
import type { HistoryAttempt } from '../../../shared/domain/practice';
import { latestRubrics } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { useApiQuery } from '../../api/hooks';

type HistoryData = { attempts: HistoryAttempt[]; rubrics: Rubric[] };

export function useHistoryData(): { data: HistoryData | null; error: unknown } {
  const attempts = useApiQuery('practice.history', {});
  const rubrics = useApiQuery('rubrics.list', {}, { select: latestRubrics });
  const data = useMemo(
    () => (attempts.data && rubrics.data ? { attempts: attempts.data, rubrics: rubrics.data } : null),
    [attempts.data, rubrics.data],
  );
  return { data, error: attempts.error ?? rubrics.error };
}
