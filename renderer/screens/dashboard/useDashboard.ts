// Loads the class dashboard (dashboard.class) for the chosen cohort and exercise.
import { useEffect, useState } from 'react';
import type { ClassDashboard } from '../../../shared/domain/review';
import { api } from '../../api/client';
import type { ClassFilter } from './ClassFilters';

export function useDashboard(
  filter: ClassFilter,
  enabled: boolean,
): { dashboard: ClassDashboard | null; loading: boolean; error: unknown } {
  const [loaded, setLoaded] = useState<{ key: string; dashboard: ClassDashboard } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { cohort, exerciseId } = filter;
  const key = JSON.stringify([cohort, exerciseId]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const request = { ...(cohort ? { cohort } : {}), ...(exerciseId !== null ? { exerciseId } : {}) };
    api.call('dashboard.class', request).then(
      (dashboard) => {
        if (!live) return;
        setLoaded({ key, dashboard });
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [cohort, exerciseId, key, enabled]);

  // The previous figures stay on screen (marked as loading) until the new ones arrive.
  return { dashboard: loaded?.dashboard ?? null, loading: loaded?.key !== key && !error, error };
}
