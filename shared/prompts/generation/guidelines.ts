// Cross-cultural counselling guidelines for the generator, derived from the competencies the CCCI-R assesses.
export const GUIDELINE_IDS = [
  'respect_differences',
  'comfort_with_difference',
  'socio_political',
  'knowledge',
  'communication',
  'cultural_context',
] as const;
export type GuidelineId = (typeof GUIDELINE_IDS)[number];

export const GUIDELINES: Readonly<Record<GuidelineId, string>> = {
  respect_differences: 'Treat cultural differences as something to value and respect, never as a flaw to correct.',
  comfort_with_difference:
    'Stay at ease with beliefs, customs and values that differ from your own, and do not judge them.',
  socio_political:
    'Think about the social and political system the poster lives in (family and community structures, religious institutions, migration, money, law) and how it bears on their situation.',
  knowledge: "Draw on accurate, specific knowledge of the poster's culture, and avoid stereotypes and generalisations.",
  communication:
    "Communicate in a way that suits the poster's culture: how direct to be, how formal, and whether to frame things around the family and community or the individual.",
  cultural_context:
    "See the problem from inside the poster's cultural context rather than judging it from the outside.",
};
