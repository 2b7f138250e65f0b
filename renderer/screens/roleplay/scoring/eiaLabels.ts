// Hill's Exploration-Insight-Action dimensions: their groups, in order, and translated names; the
// words for a pairwise verdict between two sessions.
import type { TFunction } from 'i18next';
import type { EiaDimension } from '../../../../shared/domain/roleplay';
import type { VerdictLabels } from '../../../components/PairVerdicts';

export const EIA_GROUPS: readonly { id: 'exploration' | 'insight' | 'action'; dimensions: readonly EiaDimension[] }[] =
  [
    {
      id: 'exploration',
      dimensions: [
        'empathic_understanding',
        'encouragement_of_emotional_expression',
        'exploration_of_thoughts_and_narratives',
      ],
    },
    {
      id: 'insight',
      dimensions: [
        'establish_trusting_foundation',
        'assess_readiness_for_insight',
        'gentle_challenges_and_interpretations',
      ],
    },
    {
      id: 'action',
      dimensions: ['clarify_desired_change', 'ensure_readiness_and_collaboration', 'brainstorm_and_evaluate_options'],
    },
  ];

export function eiaLabels(t: TFunction) {
  const group: Record<string, string> = {
    exploration: t('roleplay:eia.group.exploration'),
    insight: t('roleplay:eia.group.insight'),
    action: t('roleplay:eia.group.action'),
  };
  const dimension: Record<string, string> = {
    empathic_understanding: t('roleplay:eia.dim.empathic_understanding'),
    encouragement_of_emotional_expression: t('roleplay:eia.dim.encouragement_of_emotional_expression'),
    exploration_of_thoughts_and_narratives: t('roleplay:eia.dim.exploration_of_thoughts_and_narratives'),
    establish_trusting_foundation: t('roleplay:eia.dim.establish_trusting_foundation'),
    assess_readiness_for_insight: t('roleplay:eia.dim.assess_readiness_for_insight'),
    gentle_challenges_and_interpretations: t('roleplay:eia.dim.gentle_challenges_and_interpretations'),
    clarify_desired_change: t('roleplay:eia.dim.clarify_desired_change'),
    ensure_readiness_and_collaboration: t('roleplay:eia.dim.ensure_readiness_and_collaboration'),
    brainstorm_and_evaluate_options: t('roleplay:eia.dim.brainstorm_and_evaluate_options'),
  };
  return { group: (id: string) => group[id] ?? id, dimension: (id: string) => dimension[id] ?? id };
}

/** The words for a pairwise verdict between two sessions; `better` and `worse` name the winner. */
export function sessionVerdictLabels(t: TFunction, better: string, worse: string): VerdictLabels {
  return {
    missing: t('roleplay:scores.noScore'),
    x: better,
    y: worse,
  };
}
