// Help-seeking norms per culture (stigma, the family's role, religion) and culture-typical triggers,
// written for this project as starting points for a role card. Built-in cultures have their own
// entries; cultures instructors add get neutral ones that defer to what the post itself shows.

export type HelpSeekingNorms = { stigma: string; familyRole: string; religion: string };

type CultureProfile = { norms: HelpSeekingNorms; triggers: readonly string[] };

const BUILT_IN: Readonly<Record<string, CultureProfile>> = {
  arabic: {
    norms: {
      stigma:
        'Emotional struggles are easily read as weak faith, a phase or a private family matter; talking to an outsider can feel like exposing the family, so the person tests the listener before saying much.',
      familyRole:
        "Parents and elders expect to be consulted and respected; a problem is felt to reflect on the whole family's standing, and open defiance of them is costly.",
      religion:
        'Faith (most often Islam, sometimes Eastern Christianity) is a central frame; prayer and patience are commonly offered as the answer, and advice that waves faith aside is heard as disrespect.',
    },
    triggers: [
      'being told to stop caring what the family or community thinks',
      'hearing faith described as the problem',
    ],
  },
  chinese: {
    norms: {
      stigma:
        'Depression and anxiety are often dismissed as laziness or weak will; speaking about feelings outside the family risks loss of face for the whole family.',
      familyRole:
        "Duty to parents, the family's sacrifices and the obligations of the eldest child weigh heavily; disagreement is expressed indirectly rather than in open confrontation.",
      religion:
        'Religion is often not central; temple practice, folk customs or church life matter for some, and enduring hardship quietly is widely admired.',
    },
    triggers: ['hearing their parents called abusive or toxic outright', 'being pushed to confront the family head-on'],
  },
  german: {
    norms: {
      stigma:
        'People are expected to keep functioning and handle problems on their own; needing help can feel like failing, although therapy is fairly accepted once someone considers it.',
      familyRole:
        'Independence is valued and family ties may be distant or strained; the person tends to describe family matters soberly and resists being told how they feel.',
      religion:
        'Life is mostly secular and church membership often nominal; plain, factual language is trusted more than effusive comfort.',
    },
    triggers: ['gushing sympathy that sounds insincere', 'being told their situation is not really that bad'],
  },
  jewish: {
    norms: {
      stigma:
        "In close-knit communities mental-health problems can affect a family's reputation and marriage prospects, so they are often kept quiet.",
      familyRole:
        'Family and community are closely woven together; parents, siblings and community figures have a say in big decisions.',
      religion:
        "Observance ranges from secular to strictly Orthodox; Jewish law, prayer and a rabbi's guidance can be a source of strength or of pressure.",
    },
    triggers: ['assumptions about how observant they are', 'being told to simply leave the community'],
  },
};

const GENERIC: CultureProfile = {
  norms: {
    stigma:
      "How openly distress may be talked about in this person's community is not recorded; let the post show it, and let the person reveal more only as they come to feel safe.",
    familyRole: "The weight of family expectations is not recorded; take it from the post's own words.",
    religion: 'Whether faith matters is not recorded; take it from the post and the demographics.',
  },
  triggers: ['assumptions about their culture that do not fit them'],
};

/** Triggers any help-seeker may react to, whatever their culture. */
export const COMMON_TRIGGERS: readonly string[] = [
  'being told their feelings are an overreaction',
  'being given advice before they feel heard',
  'questions fired one after another like an interrogation',
  'cheerful platitudes such as "everything happens for a reason"',
  'being compared to people who have it worse',
  'being lectured about what they should have done',
  'a diagnosis or label offered too quickly',
];

export const isBuiltInProfile = (cultureId: string): boolean => Object.hasOwn(BUILT_IN, cultureId);

/** The culture's norms, with the religion the post states (when known) added to the religion note. */
export function helpSeekingNorms(cultureId: string, statedReligion: string | null): HelpSeekingNorms {
  const { norms } = BUILT_IN[cultureId] ?? GENERIC;
  const religion = statedReligion
    ? `${norms.religion} The post gives their religion as: ${statedReligion}.`
    : norms.religion;
  return { ...norms, religion: religion.slice(0, 400) };
}

/** Culture-typical triggers followed by the common ones (the pool a card's triggers are drawn from). */
export const triggerPool = (cultureId: string): string[] => [
  ...(BUILT_IN[cultureId] ?? GENERIC).triggers,
  ...COMMON_TRIGGERS,
];
