// The scenario picker's search: library.list for the typed text (sent ~250 ms after typing stops) and culture.
import { useEffect, useState } from 'react';
import type { LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';
import { api } from '../../api/client';

const DEBOUNCE_MS = 250;

export function useScenarioSearch(query: string, culture: string) {
  const [state, setState] = useState<{ key: string; items: ScenarioSummary[] | null; error: unknown }>({
    key: '',
    items: null,
    error: null,
  });
  const filter: LibraryFilter = {};
  if (query.trim()) filter.query = query.trim();
  if (culture) filter.culture = culture;
  const key = JSON.stringify(filter);

  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      api.call('library.list', JSON.parse(key) as LibraryFilter).then(
        (result) => {
          if (live) setState({ key, items: result.items, error: null });
        },
        (error: unknown) => {
          if (live) setState((previous) => ({ key, items: previous.items, error }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key]);

  return { items: state.items, error: state.error, loading: state.key !== key };
}
