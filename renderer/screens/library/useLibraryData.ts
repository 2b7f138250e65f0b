// The scenario list for the current search and filters, loaded a page at a time as the person
// scrolls (the previous list stays shown while the next search loads), and the cultures; imports,
// edits and undos anywhere refresh both through the query cache.
import { useMemo } from 'react';
import type { LibraryFilter } from '../../../shared/domain/library';
import { useApiPages, useApiQuery } from '../../api/hooks';

/** Scenarios per page: a screenful or two of cards. */
export const LIBRARY_PAGE_SIZE = 60;

export function useLibraryData(filter: LibraryFilter) {
  const list = useApiPages('library.list', filter, LIBRARY_PAGE_SIZE, { keepPrevious: true });
  const cultures = useApiQuery('cultures.list', {});
  const all = cultures.data ?? [];
  const pages = list.data?.pages;
  const result = useMemo(
    () =>
      pages && pages.length > 0
        ? { items: pages.flatMap((page) => page.items), facets: pages[0]!.facets, total: pages[0]!.total }
        : null,
    [pages],
  );
  return {
    result,
    error: list.error,
    loading: list.isFetching && !list.isFetchingNextPage,
    /** More matching scenarios than are loaded: fetch the next page. */
    more: list.hasNextPage ? () => void list.fetchNextPage() : null,
    loadingMore: list.isFetchingNextPage,
    cultures: all,
    /** Every scenario in the library, whatever the filters (the cultures' counts add up to it). */
    libraryTotal: all.reduce((sum, c) => sum + c.scenarioCount, 0),
  };
}
