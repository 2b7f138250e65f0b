// Translated names of a role card's attributes and of every value its traits can take
// (locales/*/roleplay.json). Each key is written out in full so `npm run check:i18n` can see it.
import type { TFunction } from 'i18next';
import type { RoleCardAttribute } from '../../../../shared/domain/roleplay';

const lookup = (table: Record<string, string>) => (id: string) => table[id] ?? id;

export function attributeLabels(t: TFunction) {
  const name: Record<RoleCardAttribute, string> = {
    stressor: t('roleplay:attr.stressor'),
    culturalFrame: t('roleplay:attr.culturalFrame'),
    demographics: t('roleplay:attr.demographics'),
    lifeEvents: t('roleplay:attr.lifeEvents'),
    bigFive: t('roleplay:attr.bigFive'),
    cognitiveBias: t('roleplay:attr.cognitiveBias'),
    emotionalBaseline: t('roleplay:attr.emotionalBaseline'),
    responseStyle: t('roleplay:attr.responseStyle'),
    trust: t('roleplay:attr.trust'),
    supportNetwork: t('roleplay:attr.supportNetwork'),
    copingStyle: t('roleplay:attr.copingStyle'),
    triggers: t('roleplay:attr.triggers'),
    relationshipToListener: t('roleplay:attr.relationshipToListener'),
    helpSeekingNorms: t('roleplay:attr.helpSeekingNorms'),
  };
  return {
    name: (attribute: RoleCardAttribute) => name[attribute],
    norm: lookup({
      stigma: t('roleplay:norm.stigma'),
      familyRole: t('roleplay:norm.familyRole'),
      religion: t('roleplay:norm.religion'),
    }),
    trait: lookup({
      openness: t('roleplay:trait.openness'),
      conscientiousness: t('roleplay:trait.conscientiousness'),
      extraversion: t('roleplay:trait.extraversion'),
      agreeableness: t('roleplay:trait.agreeableness'),
      neuroticism: t('roleplay:trait.neuroticism'),
    }),
    pole: lookup({
      high: t('roleplay:pole.high'),
      low: t('roleplay:pole.low'),
    }),
    cognitiveBias: lookup({
      catastrophizing: t('roleplay:bias.catastrophizing'),
      black_and_white_thinking: t('roleplay:bias.black_and_white_thinking'),
      overgeneralizing: t('roleplay:bias.overgeneralizing'),
      emotional_reasoning: t('roleplay:bias.emotional_reasoning'),
    }),
    emotionalBaseline: lookup({
      hyper_aroused: t('roleplay:baseline.hyper_aroused'),
      hypo_aroused: t('roleplay:baseline.hypo_aroused'),
      volatile: t('roleplay:baseline.volatile'),
    }),
    responseStyle: lookup({
      easily_reassured: t('roleplay:responseStyle.easily_reassured'),
      needs_logical_explanation: t('roleplay:responseStyle.needs_logical_explanation'),
      resistant_and_defensive: t('roleplay:responseStyle.resistant_and_defensive'),
      emotionally_reactive: t('roleplay:responseStyle.emotionally_reactive'),
    }),
    trust: lookup({
      low: t('roleplay:trust.low'),
      guarded: t('roleplay:trust.guarded'),
      open: t('roleplay:trust.open'),
    }),
    supportNetwork: lookup({
      none: t('roleplay:support.none'),
      thin: t('roleplay:support.thin'),
      mixed: t('roleplay:support.mixed'),
      strong: t('roleplay:support.strong'),
    }),
    copingStyle: lookup({
      avoidant: t('roleplay:coping.avoidant'),
      problem_focused: t('roleplay:coping.problem_focused'),
      emotion_focused: t('roleplay:coping.emotion_focused'),
      religious: t('roleplay:coping.religious'),
      social_support_seeking: t('roleplay:coping.social_support_seeking'),
    }),
  };
}

export type AttributeLabels = ReturnType<typeof attributeLabels>;
