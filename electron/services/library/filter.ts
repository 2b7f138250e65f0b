// Filters scenario summaries and counts facets; each facet is counted with its own filter left out,
// so the numbers say how many scenarios choosing that value would show. One pass over the library:
// a scenario that fails no chosen filter counts in every facet, one that fails exactly one chosen
// filter counts only in that filter's facet, and one that fails more counts nowhere. Scenarios whose
// post text is still needed can be left out altogether (what trainees are given): then they are in
// no list and no count.
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';

const add = (counts: Record<string, number>, value: string) => {
  counts[value] = (counts[value] ?? 0) + 1;
};

export const emptyFacets = (): LibraryFacets => ({
  culture: {},
  language: {},
  theme: {},
  risk: {},
  signalType: {},
  origin: {},
  text: {},
});

export function filterScenarios(
  all: readonly ScenarioSummary[],
  filter: LibraryFilter,
  options: { withoutTextNeeded?: boolean } = {},
): { items: ScenarioSummary[]; facets: LibraryFacets } {
  const facets = emptyFacets();
  const { culture, language, theme, risk, signalType, origin, text } = filter;
  const withoutTextNeeded = options.withoutTextNeeded === true;
  const items: ScenarioSummary[] = [];
  for (const s of all) {
    if (withoutTextNeeded && s.textNeeded) continue;
    const textState = s.textNeeded ? 'needed' : 'available';
    const cultureOk = !culture || s.cultureId === culture;
    const languageOk = !language || s.language === language;
    const themeOk = !theme || s.themes.includes(theme);
    const riskOk = !risk || s.risk === risk;
    const signalOk = !signalType || s.signalTypes.includes(signalType);
    const originOk = !origin || s.origin === origin;
    const textOk = !text || textState === text;
    const failures = +!cultureOk + +!languageOk + +!themeOk + +!riskOk + +!signalOk + +!originOk + +!textOk;
    if (failures > 1) continue;
    const every = failures === 0;
    if (every) items.push(s);
    if (every || !cultureOk) add(facets.culture, s.cultureId);
    if (every || !languageOk) add(facets.language, s.language);
    if (every || !themeOk) for (const value of s.themes) add(facets.theme, value);
    if (every || !riskOk) add(facets.risk, s.risk);
    if (every || !signalOk) for (const value of s.signalTypes) add(facets.signalType, value);
    if (every || !originOk) add(facets.origin, s.origin);
    if (every || !textOk) add(facets.text, textState);
  }
  return { items, facets };
}
