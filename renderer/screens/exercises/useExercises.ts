// The exercise list (with or without archived ones) and the cultures, from the shared query cache;
// changes made anywhere (create, duplicate, archive) refresh it.
import { useApiQuery } from '../../api/hooks';

export function useExercises(includeArchived: boolean) {
  const list = useApiQuery('exercises.list', { includeArchived }, { keepPrevious: true });
  const cultures = useApiQuery('cultures.list', {});
  return { items: list.data ?? null, error: list.error, loading: list.isFetching, cultures: cultures.data ?? [] };
}
