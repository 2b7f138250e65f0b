// Filters scenario summaries and counts facets; each facet is counted with its own filter left out,
// so the numbers say how many scenarios choosing that value would show.
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';

type FacetName = keyof LibraryFacets;

const valuesOf: Record<FacetName, (s: ScenarioSummary) => string[]> = {
  culture: (s) => [s.cultureId],
  language: (s) => [s.language],
  theme: (s) => s.themes,
  risk: (s) => [s.risk],
  signalType: (s) => s.signalTypes,
};

const selected = (filter: LibraryFilter): Record<FacetName, string | undefined> => ({
  culture: filter.culture,
  language: filter.language,
  theme: filter.theme,
  risk: filter.risk,
  signalType: filter.signalType,
});

function matches(s: ScenarioSummary, filter: LibraryFilter, except?: FacetName): boolean {
  const chosen = selected(filter);
  return (Object.keys(valuesOf) as FacetName[]).every(
    (facet) => facet === except || !chosen[facet] || valuesOf[facet](s).includes(chosen[facet]!),
  );
}

export function filterScenarios(
  all: ScenarioSummary[],
  filter: LibraryFilter,
): { items: ScenarioSummary[]; facets: LibraryFacets } {
  const facets = { culture: {}, language: {}, theme: {}, risk: {}, signalType: {} } as LibraryFacets;
  for (const facet of Object.keys(valuesOf) as FacetName[]) {
    for (const s of all) {
      if (!matches(s, filter, facet)) continue;
      for (const value of valuesOf[facet](s)) facets[facet][value] = (facets[facet][value] ?? 0) + 1;
    }
  }
  return { items: all.filter((s) => matches(s, filter)), facets };
}
