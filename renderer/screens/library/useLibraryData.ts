// The scenario list for the current search and filters (the previous list stays shown while the next
// loads), and the cultures; imports, edits and undos anywhere refresh both through the query cache.
import type { LibraryFilter } from '../../../shared/domain/library';
import { useApiQuery } from '../../api/hooks';

export function useLibraryData(filter: LibraryFilter) {
  const list = useApiQuery('library.list', filter, { keepPrevious: true });
  const cultures = useApiQuery('cultures.list', {});
  const all = cultures.data ?? [];
  return {
    result: list.data ?? null,
    error: list.error,
    loading: list.isFetching,
    cultures: all,
    /** Every scenario in the library, whatever the filters (the cultures' counts add up to it). */
    libraryTotal: all.reduce((sum, c) => sum + c.scenarioCount, 0),
  };
}
