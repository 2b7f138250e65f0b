// What the exercise editor chooses from: rubrics, judges, profiles and cultures (and the exercise
// itself when editing). The form starts from values fetched for this visit, all of them together,
// never from an older cached copy.
import { useMemo } from 'react';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { Culture } from '../../../shared/domain/library';
import type { Exercise } from '../../../shared/domain/practice';
import type { ProfileSummary } from '../../../shared/domain/profile';
import type { Rubric } from '../../../shared/rubrics/types';
import { useApiQuery } from '../../api/hooks';

export type EditorData = {
  exercise: Exercise | null;
  rubrics: readonly Rubric[];
  judges: JudgeProvider[];
  profiles: ProfileSummary[];
  cultures: Culture[];
};

export function useEditorData(exerciseId: number | null): { data: EditorData | null; error: unknown } {
  const exercise = useApiQuery('exercises.get', exerciseId === null ? null : { id: exerciseId });
  const rubrics = useApiQuery('rubrics.list', {});
  const judges = useApiQuery('judges.list', {});
  const profiles = useApiQuery('profiles.list', {});
  const cultures = useApiQuery('cultures.list', {});
  const all = [rubrics, judges, profiles, cultures, ...(exerciseId === null ? [] : [exercise])];
  const error = all.find((q) => q.error)?.error ?? null;
  const ready = !error && all.every((q) => q.isFetchedAfterMount && q.data);
  const data = useMemo(
    () =>
      ready
        ? {
            exercise: exercise.data ?? null,
            rubrics: rubrics.data!,
            judges: judges.data!,
            profiles: profiles.data!,
            cultures: cultures.data!,
          }
        : null,
    [ready, exercise.data, rubrics.data, judges.data, profiles.data, cultures.data],
  );
  return { data, error };
}
