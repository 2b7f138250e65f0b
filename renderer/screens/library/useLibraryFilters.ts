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

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

function readFilter(params: URLSearchParams): LibraryFilter {
  const filter: LibraryFilter = {};
  const query = params.get(PARAM.query)?.slice(0, 200);
  if (query?.trim()) filter.query = query;
  const culture = params.get(PARAM.culture);
  if (culture && culture.length <= 40) filter.culture = culture;
  const language = oneOf(TEXT_LANGUAGES, params.get(PARAM.language));
  if (language) filter.language = language;
  const theme = oneOf(THEMES, params.get(PARAM.theme));
  if (theme) filter.theme = theme;
  const risk = oneOf(RISK_LEVELS, params.get(PARAM.risk));
  if (risk) filter.risk = risk;
  const signalType = oneOf(CULTURAL_SIGNAL_TYPES, params.get(PARAM.signalType));
  if (signalType) filter.signalType = signalType;
  const origin = oneOf(SCENARIO_ORIGINS, params.get(PARAM.origin));
  if (origin) filter.origin = origin;
  const text = oneOf(TEXT_STATES, params.get(PARAM.text));
  if (text) filter.text = text;
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
