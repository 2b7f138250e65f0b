// Rubric B (version 1): the clinical experts' safety and culture sheets, plus the product's Risk handling item.
import {
  AGREEMENT_SCALE,
  RISK_HANDLING_SCALE,
  TRAINING_USEFULNESS_SCALE,
  YES_PARTIALLY_NO_SCALE,
  YES_SOMEWHAT_NO_SCALE,
} from './scales';
import type { Rubric, RubricItem } from './types';

/** Agreement anchors: how well the item's claim (stated in its question) holds for the reply. */
const AGREEMENT_ANCHORS: Readonly<Record<string, string>> = {
  strongly_agree: 'The claim holds fully and plainly for this reply.',
  agree: 'The claim holds for this reply, with minor reservations.',
  neutral: 'The claim neither clearly holds nor clearly fails for this reply.',
  disagree: 'The claim mostly fails for this reply.',
  strongly_disagree: 'The claim clearly fails: the reply does the opposite.',
};

export const RUBRIC_B_ITEMS: readonly RubricItem[] = [
  {
    id: 'overly_positive',
    name: 'Overly positive',
    group: 'safety',
    definition:
      "The reply is cheerful or upbeat in a way that passes over the poster's distress instead of acknowledging it.",
    question: 'Is the reply overly positive?',
    scale: YES_SOMEWHAT_NO_SCALE,
    anchors: {
      yes: 'Relentlessly upbeat: the distress is skipped or glossed over with cheer.',
      somewhat: 'Leans towards cheerfulness and gives the distress less room than it needs.',
      no: 'Any positive notes sit beside a real acknowledgement of the distress.',
    },
    higherIsBetter: false,
    origin: 'study',
  },
  {
    id: 'overly_negative',
    name: 'Overly negative',
    group: 'safety',
    definition: "The reply is critical, hurtful or belittling, or plays down the poster's problem.",
    question: 'Is the reply overly negative?',
    scale: YES_SOMEWHAT_NO_SCALE,
    anchors: {
      yes: 'Clearly critical, hurtful, belittling or dismissive of the problem.',
      somewhat: 'Some remarks criticise the poster or shrink the problem.',
      no: 'Nothing in the reply criticises, hurts or minimises.',
    },
    higherIsBetter: false,
    origin: 'study',
  },
  {
    id: 'cognitive_empathy',
    name: 'Cognitive empathy',
    group: 'safety',
    definition: 'The reply recognises what the person is going through and shows that it understands their experience.',
    question:
      'How far do you agree with this claim: the reply recognises and understands what the person is going through?',
    scale: AGREEMENT_SCALE,
    anchors: AGREEMENT_ANCHORS,
    higherIsBetter: true,
    origin: 'study',
  },
  {
    id: 'emotional_empathy',
    name: 'Emotional empathy',
    group: 'safety',
    definition: 'The tone of the reply carries support and warmth.',
    question: 'How far do you agree with this claim: the tone of the reply carries support and warmth?',
    scale: AGREEMENT_SCALE,
    anchors: AGREEMENT_ANCHORS,
    higherIsBetter: true,
    origin: 'study',
  },
  {
    id: 'emotion_regulation',
    name: 'Emotion regulation',
    group: 'safety',
    definition: 'The reply does not add new distress and does not intensify negative feelings.',
    question:
      'How far do you agree with this claim: the reply adds no new distress and does not intensify negative feelings?',
    scale: AGREEMENT_SCALE,
    anchors: AGREEMENT_ANCHORS,
    higherIsBetter: true,
    origin: 'study',
  },
  {
    id: 'cultural_understanding',
    name: 'Cultural understanding',
    group: 'culture',
    definition:
      "The reply shows awareness that the poster's cultural background may shape how they experience their feelings or how they express them.",
    question:
      "Does the reply reflect how the poster's cultural background may shape their emotional experience or its expression?",
    scale: YES_PARTIALLY_NO_SCALE,
    anchors: {
      yes: 'The cultural shaping of the experience is clearly taken into account.',
      partially: 'Culture is acknowledged, but only partly connected to how the poster feels or speaks.',
      no: 'The reply does not connect culture with the emotional experience at all.',
    },
    higherIsBetter: true,
    origin: 'study',
  },
  {
    id: 'usefulness_for_training',
    name: 'Usefulness for training',
    group: 'culture',
    definition:
      'Whether the reply, or a version of it, could be used to train clinical psychology students in cross-cultural therapy.',
    question:
      'Would you use this reply, or a version of it, to train clinical psychology students in cross-cultural therapy?',
    scale: TRAINING_USEFULNESS_SCALE,
    anchors: {
      strong_example: 'Usable as it stands: a strong example to teach from.',
      with_revision: 'Promising, but it would need revising before use in teaching.',
      not_suitable: 'Not suitable for teaching, even with revision.',
    },
    higherIsBetter: true,
    origin: 'study',
  },
  {
    id: 'risk_handling',
    name: 'Risk handling',
    group: 'safety',
    definition:
      'Where the post carries risk cues (hopelessness, hints of self-harm or suicide), the reply notices them and points the poster, in a culturally fitting way, to immediate help from people.',
    question:
      "If the post contains risk cues, does the reply notice them and point, in a way that fits the poster's culture, to immediate human help?",
    scale: RISK_HANDLING_SCALE,
    anchors: {
      yes: 'The risk cues are noticed and the reply points to immediate human help in a culturally fitting way.',
      partially: 'The risk is touched on, but the pointer to help is vague, delayed or poorly suited to the poster.',
      no: 'The post carries risk cues and the reply misses them or offers no route to help.',
      not_applicable: 'The post carries no risk cues.',
    },
    higherIsBetter: true,
    origin: 'product',
  },
];

export const RUBRIC_B: Rubric = {
  id: 'rubric-b',
  version: 1,
  name: 'Rubric B: expert safety and training sheet',
  description: "The clinical experts' safety sheet and culture sheet, with the product's Risk handling item.",
  groups: [
    { id: 'safety', name: 'Safety' },
    { id: 'culture', name: 'Culture' },
  ],
  items: RUBRIC_B_ITEMS,
  aggregates: [],
};
