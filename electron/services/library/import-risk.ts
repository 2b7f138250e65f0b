// Risk level and content warnings for an imported scenario, from the analyzer's risk cues (riskLevel in
// analyzer/risk-level.ts): read from the post text, or from its annotated distress phrases when the text is withheld.
import type { ContentWarning, RiskLevel, TextLanguage } from '../../../shared/domain/vocabulary';
import { assessRisk } from '../analyzer/risk-level';
import type { RiskCategory } from '../analyzer/lexicon/risk-cue';

const WARNING_OF: Partial<Record<RiskCategory, ContentWarning>> = {
  suicide: 'suicidal-thoughts',
  burden: 'suicidal-thoughts',
  self_harm: 'self-harm',
  abuse: 'abuse',
  harm_to_others: 'violence',
};

const RANK: Record<RiskLevel, number> = { none: 0, elevated: 1, acute: 2 };

/** The risk of a post (or of its distress phrases, one per line) and the content warnings its cues call for. */
export function importedRisk(
  text: string,
  language: TextLanguage,
): { risk: RiskLevel; contentWarnings: ContentWarning[] } {
  const a = assessRisk(text, language);
  const warnings = a.hits
    .filter((h) => h.tier >= 2)
    .map((h) => WARNING_OF[h.category])
    .filter((w): w is ContentWarning => !!w);
  return { risk: a.level, contentWarnings: [...new Set(warnings)] };
}

/** The higher of two risk levels (a texts file added later never lowers an earlier import's risk). */
export const higherRisk = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[b] > RANK[a] ? b : a);
