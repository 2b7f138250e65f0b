// The library's search box, its five filters (culture, language, theme, risk, cultural-signal type)
// with counts from the list's facets, and "Clear filters".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture, LibraryFacets, LibraryFilter } from '../../../shared/domain/library';
import { CULTURAL_SIGNAL_TYPES, RISK_LEVELS, TEXT_LANGUAGES, THEMES } from '../../../shared/domain/vocabulary';
import { vocab } from '../../components/vocab';
import { FacetSelect, type FacetOption } from './FacetSelect';
import { SearchBox } from './SearchBox';
import type { FacetKey } from './useLibraryFilters';

const EMPTY_FACETS: LibraryFacets = { culture: {}, language: {}, theme: {}, risk: {}, signalType: {} };

export function FilterBar(props: {
  filter: LibraryFilter;
  facets: LibraryFacets | null;
  cultures: Culture[];
  cultureName: (id: string) => string;
  /** Remounts the search box with this text (after "Clear filters"). */
  searchSeed: { key: number; text: string };
  onSearch: (query: string) => void;
  onFilter: (key: FacetKey, value: string) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const v = vocab(t);
  const facets = props.facets ?? EMPTY_FACETS;
  const { cultures, cultureName } = props;
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const byLabel = (a: FacetOption, b: FacetOption) => collator.compare(a.label, b.label);

  const cultureOptions = cultures.map((c) => ({ value: c.id, label: cultureName(c.id) }));
  const languageOptions = TEXT_LANGUAGES.map((l) => ({ value: l, label: v.textLanguage[l] ?? l }));
  const themeOptions = THEMES.map((th) => ({ value: th, label: v.theme[th] ?? th })).sort(byLabel);
  const riskOptions = RISK_LEVELS.map((r) => ({ value: r, label: v.risk[r] ?? r }));
  const signalOptions = CULTURAL_SIGNAL_TYPES.map((s) => ({ value: s, label: v.signalType[s] ?? s }));

  return (
    <section className="lib-filters card" aria-label={t('library:filters.region')}>
      <div className="lib-search-row">
        <SearchBox key={props.searchSeed.key} initial={props.searchSeed.text} onSearch={props.onSearch} />
        <button type="button" className="button secondary" onClick={props.onClear} data-testid="clear-filters">
          {t('library:filters.clear')}
        </button>
      </div>
      <div className="lib-facets">
        <FacetSelect
          label={t('library:filters.culture')}
          allLabel={t('library:filters.allCultures')}
          value={props.filter.culture}
          options={cultureOptions}
          counts={facets.culture}
          onChange={(value) => props.onFilter('culture', value)}
          testId="filter-culture"
        />
        <FacetSelect
          label={t('library:filters.language')}
          allLabel={t('library:filters.allLanguages')}
          value={props.filter.language}
          options={languageOptions}
          counts={facets.language}
          onChange={(value) => props.onFilter('language', value)}
          testId="filter-language"
        />
        <FacetSelect
          label={t('library:filters.theme')}
          allLabel={t('library:filters.allThemes')}
          value={props.filter.theme}
          options={themeOptions}
          counts={facets.theme}
          hideEmpty
          onChange={(value) => props.onFilter('theme', value)}
          testId="filter-theme"
        />
        <FacetSelect
          label={t('library:filters.risk')}
          allLabel={t('library:filters.allRisks')}
          value={props.filter.risk}
          options={riskOptions}
          counts={facets.risk}
          onChange={(value) => props.onFilter('risk', value)}
          testId="filter-risk"
        />
        <FacetSelect
          label={t('library:filters.signal')}
          allLabel={t('library:filters.allSignals')}
          value={props.filter.signalType}
          options={signalOptions}
          counts={facets.signalType}
          onChange={(value) => props.onFilter('signalType', value)}
          testId="filter-signal"
        />
      </div>
    </section>
  );
}
