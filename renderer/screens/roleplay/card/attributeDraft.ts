// The editable form of one role-card attribute (text, one item per line, a record of fields, or a
// choice) and its conversion back to the attribute's value, checked with the domain schema.
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
} from '../../../../shared/domain/roleplay';

export type AttributeDraft =
  | { kind: 'text'; text: string }
  | { kind: 'lines'; text: string; min: number; max: number }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'choice'; value: string; options: readonly string[] }
  | { kind: 'bigFive'; trait: string; pole: string };

export const CHOICES = {
  cognitiveBias: COGNITIVE_BIASES,
  emotionalBaseline: EMOTIONAL_BASELINES,
  responseStyle: RESPONSE_STYLES,
  trust: TRUST_LEVELS,
  supportNetwork: SUPPORT_NETWORKS,
  copingStyle: COPING_STYLES,
} as const;
export const BIG_FIVE = BIG_FIVE_TRAITS;

export function draftOf(attribute: RoleCardAttribute, attributes: RoleCardAttributes): AttributeDraft {
  switch (attribute) {
    case 'stressor':
    case 'culturalFrame':
    case 'relationshipToListener':
      return { kind: 'text', text: attributes[attribute] };
    case 'lifeEvents':
      return { kind: 'lines', text: attributes.lifeEvents.join('\n'), min: 1, max: 4 };
    case 'triggers':
      return { kind: 'lines', text: attributes.triggers.join('\n'), min: 0, max: 5 };
    case 'demographics':
      return { kind: 'fields', fields: { ...attributes.demographics } };
    case 'helpSeekingNorms':
      return { kind: 'fields', fields: { ...attributes.helpSeekingNorms } };
    case 'bigFive':
      return { kind: 'bigFive', trait: attributes.bigFive.trait, pole: attributes.bigFive.pole };
    default:
      return { kind: 'choice', value: attributes[attribute], options: CHOICES[attribute] };
  }
}

/** The attribute value the draft stands for, or null when it is not valid for the attribute. */
export function valueOf(
  attribute: RoleCardAttribute,
  draft: AttributeDraft,
): RoleCardAttributes[RoleCardAttribute] | null {
  let raw: unknown;
  if (draft.kind === 'text') raw = draft.text;
  else if (draft.kind === 'lines')
    raw = draft.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  else if (draft.kind === 'fields') raw = draft.fields;
  else if (draft.kind === 'choice') raw = draft.value;
  else raw = { trait: draft.trait, pole: draft.pole };
  const parsed = roleCardAttributesSchema.shape[attribute].safeParse(raw);
  return parsed.success ? (parsed.data as RoleCardAttributes[RoleCardAttribute]) : null;
}
