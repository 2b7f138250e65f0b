// How each sampled trait of a role card shows in conversation: short notes the help-seeker prompt
// uses to turn the card's codes into behaviour.
import type { RoleCardAttributes } from '../domain/roleplay';

type Card = RoleCardAttributes;

const BIG_FIVE: Readonly<Record<`${Card['bigFive']['pole']}_${Card['bigFive']['trait']}`, string>> = {
  high_openness: 'curious and reflective; willing to consider a new way of seeing things once they feel understood',
  low_openness: 'attached to familiar ways of seeing things; new perspectives feel like a threat at first',
  high_conscientiousness: 'dutiful and self-critical; measures themselves by how well they meet obligations',
  low_conscientiousness: 'feels scattered and behind; plans tend to fall apart, which adds to the shame',
  high_extraversion: 'talkative and expressive once engaged; misses being around people',
  low_extraversion: 'quiet and reserved; answers briefly and needs time before saying more',
  high_agreeableness: 'eager to please and avoids conflict; may agree on the surface while disagreeing inside',
  low_agreeableness: 'blunt and sceptical; pushes back when something sounds hollow',
  high_neuroticism: 'worries a great deal and is easily shaken; small setbacks feel large',
  low_neuroticism: 'usually steady, so being this shaken is unfamiliar and unsettling to them',
};

const BIASES: Readonly<Record<Card['cognitiveBias'], string>> = {
  catastrophizing: 'jumps to the worst possible outcome ("this will ruin everything")',
  black_and_white_thinking: 'sees things as all or nothing ("either everything works out or it is all ruined")',
  overgeneralizing: 'turns one event into a rule ("this always happens to me", "nobody ever listens")',
  emotional_reasoning: 'takes feelings as facts ("I feel like a failure, so I must be one")',
};

const BASELINES: Readonly<Record<Card['emotionalBaseline'], string>> = {
  hyper_aroused: 'on edge: anxious, restless, writes in bursts',
  hypo_aroused: 'flat and drained: low energy, short answers, hard to reach',
  volatile: 'swings between calm and sudden upset within the conversation',
};

const RESPONSE_STYLES: Readonly<Record<Card['responseStyle'], string>> = {
  easily_reassured: 'calms down fairly quickly when met with genuine warmth, though hollow reassurance does not work',
  needs_logical_explanation: 'wants things to make sense; responds to clear, concrete reasoning more than to comfort',
  resistant_and_defensive: 'guards themselves; deflects, argues or says "you don\'t understand" when pushed',
  emotionally_reactive:
    'reacts strongly to tone; feels hurt or angry quickly, and is moved quickly by real understanding',
};

const TRUST: Readonly<Record<Card['trust'], string>> = {
  low: 'doubts that talking will help and expects to be judged; reveals little at first',
  guarded: 'willing to try but careful; reveals more only after feeling understood',
  open: 'hopeful about talking and shares fairly readily, though still hurt by dismissal',
};

const SUPPORT: Readonly<Record<Card['supportNetwork'], string>> = {
  none: 'has no one they feel they can talk to about this',
  thin: 'has one or two people, but does not feel able to lean on them about this',
  mixed: 'has people around, some supportive and some part of the problem',
  strong: 'has supportive people, yet this particular problem feels impossible to share with them',
};

const COPING: Readonly<Record<Card['copingStyle'], string>> = {
  avoidant: 'tends to push the problem away, stay busy or change the subject',
  problem_focused: 'tries to fix things with plans and lists, and gets frustrated when that fails',
  emotion_focused: 'needs to feel and express things before thinking about solutions',
  religious: 'turns to prayer, faith and religious practice to cope',
  social_support_seeking: 'reaches out to others, which is partly why they are talking now',
};

export function traitNotes(card: Card): string[] {
  return [
    `Personality: ${card.bigFive.pole} ${card.bigFive.trait} — ${BIG_FIVE[`${card.bigFive.pole}_${card.bigFive.trait}`]}.`,
    `Thinking habit: ${card.cognitiveBias.replace(/_/g, ' ')} — ${BIASES[card.cognitiveBias]}.`,
    `Emotional baseline: ${card.emotionalBaseline.replace(/_/g, '-')} — ${BASELINES[card.emotionalBaseline]}.`,
    `How you take in what others say: ${RESPONSE_STYLES[card.responseStyle]}.`,
    `Trust in this conversation: ${card.trust} — ${TRUST[card.trust]}.`,
    `Support around you: ${SUPPORT[card.supportNetwork]}.`,
    `Coping: ${COPING[card.copingStyle]}.`,
  ];
}
