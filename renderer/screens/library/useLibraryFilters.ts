// The library's search text and filters, kept in the address (#/library?q=…) so Back restores them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SCENARIO_ORIGINS, TEXT_STATES, type LibraryFilter } from '../../../shared/domain/library';
import { CULTURAL_SIGNAL_TYPES, RISK_LEVELS, TEXT_LANGUAGES, THEMES } from '../../../shared/domain/vocabulary';

export type FacetKey = 'culture' | 'language' | 'theme' | 'risk' | 'signalType' | 'origin' | 'text';
type FilterKey = FacetKey | 'query';

const PARAM: Record<FilterKey, string> = {
  query: 'q',
  culture: 'culture',
  language: 'language',
  theme: 'theme',
  risk: 'risk',
  signalType: 'signal',
  origin: 'source',
  text: 'text',
};

/** The filters whose value must be one of a fixed list (anything else in the address is ignored). */
const CHOICES = {
  language: TEXT_LANGUAGES,
  theme: THEMES,
  risk: RISK_LEVELS,
  signalType: CULTURAL_SIGNAL_TYPES,
  origin: SCENARIO_ORIGINS,
  text: TEXT_STATES,
} as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

function readFilter(params: URLSearchParams): LibraryFilter {
  const filter: LibraryFilter = {};
  const query = params.get(PARAM.query)?.slice(0, 200);
  if (query?.trim()) filter.query = query;
  const culture = params.get(PARAM.culture);
  if (culture && culture.length <= 40) filter.culture = culture;
  for (const name of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    const value = oneOf<string>(CHOICES[name], params.get(PARAM[name]));
    if (value) Object.assign(filter, { [name]: value });
  }
  return filter;
}

export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => readFilter(new URLSearchParams(key)), [key]);

  const setFilter = useCallback(
    (name: FilterKey, value: string) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set(PARAM[name], value);
          else next.delete(PARAM[name]);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  const active = Object.keys(filter).length > 0;
  return { filter, setFilter, clear, active };
}
