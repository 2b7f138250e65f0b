// Loads the scenario list for the current search and filters, and the cultures; `reload` refetches both.
import { useCallback, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../shared/api/contract';
import type { Culture, LibraryFilter } from '../../../shared/domain/library';
import { api } from '../../api/client';

type ListResult = ResponseOf<'library.list'>;
type Loaded<T> = { key: string; value: T | null; error: unknown };

export function useLibraryData(filter: LibraryFilter) {
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<Loaded<ListResult>>({ key: '', value: null, error: null });
  const [cultures, setCultures] = useState<Culture[]>([]);
  const filterKey = JSON.stringify(filter);
  const requestKey = `${version}|${filterKey}`;

  useEffect(() => {
    let live = true;
    const request = JSON.parse(filterKey) as LibraryFilter;
    api.call('library.list', request).then(
      (value) => {
        if (live) setList({ key: requestKey, value, error: null });
      },
      (error: unknown) => {
        if (live) setList((previous) => ({ key: requestKey, value: previous.value, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [filterKey, requestKey]);

  useEffect(() => {
    let live = true;
    api.call('cultures.list', {}).then(
      (value) => {
        if (live) setCultures(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return {
    result: list.value,
    error: list.error,
    loading: list.key !== requestKey,
    cultures,
    /** Every scenario in the library, whatever the filters (the cultures' counts add up to it). */
    libraryTotal: cultures.reduce((sum, c) => sum + c.scenarioCount, 0),
    reload,
  };
}
