// Filters scenario summaries and counts facets; each facet is counted with its own filter left out,
// so the numbers say how many scenarios choosing that value would show. One pass over the library:
// a scenario that fails no chosen filter counts in every facet, one that fails exactly one chosen
// filter counts only in that filter's facet, and one that fails more counts nowhere.
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';

const add = (counts: Record<string, number>, value: string) => {
  counts[value] = (counts[value] ?? 0) + 1;
};

export function filterScenarios(
  all: readonly ScenarioSummary[],
  filter: LibraryFilter,
): { items: ScenarioSummary[]; facets: LibraryFacets } {
  const facets: LibraryFacets = { culture: {}, language: {}, theme: {}, risk: {}, signalType: {} };
  const { culture, language, theme, risk, signalType } = filter;
  const items: ScenarioSummary[] = [];
  for (const s of all) {
    const cultureOk = !culture || s.cultureId === culture;
    const languageOk = !language || s.language === language;
    const themeOk = !theme || s.themes.includes(theme);
    const riskOk = !risk || s.risk === risk;
    const signalOk = !signalType || s.signalTypes.includes(signalType);
    const failures = +!cultureOk + +!languageOk + +!themeOk + +!riskOk + +!signalOk;
    if (failures > 1) continue;
    const every = failures === 0;
    if (every) items.push(s);
    if (every || !cultureOk) add(facets.culture, s.cultureId);
    if (every || !languageOk) add(facets.language, s.language);
    if (every || !themeOk) for (const value of s.themes) add(facets.theme, value);
    if (every || !riskOk) add(facets.risk, s.risk);
    if (every || !signalOk) for (const value of s.signalTypes) add(facets.signalType, value);
  }
  return { items, facets };
}
