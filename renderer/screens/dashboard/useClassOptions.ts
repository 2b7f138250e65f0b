// What the class filters can choose from: the trainees' cohorts, the trainees and the exercises
// (including archived ones, whose attempts still count). Shared by the class dashboard and exports.
import { useEffect, useState } from 'react';
import type { Exercise } from '../../../shared/domain/practice';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { api } from '../../api/client';

export type ClassOptions = { cohorts: string[]; trainees: ProfileSummary[]; exercises: Exercise[] };

export function useClassOptions(enabled: boolean): { options: ClassOptions | null; error: unknown } {
  const [options, setOptions] = useState<ClassOptions | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([api.call('profiles.list', {}), api.call('exercises.list', { includeArchived: true })]).then(
      ([profiles, exercises]) => {
        if (!live) return;
        const trainees = profiles.filter((p) => p.role === 'trainee');
        const cohorts = [...new Set(trainees.flatMap((p) => (p.cohort ? [p.cohort] : [])))].sort((a, b) =>
          a.localeCompare(b),
        );
        setOptions({ cohorts, trainees, exercises });
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);

  return { options, error };
}
