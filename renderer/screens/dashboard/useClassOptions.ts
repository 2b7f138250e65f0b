// What the class filters can choose from: the trainees, their cohorts (sorted), the exercises
// (including archived ones, whose attempts still count) and the cultures. Shared by the class
// dashboard, the exports and the review queue; all from the shared query cache.
import { useMemo } from 'react';
import type { Exercise } from '../../../shared/domain/practice';
import type { Culture } from '../../../shared/domain/library';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { useApiQuery } from '../../api/hooks';

export type ClassOptions = {
  cohorts: string[];
  trainees: ProfileSummary[];
  exercises: Exercise[];
  cultures: Culture[];
};

const traineesOf = (profiles: ProfileSummary[]) => profiles.filter((p) => p.role === 'trainee');

export function useClassOptions(enabled = true): { options: ClassOptions | null; error: unknown } {
  const trainees = useApiQuery('profiles.list', {}, { enabled, select: traineesOf });
  const exercises = useApiQuery('exercises.list', { includeArchived: true }, { enabled });
  const cultures = useApiQuery('cultures.list', {}, { enabled });
  const error = trainees.error ?? exercises.error ?? cultures.error ?? null;
  const options = useMemo(() => {
    if (!trainees.data || !exercises.data || !cultures.data) return null;
    const cohorts = [...new Set(trainees.data.flatMap((p) => (p.cohort ? [p.cohort] : [])))].sort((a, b) =>
      a.localeCompare(b),
    );
    return { cohorts, trainees: trainees.data, exercises: exercises.data, cultures: cultures.data };
  }, [trainees.data, exercises.data, cultures.data]);
  return { options, error };
}
