// Form values for the scenario metadata: the empty defaults of a new scenario and those of an existing one.
import type { Demographics, ScenarioDetail, ScenarioInput } from '../../../shared/domain/library';
import {
  CONTENT_WARNINGS,
  DEMOGRAPHIC_FIELDS,
  THEMES,
  type ContentWarning,
  type Theme,
} from '../../../shared/domain/vocabulary';

/** The dataset's value for a demographic the post does not mention. */
export const UNKNOWN = 'unknown';

export const unknownDemographics = (): Demographics =>
  Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, UNKNOWN])) as Demographics;

export const emptyScenarioInput = (): ScenarioInput => ({
  cultureId: '',
  title: '',
  language: 'en',
  postText: '',
  risk: 'none',
  themes: [],
  contentWarnings: [],
  demographics: unknownDemographics(),
  titles: {},
});

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);
const isWarning = (value: string): value is ContentWarning => (CONTENT_WARNINGS as readonly string[]).includes(value);

export function scenarioToInput(scenario: ScenarioDetail): ScenarioInput {
  const demographics = unknownDemographics();
  for (const field of DEMOGRAPHIC_FIELDS) demographics[field] = scenario.demographics[field] || UNKNOWN;
  return {
    cultureId: scenario.cultureId,
    title: scenario.writtenTitle,
    language: scenario.language,
    postText: scenario.postText ?? '',
    risk: scenario.risk,
    themes: scenario.themes.filter(isTheme),
    contentWarnings: scenario.contentWarnings.filter(isWarning),
    demographics,
    titles: { ...scenario.titles },
  };
}
