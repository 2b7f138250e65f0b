// The scenario list for the current search and filters, page by page (the previous list stays shown
// while the next loads), and the cultures; imports, edits and undos anywhere refresh both through the
// query cache.
import type { LibraryFilter } from '../../../shared/domain/library';
import { useApiPages, useApiQuery } from '../../api/hooks';

/** Scenario cards per page: a screenful or two, so a library of 10,000 answers as fast as one of 40. */
export const LIBRARY_PAGE_SIZE = 60;

export function useLibraryData(filter: LibraryFilter) {
  const list = useApiPages('library.list', filter, LIBRARY_PAGE_SIZE);
  const cultures = useApiQuery('cultures.list', {});
  const all = cultures.data ?? [];
  return {
    result: list.last
      ? { items: list.pages.flatMap((page) => page.items), facets: list.last.facets, total: list.last.total }
      : null,
    error: list.error,
    loading: list.loading && !list.loadingMore,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    more: list.more,
    cultures: all,
    /** Every scenario in the library, whatever the filters (the cultures' counts add up to it). */
    libraryTotal: all.reduce((sum, c) => sum + c.scenarioCount, 0),
  };
}
