// The shape of a risk cue: what it indicates (category), how strongly (tier), and its pattern. Tiers follow the usual
// clinical screening steps (e.g. the Columbia protocol's distinction between a wish to be dead, active thoughts, and intent,
// plan or preparation): 1 hopelessness or entrapment (a risk factor, not a disclosure), 2 thoughts of dying or suicide,
// perceived burdensomeness, self-harm, abuse, thoughts of harming others, 3 intent, a plan, preparation, an act in
// progress, or a threat to life.
import { cue, framedCue, rawCue, type Cue } from './cue';
import { foldPattern } from './semitic';

export const RISK_CATEGORIES = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'burden', 'hopelessness'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];
export type RiskTier = 1 | 2 | 3;

export interface RiskCue extends Cue {
  category: RiskCategory;
  tier: RiskTier;
}

/** A risk cue on word boundaries (English, German). */
export const riskCue = (id: string, category: RiskCategory, tier: RiskTier, pattern: string): RiskCue =>
  Object.assign(cue(id, pattern, tier), { category, tier });

/** A risk cue for Arabic (folded, optional attached prefixes), Hebrew (optional prefixes) or Chinese (raw characters). */
export const scriptRiskCue = (
  id: string,
  category: RiskCategory,
  tier: RiskTier,
  pattern: string,
  script: 'ar' | 'he' | 'zh',
): RiskCue => {
  const after = '(?![\\p{L}])';
  const made =
    script === 'ar'
      ? framedCue(id, { before: '(?<![\\p{L}])(?:[وفبل]|ال|وال)?', pattern: foldPattern(pattern), after }, tier)
      : script === 'he'
        ? framedCue(id, { before: '(?<![\\p{L}])(?:[הובלמשכ]|וה|וב|ול|וש|שה)?', pattern, after }, tier)
        : rawCue(id, pattern, tier);
  return Object.assign(made, { category, tier });
};
