// Loads the signed-in trainee's history (practice.history) and the rubric definitions (latest versions).
import { useEffect, useState } from 'react';
import type { HistoryAttempt } from '../../../shared/domain/practice';
import { latestRubrics } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { api } from '../../api/client';

type HistoryData = { attempts: HistoryAttempt[]; rubrics: Rubric[] };

export function useHistoryData(): { data: HistoryData | null; error: unknown } {
  const [data, setData] = useState<HistoryData | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api.call('practice.history', {}), api.call('rubrics.list', {})]).then(
      ([attempts, rubrics]) => {
        if (live) setData({ attempts, rubrics: latestRubrics(rubrics) });
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return { data, error };
}
