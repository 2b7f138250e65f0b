// The library's search box, its filters (culture, language, theme, risk, cultural-signal type, source,
// and for staff whether the post text is in the library) with counts from the list's facets, and
// "Clear filters".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SCENARIO_ORIGINS,
  TEXT_STATES,
  type Culture,
  type LibraryFacets,
  type LibraryFilter,
} from '../../../shared/domain/library';
import { CULTURAL_SIGNAL_TYPES, RISK_LEVELS, TEXT_LANGUAGES, THEMES } from '../../../shared/domain/vocabulary';
import { vocab } from '../../components/vocab';
import { FacetSelect, type FacetOption } from './FacetSelect';
import { SearchBox } from './SearchBox';
import type { FacetKey } from './useLibraryFilters';

const EMPTY_FACETS: LibraryFacets = {
  culture: {},
  language: {},
  theme: {},
  risk: {},
  signalType: {},
  origin: {},
  text: {},
};

type FacetSpec = {
  key: FacetKey;
  label: string;
  allLabel: string;
  options: FacetOption[];
  testId: string;
  hideEmpty?: boolean;
};

export function FilterBar(props: {
  filter: LibraryFilter;
  facets: LibraryFacets | null;
  cultures: Culture[];
  cultureName: (id: string) => string;
  /** Staff see posts still waiting for their text, so they get the post-text filter too. */
  staff: boolean;
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
  const originLabel: Record<(typeof SCENARIO_ORIGINS)[number], string> = {
    built_in: t('librarysource:origin.built_in'),
    pack: t('librarysource:origin.pack'),
    culturecare: t('librarysource:origin.culturecare'),
    authored: t('librarysource:origin.authored'),
  };
  const textLabel: Record<(typeof TEXT_STATES)[number], string> = {
    available: t('librarysource:text.available'),
    needed: t('librarysource:text.needed'),
  };
  const originOptions = SCENARIO_ORIGINS.map((o) => ({ value: o, label: originLabel[o] }));
  const textOptions = TEXT_STATES.map((o) => ({ value: o, label: textLabel[o] }));
  const facet = (key: FacetKey, label: string, allLabel: string, options: FacetOption[], testId: string) => ({
    key,
    label,
    allLabel,
    options,
    testId,
  });

  // One select per facet, in the order they stand; the post-text filter only for staff.
  const selects: FacetSpec[] = [
    facet('culture', t('library:filters.culture'), t('library:filters.allCultures'), cultureOptions, 'filter-culture'),
    facet(
      'language',
      t('library:filters.language'),
      t('library:filters.allLanguages'),
      languageOptions,
      'filter-language',
    ),
    {
      ...facet('theme', t('library:filters.theme'), t('library:filters.allThemes'), themeOptions, 'filter-theme'),
      hideEmpty: true,
    },
    facet('risk', t('library:filters.risk'), t('library:filters.allRisks'), riskOptions, 'filter-risk'),
    facet('signalType', t('library:filters.signal'), t('library:filters.allSignals'), signalOptions, 'filter-signal'),
    facet(
      'origin',
      t('librarysource:filter.origin'),
      t('librarysource:filter.allOrigins'),
      originOptions,
      'filter-origin',
    ),
    ...(props.staff
      ? [facet('text', t('librarysource:filter.text'), t('librarysource:filter.allTexts'), textOptions, 'filter-text')]
      : []),
  ];

  return (
    <section className="lib-filters card" aria-label={t('library:filters.region')}>
      <div className="lib-search-row">
        <SearchBox key={props.searchSeed.key} initial={props.searchSeed.text} onSearch={props.onSearch} />
        <button type="button" className="button secondary" onClick={props.onClear} data-testid="clear-filters">
          {t('library:filters.clear')}
        </button>
      </div>
      <div className="lib-facets">
        {selects.map((select) => (
          <FacetSelect
            key={select.key}
            label={select.label}
            allLabel={select.allLabel}
            value={props.filter[select.key]}
            options={select.options}
            counts={facets[select.key]}
            hideEmpty={select.hideEmpty}
            onChange={(value) => props.onFilter(select.key, value)}
            testId={select.testId}
          />
        ))}
      </div>
    </section>
  );
}
