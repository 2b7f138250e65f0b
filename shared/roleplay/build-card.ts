// Builds a help-seeker role card's attributes: those read from the scenario (derive.ts) and the
// traits drawn from the seed. Every drawn attribute has its own random stream, so a card is
// reproducible from scenario + seed, and re-sampling never disturbs locked attributes.
import {
  BIG_FIVE_TRAITS,
  COGNITIVE_BIASES,
  COPING_STYLES,
  EMOTIONAL_BASELINES,
  RESPONSE_STYLES,
  roleCardAttributesSchema,
  SUPPORT_NETWORKS,
  TRUST_LEVELS,
  type RoleCardAttribute,
  type RoleCardAttributes,
} from '../domain/roleplay';
import { triggerPool } from './culture-norms';
import { deriveAttributes, type CardSource, type DerivedAttributes } from './derive';
import { pick, sample, streamFor } from './prng';

export const DERIVED_ATTRIBUTES = [
  'stressor',
  'culturalFrame',
  'demographics',
  'lifeEvents',
  'helpSeekingNorms',
] as const satisfies readonly (keyof DerivedAttributes)[];

type SampledAttributes = Omit<RoleCardAttributes, (typeof DERIVED_ATTRIBUTES)[number]>;

/** Who the listener is to the help-seeker (the trainee plays the listener). */
export const LISTENER_RELATIONSHIPS: readonly string[] = [
  'A trainee counsellor they are talking to for the first time, through an online support service.',
  'A volunteer listener on an anonymous support chat, whom they have never met.',
  'A peer supporter who answered their forum post and offered to talk in private.',
  'A counsellor at a community counselling centre that a friend recommended.',
];

/** The seed-drawn traits; each attribute from its own stream of the seed. */
export function sampleTraits(cultureId: string, seed: number): SampledAttributes {
  const draw = (name: RoleCardAttribute) => streamFor(seed, name);
  const bigFive = draw('bigFive');
  const triggers = draw('triggers');
  return {
    bigFive: { trait: pick(bigFive, BIG_FIVE_TRAITS), pole: pick(bigFive, ['high', 'low'] as const) },
    cognitiveBias: pick(draw('cognitiveBias'), COGNITIVE_BIASES),
    emotionalBaseline: pick(draw('emotionalBaseline'), EMOTIONAL_BASELINES),
    responseStyle: pick(draw('responseStyle'), RESPONSE_STYLES),
    trust: pick(draw('trust'), TRUST_LEVELS),
    supportNetwork: pick(draw('supportNetwork'), SUPPORT_NETWORKS),
    copingStyle: pick(draw('copingStyle'), COPING_STYLES),
    triggers: sample(triggers, triggerPool(cultureId), 2 + Math.floor(triggers() * 2)),
    relationshipToListener: pick(draw('relationshipToListener'), LISTENER_RELATIONSHIPS),
  };
}

/** A whole card from a scenario and a seed; the same inputs always give the same card. */
export function buildRoleCardAttributes(source: CardSource, seed: number): RoleCardAttributes {
  return roleCardAttributesSchema.parse({ ...deriveAttributes(source), ...sampleTraits(source.cultureId, seed) });
}

const isDerived = (attribute: RoleCardAttribute): attribute is (typeof DERIVED_ATTRIBUTES)[number] =>
  (DERIVED_ATTRIBUTES as readonly string[]).includes(attribute);

/**
 * Re-samples every unlocked attribute from a new seed. Attributes read from the scenario are read
 * again from `source` (its current state); when the scenario is gone (`source` null) they stay.
 */
export function reseedAttributes(
  current: RoleCardAttributes,
  locked: readonly RoleCardAttribute[],
  cultureId: string,
  source: CardSource | null,
  seed: number,
): RoleCardAttributes {
  const sampled = sampleTraits(cultureId, seed);
  const derived = source ? deriveAttributes(source) : null;
  const next: Record<string, unknown> = { ...current };
  for (const attribute of Object.keys(current) as RoleCardAttribute[]) {
    if (locked.includes(attribute)) continue;
    if (isDerived(attribute)) {
      if (derived) next[attribute] = derived[attribute];
    } else {
      next[attribute] = sampled[attribute];
    }
  }
  return roleCardAttributesSchema.parse(next);
}
