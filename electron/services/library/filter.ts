// Filters scenario summaries and counts facets; each facet is counted with its own filter left out,
// so the numbers say how many scenarios choosing that value would show. One pass over the library:
// a scenario that fails no chosen filter counts in every facet, one that fails exactly one chosen
// filter counts only in that filter's facet, and one that fails more counts nowhere.
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';

type FacetName = keyof LibraryFacets;

const FACETS: readonly FacetName[] = ['culture', 'language', 'theme', 'risk', 'signalType'];

const valuesOf: Record<FacetName, (s: ScenarioSummary) => readonly string[]> = {
  culture: (s) => [s.cultureId],
  language: (s) => [s.language],
  theme: (s) => s.themes,
  risk: (s) => [s.risk],
  signalType: (s) => s.signalTypes,
};

const has: Record<FacetName, (s: ScenarioSummary, value: string) => boolean> = {
  culture: (s, v) => s.cultureId === v,
  language: (s, v) => s.language === v,
  theme: (s, v) => s.themes.includes(v),
  risk: (s, v) => s.risk === v,
  signalType: (s, v) => s.signalTypes.includes(v),
};

function count(facets: LibraryFacets, facet: FacetName, s: ScenarioSummary): void {
  const counts = facets[facet];
  for (const value of valuesOf[facet](s)) counts[value] = (counts[value] ?? 0) + 1;
}

export function filterScenarios(
  all: readonly ScenarioSummary[],
  filter: LibraryFilter,
): { items: ScenarioSummary[]; facets: LibraryFacets } {
  const facets = { culture: {}, language: {}, theme: {}, risk: {}, signalType: {} } as LibraryFacets;
  const chosen = FACETS.flatMap((facet) => (filter[facet] ? [[facet, filter[facet]] as const] : []));
  const items: ScenarioSummary[] = [];
  for (const s of all) {
    let failed: FacetName | null = null;
    let failures = 0;
    for (const [facet, value] of chosen) {
      if (has[facet](s, value)) continue;
      failed = facet;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      items.push(s);
      for (const facet of FACETS) count(facets, facet, s);
    } else if (failures === 1) count(facets, failed!, s);
  }
  return { items, facets };
}
