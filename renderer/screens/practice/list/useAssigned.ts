// The signed-in trainee's assigned exercises and the culture list (for culture names; without it the
// ids stand in).
import type { Culture } from '../../../../shared/domain/library';
import type { AssignedExercise } from '../../../../shared/domain/practice';
import { useApiQuery } from '../../../api/hooks';

export type AssignedLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; exercises: AssignedExercise[]; cultures: Culture[] };

export function useAssigned(profileId: number | null): AssignedLoad {
  const exercises = useApiQuery('practice.assigned', {}, { enabled: profileId !== null });
  const cultures = useApiQuery('cultures.list', {});
  if (!exercises.data) return exercises.error ? { status: 'error', error: exercises.error } : { status: 'loading' };
  if (!cultures.data && !cultures.error) return { status: 'loading' };
  return { status: 'ready', exercises: exercises.data, cultures: cultures.data ?? [] };
}
