// Loads what the exercise editor chooses from: rubrics, judges, profiles and cultures (and the
// exercise itself when editing). Everything arrives together, so the form starts with its final values.
import { useEffect, useState } from 'react';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { Culture } from '../../../shared/domain/library';
import type { Exercise } from '../../../shared/domain/practice';
import type { ProfileSummary } from '../../../shared/domain/profile';
import type { Rubric } from '../../../shared/rubrics/types';
import { api } from '../../api/client';

export type EditorData = {
  exercise: Exercise | null;
  rubrics: readonly Rubric[];
  judges: JudgeProvider[];
  profiles: ProfileSummary[];
  cultures: Culture[];
};

export function useEditorData(exerciseId: number | null): { data: EditorData | null; error: unknown } {
  const [state, setState] = useState<{ data: EditorData | null; error: unknown }>({ data: null, error: null });
  useEffect(() => {
    let live = true;
    Promise.all([
      exerciseId === null ? Promise.resolve(null) : api.call('exercises.get', { id: exerciseId }),
      api.call('rubrics.list', {}),
      api.call('judges.list', {}),
      api.call('profiles.list', {}),
      api.call('cultures.list', {}),
    ]).then(
      ([exercise, rubrics, judges, profiles, cultures]) => {
        if (live) setState({ data: { exercise, rubrics, judges, profiles, cultures }, error: null });
      },
      (error: unknown) => {
        if (live) setState({ data: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [exerciseId]);
  return state;
}
