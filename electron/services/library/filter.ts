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
  // The two small facets are counted in plain numbers (faster than a keyed add per scenario).
  const byOrigin = { built_in: 0, pack: 0, culturecare: 0, authored: 0 };
  const byText = { available: 0, needed: 0 };
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
    if (every || !originOk) byOrigin[s.origin] += 1;
    if (every || !textOk) byText[textState] += 1;
  }
  for (const [key, n] of Object.entries(byOrigin)) if (n > 0) facets.origin[key] = n;
  for (const [key, n] of Object.entries(byText)) if (n > 0) facets.text[key] = n;
  return { items, facets };
}
