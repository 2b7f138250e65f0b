// The scenario picker's search: library.list for the typed text (sent ~250 ms after typing stops) and
// culture; the previous results stay listed (marked loading) while the next ones arrive.
import type { LibraryFilter } from '../../../shared/domain/library';
import { useApiQuery } from '../../api/hooks';
import { useDebounced } from '../../components/useDebounced';

const DEBOUNCE_MS = 250;

export function useScenarioSearch(query: string, culture: string) {
  const filter: LibraryFilter = {};
  if (query.trim()) filter.query = query.trim();
  if (culture) filter.culture = culture;
  const key = JSON.stringify(filter);
  const asked = useDebounced(key, DEBOUNCE_MS);
  const search = useApiQuery('library.list', JSON.parse(asked) as LibraryFilter, { keepPrevious: true });
  return {
    items: search.data?.items ?? null,
    error: search.error,
    loading: asked !== key || search.isFetching,
  };
}
