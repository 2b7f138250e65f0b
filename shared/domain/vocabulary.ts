// Domain vocabularies from the research (RUBRICS.md §1-2): names kept exactly as the literature uses them.

export const BUILT_IN_CULTURE_IDS = ['arabic', 'chinese', 'german', 'jewish'] as const;

export const DISTRESS_INTENSITIES = ['light', 'moderate', 'high'] as const;
export type DistressIntensity = (typeof DISTRESS_INTENSITIES)[number];

export const CULTURAL_SIGNAL_TYPES = [
  'Concepts',
  'Knowledge',
  'Values',
  'Norms and Morals',
  'Language',
  'Artifacts',
  'Demographics',
] as const;
export type CulturalSignalType = (typeof CULTURAL_SIGNAL_TYPES)[number];

export const SUPPORT_STRATEGIES = [
  'Questions',
  'Restatement or Paraphrasing',
  'Reflection of Feelings',
  'Self-disclosure',
  'Affirmation and Reassurance',
  'Providing Suggestions',
  'Information',
  'Others',
] as const;
export type SupportStrategy = (typeof SUPPORT_STRATEGIES)[number];

/** Adaptation strategies; the study's code name for `standard` is `redditor`. */
export const ADAPTATION_STRATEGIES = ['standard', 'culture', 'guided', 'annotation', 'cga'] as const;
export type AdaptationStrategy = (typeof ADAPTATION_STRATEGIES)[number];

export const RISK_LEVELS = ['none', 'elevated', 'acute'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const DEMOGRAPHIC_FIELDS = [
  'settlement',
  'gender',
  'age',
  'born_in',
  'marital_status',
  'number_of_people_in_household',
  'education',
  'profession',
  'employment',
  'social_class',
  'religion',
] as const;
export type DemographicField = (typeof DEMOGRAPHIC_FIELDS)[number];

/** Languages a post or response may be written in (BCP-47 primary subtags). */
export const TEXT_LANGUAGES = ['en', 'de', 'ar', 'he', 'zh'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Theme tags used to plan and filter the library. */
export const THEMES = [
  'mental-illness-dismissed',
  'religion-instead-of-care',
  'lgbtq-rejection',
  'gender-roles',
  'strict-parenting',
  'achievement-pressure',
  'verbal-abuse',
  'identity',
  'masculinity',
  'parents-living-through-child',
  'relationship-conflict',
  'exhaustion',
  'divorce',
  'childhood-hurt',
  'isolation',
  'drinking-culture',
  'money-shame',
  'school-pressure',
  'community-stigma',
  'personal-prayer',
  'conversion',
  'observant-life',
  'clergy-support',
  'migration',
  'grief',
  'marriage-pressure',
] as const;
export type Theme = (typeof THEMES)[number];

/** Content warnings shown before a post is displayed. */
export const CONTENT_WARNINGS = [
  'suicidal-thoughts',
  'self-harm',
  'abuse',
  'family-rejection',
  'substance-use',
  'bereavement',
  'discrimination',
  'eating-concerns',
  'violence',
] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];
